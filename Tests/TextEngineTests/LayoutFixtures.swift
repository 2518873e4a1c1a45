import TextEngine

/// Lays `text` out in a container and gives each line's text as a string.
struct LaidOut {
    let storage: TextStorage
    let layoutManager: LayoutManager
    let pages: [Page]

    init(_ text: String, width: Int, height: Int = 100, language: String? = nil,
         styles: [ParagraphStyleRun] = [], justified: Bool = false) {
        storage = TextStorage(units: Array(text.utf16), language: language, paragraphStyleRuns: styles)
        layoutManager = LayoutManager(storage: storage)
        layoutManager.justifiesBodyText = justified
        pages = Array(PageIndex(layoutManager: layoutManager, container: TextContainer(width: width, height: height)))
    }

    var lines: [LineFragment] { pages.flatMap(\.lines) }

    /// The text of every line, hanging spaces included.
    var lineTexts: [String] { lines.map { storage.string(in: $0.range) } }
}

extension ParagraphStyle {
    /// A framed paragraph with room for its border and padding.
    static var framedQuote: ParagraphStyle {
        var quote = ParagraphStyle()
        quote.framed = true
        quote.firstLineHeadIndent = 2
        quote.headIndent = 2
        quote.tailIndent = 2
        return quote
    }
}
