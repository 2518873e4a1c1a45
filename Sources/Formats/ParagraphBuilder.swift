import TextEngine

/// The block side of an HTML import: paragraphs opened and closed with their styles, a list
/// marker or page break waiting for the next one, and text added with its white space
/// collapsed as CSS says (its lines kept when preformatted) and its character attributes.
struct ParagraphBuilder {
    private var builder = TextStorageBuilder()
    /// The marker of the list item whose first paragraph comes next.
    var pendingMarker: String?
    /// The next paragraph starts a page.
    var pendingPageBreak = false
    /// Blank rows the blocks opened or closed since the last paragraph ask for before the
    /// next one: a list's or a quote's spacing, which has no paragraph of its own.
    private var pendingSpacing = 0
    /// White space was collapsed at the end of the text added last.
    private var pendingSpace = false
    /// The code units of the text being added, kept between texts to spare an allocation each.
    private var scratch: [UInt16] = []

    /// Code units so far: where the next paragraph or text begins.
    var length: Int { builder.length }

    var isInParagraph: Bool { builder.isInParagraph }

    /// The offset where the next text added to the open paragraph begins: after the space that
    /// collapsed white space before it leaves.
    var nextTextStart: Int { builder.length + (builder.isInParagraph && pendingSpace ? 1 : 0) }

    /// The last code unit added to the open paragraph, if any.
    var lastUnit: UInt16? { builder.isInParagraph ? builder.lastUnit : nil }

    /// Opens a paragraph of `style` unless one is open; the text from here is in `language`.
    mutating func open(_ style: ParagraphStyle, language: String?) {
        builder.setLanguage(language)
        guard !builder.isInParagraph else { return }
        var style = style
        style.listMarker = pendingMarker
        if let marker = pendingMarker, case let room = max(TextSegmenter.width(of: marker), 2) + 1, room > style.headIndent {
            // A marker wider than its indent (xviii., 10000., an item outside a list) gets room, in cells.
            style.firstLineHeadIndent += room - style.headIndent
            style.headIndent = room
        }
        style.pageBreakBefore = style.pageBreakBefore || pendingPageBreak
        // Margins collapse, as in CSS: the largest of the blocks met between two paragraphs.
        style.spacingBefore = max(style.spacingBefore, pendingSpacing)
        pendingSpacing = 0
        pendingMarker = nil
        pendingPageBreak = false
        pendingSpace = false
        builder.startParagraph(style)
    }

    /// A block begins or ends between paragraphs: the next paragraph keeps `rows` blank rows
    /// from the one before, at least.
    mutating func addSpacing(_ rows: Int) {
        pendingSpacing = max(pendingSpacing, rows)
    }

    /// Closes the open paragraph, its trailing spaces dropped.
    mutating func close() {
        builder.trimTrailingSpaces()
        builder.endParagraph()
        pendingSpace = false
    }

    /// Adds a document's text in the paragraph of `style`, opened if need be.
    mutating func add(_ raw: MarkupText, attributes: CharacterAttributes, style: ParagraphStyle, language: String?,
                      whiteSpace: StyleSheet.WhiteSpace) {
        scratch.removeAll(keepingCapacity: true)
        if whiteSpace == .preserve {
            guard !raw.isEmpty else { return }
            open(style, language: language)
            Self.appendLines(of: raw, to: &scratch)
            builder.append(units: scratch, attributes: attributes)
            return
        }
        let (spaceBefore, spaceAfter) = Self.appendCollapsed(raw, to: &scratch, keepingLines: whiteSpace == .preserveLines)
        guard !scratch.isEmpty else {
            if spaceBefore { pendingSpace = true }
            return
        }
        if !builder.isInParagraph {
            open(style, language: language)
        } else if (pendingSpace || spaceBefore) && builder.lastUnit != CodeUnit.lineSeparator {
            // Collapsed white space belongs to the text before it, not to an element it opens.
            builder.append(" ", attributes: builder.lastAttributes)
        }
        builder.setLanguage(language)
        builder.append(units: scratch, attributes: attributes)
        pendingSpace = spaceAfter
    }

    /// A line break inside the paragraph (`br`).
    mutating func addLineBreak(attributes: CharacterAttributes) {
        if builder.isInParagraph { builder.append("\u{2028}", attributes: attributes) }
        pendingSpace = false
    }

    /// A place a long word may break (`wbr`): a zero-width space.
    mutating func addWordBreak(attributes: CharacterAttributes) {
        if builder.isInParagraph { builder.append("\u{200B}", attributes: attributes) }
    }

    /// An attachment as a paragraph of its own in `style`.
    mutating func add(_ attachment: Attachment, style: ParagraphStyle, language: String?) {
        close()
        open(style, language: language)
        builder.append(attachment)
        close()
    }

    /// The storage of every paragraph, the open one closed.
    mutating func build(language: String?) -> TextStorage {
        close()
        return builder.build(language: language)
    }

    /// Preformatted text: line ends (LF, CRLF, CR) break lines within the paragraph, in one
    /// pass whatever their number.
    private static func appendLines(of raw: MarkupText, to units: inout [UInt16]) {
        var afterCarriageReturn = false
        raw.forEachUTF16 { unit in
            if unit == CodeUnit.lineFeed && afterCarriageReturn {
                afterCarriageReturn = false
                return
            }
            afterCarriageReturn = unit == CodeUnit.carriageReturn
            units.append(unit == CodeUnit.lineFeed || afterCarriageReturn ? CodeUnit.lineSeparator : unit)
        }
    }

    /// Text with its white space collapsed to one space between words, in one pass (line ends
    /// kept as line breaks when `keepingLines`); says whether white space came before the
    /// first word and after the last.
    private static func appendCollapsed(_ raw: MarkupText, to units: inout [UInt16], keepingLines: Bool) -> (before: Bool, after: Bool) {
        let start = units.count
        var spaceBefore = false
        var spaceAfter = false
        var afterCarriageReturn = false
        raw.forEachUTF16 { unit in
            defer { afterCarriageReturn = unit == CodeUnit.carriageReturn }
            if keepingLines && (unit == CodeUnit.carriageReturn || unit == CodeUnit.lineFeed) {
                if !(unit == CodeUnit.lineFeed && afterCarriageReturn) { units.append(CodeUnit.lineSeparator) }
                spaceAfter = false
                return
            }
            if isCollapsibleSpace(unit) {
                if units.count == start { spaceBefore = true } else { spaceAfter = true }
                return
            }
            if spaceAfter && units.last != CodeUnit.lineSeparator { units.append(0x20) }
            spaceAfter = false
            units.append(unit)
        }
        return (spaceBefore, spaceAfter)
    }

    /// White space as HTML collapses it.
    static func isCollapsibleSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x0C
    }
}
