/// The quotation marks `open-quote` and `close-quote` give, by language and level of quotation,
/// and the level reached in the document.
struct QuotationMarks {
    /// Opening and closing marks of the outer and the inner level, by primary language subtag.
    private static let marks: [String: [(String, String)]] = [
        "en": [("\u{201C}", "\u{201D}"), ("\u{2018}", "\u{2019}")],
        "fr": [("\u{AB}\u{A0}", "\u{A0}\u{BB}"), ("\u{201C}", "\u{201D}")],
        "de": [("\u{201E}", "\u{201C}"), ("\u{201A}", "\u{2018}")],
        "ja": [("\u{300C}", "\u{300D}"), ("\u{300E}", "\u{300F}")],
    ]

    /// Quotations open.
    private(set) var depth = 0

    /// The marks of a language ("fr-CA" as "fr"), English's for one not known.
    private static func marks(of language: String?) -> [(String, String)] {
        let primary = language.map { $0.lowercased().split(separator: "-").first.map(String.init) ?? "" } ?? ""
        return marks[primary] ?? marks["en"]!
    }

    /// A quotation opens: its mark, `shown` false for `no-open-quote`.
    mutating func open(language: String?, shown: Bool = true) -> String {
        let levels = Self.marks(of: language)
        depth += 1
        return shown ? levels[min(depth - 1, levels.count - 1)].0 : ""
    }

    /// A quotation closes: its mark, none when none is open or `shown` is false.
    mutating func close(language: String?, shown: Bool = true) -> String {
        guard depth > 0 else { return "" }
        depth -= 1
        let levels = Self.marks(of: language)
        return shown ? levels[min(depth, levels.count - 1)].1 : ""
    }

    /// The text of `content` parts whose attributes are read already.
    mutating func text(of parts: [CSSContent], language: String?) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let string): text += string
            case .attribute: break
            case .openQuote: text += open(language: language)
            case .closeQuote: text += close(language: language)
            case .noOpenQuote: _ = open(language: language, shown: false)
            case .noCloseQuote: _ = close(language: language, shown: false)
            }
        }
        return text
    }
}
