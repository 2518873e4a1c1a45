import TextEngine

/// Lays `text` out in a container and gives each line's text as a string.
struct LaidOut {
    let storage: TextStorage
    let layoutManager: LayoutManager
    let pages: [Page]

    init(
        _ text: String, width: Int, height: Int = 100, language: String? = nil,
        styles: [ParagraphStyleRun] = [], justified: Bool = false
    ) {
        self.init(
            storage: TextStorage(units: Array(text.utf16), language: language, paragraphStyleRuns: styles),
            width: width, height: height, justified: justified)
    }

    init(storage: TextStorage, width: Int, height: Int, justified: Bool = false) {
        self.storage = storage
        layoutManager = LayoutManager(storage: storage)
        layoutManager.bodyTextJustification = justified
        pages = Array(PageIndex(layoutManager: layoutManager, container: TextContainer(width: width, height: height)))
    }

    var lines: [LineFragment] { pages.flatMap(\.lines) }
    var blocks: [PlacedBlock] { pages.flatMap(\.blocks) }

    /// The text of every line, hanging spaces included.
    var lineTexts: [String] { lines.map { storage.string(in: $0.range) } }
}

extension ParagraphStyle {
    /// A framed paragraph with room for its border and padding.
    static var framedQuote: ParagraphStyle {
        var quote = ParagraphStyle()
        quote.frames = [Frame(id: 1)]
        quote.firstLineHeadIndent = 2
        quote.headIndent = 2
        quote.tailIndent = 2
        return quote
    }
}

/// A storage of `text` as a book would have it: each paragraph in a style and a language picked
/// by `seed` (plain, framed, a list item, a heading, spaced lines, a new page; the book's
/// language, Japanese, Thai, English), each U+FFFC an attachment (a block when alone in its
/// paragraph, text anywhere else).
func styledStorage(_ text: String, seed: Int) -> TextStorage {
    let units = Array(text.utf16)
    var styles: [ParagraphStyleRun] = []
    var languages: [LanguageRun] = []
    var attachments: [AttachmentRun] = []
    var paragraph = 0
    for (offset, unit) in units.enumerated() {
        if offset == 0 || TextStorage.isParagraphSeparator(units[offset - 1]) {
            styles.append(ParagraphStyleRun(location: offset, style: paragraphStyle(number: paragraph &+ seed)))
            languages.append(
                LanguageRun(location: offset, language: [nil, "ja", "th", "en"][abs((paragraph &+ seed / 7) % 4)]))
            paragraph += 1
        }
        if unit == CodeUnit.objectReplacement {
            attachments.append(AttachmentRun(location: offset, attachment: Attachment(.rule)))
        }
    }
    return TextStorage(units: units, paragraphStyleRuns: styles, languageRuns: languages, attachmentRuns: attachments)
}

private func paragraphStyle(number: Int) -> ParagraphStyle {
    var style = ParagraphStyle()
    switch abs(number % 11) {
    case 1: style = .framedQuote
    case 2:
        style.firstLineHeadIndent = 4
        style.headIndent = 4
        style.listMarker = number % 2 == 0 ? "•" : "10."
    case 3:
        style.alignment = .center
        style.keepWithNext = true
        style.spacingBefore = 2
        style.spacingAfter = 1
    case 4:
        style.alignment = .end
        style.lineSpacing = 1
        style.tailIndent = 3
    case 5: style.pageBreakBefore = true
    case 6:
        // Margins as a book's CSS gives them for a wide page (margin-left: 30%, deep lists).
        style.firstLineHeadIndent = 40
        style.headIndent = 36
        style.tailIndent = 20
        style.listMarker = number % 2 == 0 ? "◦" : "xviii."
    case 8:
        // A cell of a table of three columns; neighbouring paragraphs of this kind make its rows.
        style.tableCell = TableCell(
            table: 1, row: abs(number / 30), column: abs(number / 10) % 3, header: number % 20 == 8)
    case 7:
        style = .framedQuote
        style.firstLineHeadIndent = 30
        style.headIndent = 30
        style.tailIndent = 12
    case 9:
        // A quotation inside a quotation.
        style = .framedQuote
        style.frames.append(ParagraphStyle.Frame(id: 2, headIndent: 4, tailIndent: 4))
        style.firstLineHeadIndent = 4
        style.headIndent = 4
        style.tailIndent = 4
    default: break
    }
    return style
}

/// Reads around `index` of a storage `length` long as a reader would, one operation at a time:
/// background layout of a few pages, a jump to a place, the next page, the page before; calls
/// `check` with the place read after each.
func read(_ index: PageIndex, length: Int, operations: [Int], check: (_ anchor: Int, _ operation: Int) -> Void) {
    var anchor = 0
    for operation in operations {
        switch operation % 4 {
        case 0: index.extend(pages: operation % 5)
        case 1: anchor = operation % (length + 1)
        case 2:
            if let next = index.pageAfter(index.index(containing: anchor)) { anchor = index.range(at: next).lowerBound }
        default:
            if let previous = index.pageBefore(index.index(containing: anchor)) {
                anchor = index.range(at: previous).lowerBound
            }
        }
        check(anchor, operation)
    }
}

/// The page ranges of a full layout of `storage` in `container`, from the start, one page after
/// another: the oracle of the tests that find pages any other way.
func fullLayout(of storage: TextStorage, in container: TextContainer) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    LayoutManager(storage: storage).forEachPage(in: container, decorated: false) { ranges.append($0.range) }
    return ranges
}
