import TextEngine

extension StyleSheet.Declarations {
    /// The properties of how text is drawn and broken that `applyText` knows; each also in the
    /// `-epub-` form of EPUB 3's style sheets.
    static let textProperties: Set<String> = [
        "text-transform", "-epub-text-transform", "text-align-last", "-epub-text-align-last", "line-break",
        "-epub-line-break", "-webkit-line-break", "word-break", "-epub-word-break",
    ]

    /// Sets what a declaration of `text-transform`, `text-align-last`, `line-break` or
    /// `word-break` says (a value not known is ignored); false for other properties.
    mutating func applyText(_ property: String, _ value: String) -> Bool {
        switch property {
        case "text-transform", "-epub-text-transform":
            textTransform = Self.textTransform(value) ?? textTransform
        case "text-align-last", "-epub-text-align-last":
            if value == "auto" {
                lastLineAlignment = .some(nil)
            } else if let alignment = ParagraphStyle.Alignment(css: value) {
                lastLineAlignment = alignment
            }
        case "line-break", "-epub-line-break", "-webkit-line-break":
            let strictness: [String: LineBreaking.Strictness] = [
                "auto": .auto, "loose": .loose, "normal": .normal, "strict": .strict, "anywhere": .anywhere,
            ]
            lineBreakStrictness = strictness[value] ?? lineBreakStrictness
        case "word-break", "-epub-word-break":
            let wordBreaks: [String: LineBreaking.WordBreak] = [
                "normal": .normal, "break-word": .normal, "break-all": .breakAll, "keep-all": .keepAll,
            ]
            wordBreak = wordBreaks[value] ?? wordBreak
        default:
            return false
        }
        return true
    }

    /// The transforms a value of `text-transform` says: at most one of the cases, and
    /// `full-width` and `full-size-kana` (`-epub-fullwidth` too); nil for a value not valid.
    private static func textTransform(_ value: String) -> CharacterAttributes? {
        let keywords: [String: CharacterAttributes] = [
            "uppercase": .uppercase, "lowercase": .lowercase, "capitalize": .capitalize, "full-width": .fullWidth,
            "-epub-fullwidth": .fullWidth, "full-size-kana": .fullSizeKana,
        ]
        guard value != "none" else { return [] }
        var transforms: CharacterAttributes = []
        for word in value.split(separator: " ") {
            guard let transform = keywords[String(word)], transforms.isDisjoint(with: transform) else { return nil }
            transforms.insert(transform)
        }
        let cases = transforms.intersection([.uppercase, .lowercase, .capitalize])
        return transforms.isEmpty || cases.rawValue.nonzeroBitCount > 1 ? nil : transforms
    }
}

extension ParagraphStyle.Alignment {
    /// The alignment a keyword of `text-align` or `text-align-last` says; nil for one not known.
    init?(css keyword: String) {
        switch keyword {
        case "start": self = .start
        case "left": self = .left
        case "center": self = .center
        case "end": self = .end
        case "right": self = .right
        case "justify": self = .justified
        default: return nil
        }
    }
}
