import TextEngine

/// The block side of an HTML import: paragraphs opened and closed with their styles, a list
/// marker or page break waiting for the next one, and text added with its white space
/// collapsed as CSS says (its lines kept when preformatted) and its character attributes,
/// written straight into the storage's memory.
struct ParagraphBuilder: ~Copyable {
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
    /// White space at the start of the text added next is dropped.
    private var dropsLeadingSpace = false

    /// Code units so far: where the next paragraph or text begins.
    var length: Int { builder.length }

    var isInParagraph: Bool { builder.isInParagraph }

    /// The offset where the next text added to the open paragraph begins: after the space that
    /// collapsed white space before it leaves.
    var nextTextStart: Int { builder.length + (builder.isInParagraph && spaceGoesBefore(leading: false) ? 1 : 0) }

    /// Whether a space goes before the next text added to the open paragraph: white space
    /// collapsed before it (`leading` when the text starts with some), unless a line break
    /// ends the paragraph so far or the text's leading space is dropped.
    private func spaceGoesBefore(leading: Bool) -> Bool {
        (pendingSpace || leading) && builder.lastUnit != CodeUnit.lineSeparator && !dropsLeadingSpace
    }

    /// The last code unit added to the open paragraph, if any.
    var lastUnit: UInt16? { builder.isInParagraph ? builder.lastUnit : nil }

    /// The text added next is a run of its own (`TextStorageBuilder.separateNextRun`).
    mutating func separateNextRun() {
        builder.separateNextRun()
    }

    /// Takes back the text of the open paragraph from `offset` on.
    mutating func truncate(to offset: Int) {
        builder.truncate(to: offset)
    }

    /// Forgets white space collapsed at the end of the text added last and, with
    /// `andLeading`, drops any at the start of the text added next.
    mutating func dropPendingSpace(andLeading: Bool = false) {
        pendingSpace = false
        if andLeading { dropsLeadingSpace = true }
    }

    /// Opens a paragraph of `style` unless one is open; the text from here is in `language`,
    /// its lines broken as `breaking` says.
    mutating func open(_ style: ParagraphStyle, language: String?, breaking: LineBreaking = .default) {
        builder.setLanguage(language, breaking: breaking)
        guard !builder.isInParagraph else { return }
        var style = style
        style.listMarker = pendingMarker
        if let marker = pendingMarker, case let room = max(TextSegmenter.width(of: marker), 2) + 1,
            room > style.headIndent
        {
            // A marker wider than its indent (xviii., 10000., an item outside a list) gets room, in cells.
            style.firstLineHeadIndent += room - style.headIndent
            style.headIndent = room
        }
        // A line of verse too long for the measure goes on an em further in, when the book
        // does not hang it itself.
        if style.isVerse && style.headIndent <= style.firstLineHeadIndent {
            style.headIndent = style.firstLineHeadIndent + 2
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

    /// Makes room for `capacity` code units in all.
    mutating func reserveCapacity(_ capacity: Int) {
        builder.reserveCapacity(capacity)
    }

    /// Adds a document's text in the paragraph of `style`, opened if need be.
    mutating func add(
        _ raw: MarkupText, attributes: CharacterAttributes, style: ParagraphStyle, language: String?,
        breaking: LineBreaking = .default, whiteSpace: StyleSheet.WhiteSpace
    ) {
        let bytes = raw.bytes
        // No text yields more code units than it has bytes (collapsed white space is one at most).
        if whiteSpace == .preserve {
            guard !raw.isEmpty else { return }
            open(style, language: language, breaking: breaking)
            builder.append(atMost: bytes.count, attributes: attributes) { raw.writeLines(to: $0) }
            return
        }
        let keepingLines = whiteSpace == .preserveLines
        // The first byte that is not white space collapsing before the first word (a line end
        // is kept when keeping lines); white space is ASCII, one byte a unit.
        guard
            let first = bytes.firstIndex(where: {
                !MarkupText.isCollapsibleSpace(UInt16($0)) || keepingLines && ($0 == 0x0D || $0 == 0x0A)
            })
        else {
            if !raw.isEmpty { pendingSpace = true }
            return
        }
        let space = spaceGoesBefore(leading: first > 0)
        dropsLeadingSpace = false
        if !builder.isInParagraph {
            open(style, language: language, breaking: breaking)
        } else if space {
            // Collapsed white space belongs to the text before it, not to an element it opens.
            builder.append(" ", attributes: builder.lastAttributes)
        }
        builder.setLanguage(language, breaking: breaking)
        var spaceAfter = false
        builder.append(atMost: bytes.count - first, attributes: attributes) { units in
            let written = raw.writeCollapsed(from: first, keepingLines: keepingLines, to: units)
            spaceAfter = written.spaceAfter
            return written.count
        }
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
}
