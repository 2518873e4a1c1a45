/// Sets one line of a paragraph: its indents, its text typeset to the measure (or the block
/// an attachment alone in its paragraph is), then aligned (`LineAlignment`).
final class LineSetter {
    let storage: TextStorage
    let segmenter: TextSegmenter
    let typesetter: Typesetter
    let hyphenators: HyphenatorCache
    /// The settings lines are set with; the layout manager's.
    var options = LayoutOptions()

    init(segmenter: TextSegmenter, typesetter: Typesetter, hyphenators: HyphenatorCache) {
        storage = segmenter.storage
        self.segmenter = segmenter
        self.typesetter = typesetter
        self.hyphenators = hyphenators
    }

    /// The line of `style` from `start` (before `limit`, its paragraph's end) on `row`, or the
    /// line `block` takes. `mayHyphenate` false keeps optional hyphens out (a word wider than
    /// the line is broken anyway); `readingsBeside` false keeps ruby readings in the line.
    func line(
        from start: Int, limit: Int, row: Int, first: Bool, style: ParagraphStyle, container: TextContainer,
        block: AttachmentBlock? = nil, hyphenates mayHyphenate: Bool = true, readingsBeside: Bool = true
    ) -> LineFragment {
        // Each line of verse starts where its first does; its turnovers hang under it.
        let first = first || style.isVerse && start > 0 && storage[start - 1] == CodeUnit.lineSeparator
        let indents = indents(of: style, first: first, in: container)
        let (indent, available) = (indents.head, Self.room(between: indents, in: container.width))
        // Vertical text and verse are set as they come: never spread, never hyphenated.
        let asTheyCome = options.isVertical || style.isVerse
        let readersChoice = options.bodyTextJustification.flatMap { style.isBodyText ? $0 : nil }
        let justified = !asTheyCome && (readersChoice ?? (style.alignment == .justified))
        // A word wider than the line takes a hyphen at one of its points, whatever the rules of hyphens
        // in a row and of a page's last line say: it is broken anyway.
        let breaksWords =
            !asTheyCome && options.hyphenates && block == nil && style.hyphens.breaksWords(justified: justified)
        let line =
            block.map { Typesetter.Line(end: start + 1, width: min($0.columns, available)) }
            ?? typesetter.line(
                from: start, limit: limit, width: available, hyphenators: breaksWords ? hyphenators : nil,
                optionalHyphens: mayHyphenate, readingsBeside: readingsBeside)
        var fragment = LineFragment(
            range: start..<line.end, row: row, column: indent, width: line.width,
            hyphenated: line.hyphenated, isRightToLeft: style.writingDirection == .rightToLeft)
        // Emphasis marks stand where readings do: a column with emphasised text keeps their column.
        let marked = readingsBeside && block == nil && segmenter.emphasised.intersects(start..<line.end)
        fragment.readingRoom = line.readingsBeside || marked ? Int32(clamping: available) : 0
        let slack = available - line.width
        let last = line.end >= limit || storage[line.end - 1] == CodeUnit.lineSeparator
        let alignment = last ? LineAlignment.lastLine(of: style) : style.alignment
        let spread =
            (last ? alignment == .justified && !options.isVertical : justified) && slack > 0
            && LineAlignment.spreads(
                slack: slack, gaps: Justification.gapCount(in: start..<line.end, of: storage, hidden: segmenter.hidden))
        LineAlignment.align(&fragment, alignment, measure: available, spread: spread, width: container.width)
        return fragment
    }

    /// The block of the attachment at `offset` when it is alone in its paragraph (anywhere else
    /// U+FFFC is text), and the cells it takes: as many as it asks for, as many rows as a page has.
    func block(at offset: Int, style: ParagraphStyle, container: TextContainer) -> AttachmentBlock? {
        // Asked for every line: the measure is worked out for an attachment only.
        guard let attachment = attachmentAlone(at: offset) else { return nil }
        return block(
            of: attachment, measure: available(for: style, in: container),
            extent: options.isVertical ? container.height : container.height - 2 * style.frameDepth)
    }

    /// The block of the attachment alone in its paragraph at `offset` in a measure of `measure`
    /// cells (a line's, a table cell's) with at most `extent` rows (in vertical text, columns);
    /// a picture takes at most `share` percent of the measure.
    func block(at offset: Int, measure: Int, extent: Int, share: Int = Picture.widestShare) -> AttachmentBlock? {
        attachmentAlone(at: offset).map { block(of: $0, measure: measure, extent: extent, share: share) }
    }

    /// The attachment at `offset` when it is alone in its paragraph.
    private func attachmentAlone(at offset: Int) -> Attachment? {
        guard let attachment = storage.attachment(at: offset),
            offset == 0 || TextStorage.isParagraphSeparator(storage[offset - 1]),
            offset + 1 == storage.length || TextStorage.isParagraphSeparator(storage[offset + 1])
        else { return nil }
        return attachment
    }

    /// The cells `attachment` takes in a measure of `measure` cells and `extent` rows.
    private func block(of attachment: Attachment, measure: Int, extent: Int, share: Int = Picture.widestShare)
        -> AttachmentBlock
    {
        if options.isVertical, case .image = attachment.content {
            // Turned: the picture's cells across are the page's columns, its rows those of a column.
            let size = attachment.size(
                forWidth: VerticalLayout.columnWidth * extent, maxRows: measure, cell: options.cellSize, share: share)
            return (attachment, size.rows, (size.columns + 1) / VerticalLayout.columnWidth)
        }
        let size = attachment.size(forWidth: measure, maxRows: extent, cell: options.cellSize, share: share)
        return (attachment, size.columns, size.rows)
    }

    /// The cells a line of `style` has, its indent and tail indent taken off.
    func available(for style: ParagraphStyle, first: Bool = true, in container: TextContainer) -> Int {
        Self.room(between: indents(of: style, first: first, in: container), in: container.width)
    }

    /// The cells between a line's indents, one at the least.
    private static func room(between indents: (head: Int, tail: Int), in width: Int) -> Int {
        max(1, width - indents.head - indents.tail)
    }

    /// The head and tail indents of a line of `style` in `container`: as the style says while
    /// its text keeps at least `minimumText` cells, else both shrunk in proportion to what
    /// they are on the paragraph's widest-indented line, so that a narrow page squeezes margins,
    /// never the text; a framed paragraph's lines stay inside its frame (`kept`).
    func indents(of style: ParagraphStyle, first: Bool, in container: TextContainer) -> (head: Int, tail: Int) {
        let share = style.headIndentPercent == 0 ? 0 : container.width * style.headIndentPercent / 100
        let head = max(0, (first ? style.firstLineHeadIndent : style.headIndent) + share)
        let tail = max(
            0, style.tailIndent + (style.tailIndentPercent == 0 ? 0 : container.width * style.tailIndentPercent / 100))
        let widest = max(0, max(style.firstLineHeadIndent, style.headIndent) + share) + tail
        let indents = squeezed(head: head, tail: tail, widest: widest, in: container.width)
        // Most paragraphs are in no frame: their lines need no box worked out, twice a line.
        if style.frames.isEmpty { return indents }
        return framed(indents, of: style, first: first, in: container)
    }

    /// `indents` of a line of a framed paragraph, kept inside its innermost frame's box.
    @inline(never)
    private func framed(
        _ indents: (head: Int, tail: Int), of style: ParagraphStyle, first: Bool, in container: TextContainer
    )
        -> (head: Int, tail: Int)
    {
        guard let frame = frameBoxes(of: style, in: container).last else { return indents }
        return kept(indents, in: frame, style: style, first: first, width: container.width)
    }

    /// `head` and `tail` as they are while the text keeps `minimumText`, else shrunk in
    /// proportion to `widest`, the widest they are on the lines they are for.
    func squeezed(head: Int, tail: Int, widest: Int, in width: Int) -> (head: Int, tail: Int) {
        // Most paragraphs are indented far less than the least a narrow page keeps for text.
        if widest + 10 <= width / 2 { return (head, tail) }
        let room = width - Self.minimumText(in: width)
        guard widest > room else { return (head, tail) }
        return (min(head * max(0, room) / widest, max(0, width - 1)), tail * max(0, room) / widest)
    }

    /// The cells a line's text keeps whatever its indents: half the measure or 10 cells,
    /// whichever is less, and never less than a wide character.
    static func minimumText(in width: Int) -> Int {
        min(width, max(2, min((width + 1) / 2, 10)))
    }
}
