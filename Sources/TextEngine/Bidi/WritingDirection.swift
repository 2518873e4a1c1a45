/// The base direction of a paragraph (UAX #9's paragraph level): what its lines start from,
/// the side its text, list marker and indents start on, and how its runs are ordered.
public enum WritingDirection: Hashable, Sendable {
    /// From the paragraph's first strong character (UAX #9 P2, P3), left to right when it has
    /// none unless its language is written right to left.
    case natural
    case leftToRight
    case rightToLeft

    /// `rightToLeft` for a BCP 47 language written right to left (Arabic, Hebrew, Persian,
    /// Urdu...), `natural` for any other.
    public static func of(language: String) -> WritingDirection {
        let primary = LanguageTag.primary(language)
        let script = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().first.map {
            $0.lowercased()
        }
        if let script, script.count == 4 { return rightToLeftScripts.contains(script) ? .rightToLeft : .natural }
        return rightToLeftLanguages.contains(primary) ? .rightToLeft : .natural
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ji", "khw", "ks", "mzn", "nqo", "pnb", "ps", "sd", "syr", "ug",
        "ur", "yi",
    ]
    private static let rightToLeftScripts: Set<String> = [
        "arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg", "mand", "samr",
    ]
}
