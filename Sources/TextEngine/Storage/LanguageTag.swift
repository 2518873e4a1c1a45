/// The parts of a BCP 47 language tag the engine looks at (`pt-BR`, `de_CH`, `sr-Latn`).
enum LanguageTag {
    /// The primary language subtag, lowercased: `pt` for `pt-BR`.
    static func primary(_ tag: String) -> String {
        tag.prefix { $0 != "-" && $0 != "_" }.lowercased()
    }
}
