/// Paragraph resolution: the style a paragraph is set with on a page, from the one its storage
/// gives. Its base direction is found (kept for its next pages), vertical text turns it, body
/// text is spaced as the reader chose, its frames are clamped to the page (or taken away, their
/// measure kept, when frames are not drawn), and a table cell gets the table's spacing, or becomes part
/// of a record when its table's grid does not fit.
final class ParagraphResolver {
    let storage: TextStorage
    private let lines: LineSetter
    private var lastParagraph: (start: Int, end: Int)?
    /// The base direction of the paragraph resolved last, found once for all its pages.
    private var lastDirection: (range: Range<Int>, direction: WritingDirection)?
    /// Widths of the list markers met so far; a book has few.
    private var markerWidths: [String: Int] = [:]
    /// The grid of the table met last, and the size it was found for.
    private var lastTableGrid: (size: (width: Int, height: Int), grid: TableGrid)?

    /// A table cell's table: its grid and whether the cell opens its row.
    typealias Table = (cell: TableCell, grid: TableGrid, rowStart: Bool)

    init(lines: LineSetter) {
        storage = lines.storage
        self.lines = lines
    }

    /// The paragraph holding `offset`, as start and end (its separator's offset). The last one
    /// found is kept: a paragraph longer than a page is not scanned again for every page.
    func paragraph(containing offset: Int) -> (start: Int, end: Int) {
        if let last = lastParagraph, last.start <= offset && offset <= last.end {
            return last
        }
        let found = (start: storage.paragraphStart(containing: offset), end: storage.paragraphEnd(from: offset))
        lastParagraph = found
        return found
    }

    /// Resolves `paragraph`, its storage style given, as set at `position` (its start, or a
    /// line start inside it) on a page of `container`; its table when it is a table cell.
    func resolve(
        _ paragraph: inout ResolvedParagraph, at position: Int, vertical: Bool, in container: TextContainer
    ) -> Table? {
        paragraph.style.writingDirection = paragraphDirection(
            of: paragraph.start..<paragraph.end, style: paragraph.style)
        if vertical { paragraph.style = VerticalLayout.style(paragraph.style) }
        // A frame needs a row above and below its text and two cells on each side of it; a
        // page too small for that has none.
        let depth = max(0, min(ParagraphStyle.Frame.deepest, (container.height - 1) / 2, (container.width - 1) / 4))
        if paragraph.style.frames.count > depth {
            paragraph.style.frames.removeLast(paragraph.style.frames.count - depth)
        }
        lines.options.paragraphSpacing.apply(to: &paragraph.style)
        paragraph.frames = lines.frameBoxes(of: paragraph.style, in: container)
        if !lines.options.drawsFrames, let box = paragraph.frames.last { unframe(&paragraph, keeping: box) }
        guard let cell = paragraph.style.tableCell else { return nil }
        // A table's rows are a grid when it fits, else records of their cells.
        let grid = tableGrid(
            at: paragraph.start, width: lines.available(for: paragraph.style, first: false, in: container),
            height: container.height)
        let rowStart = isRowStart(paragraph.start, of: cell)
        // A table is never framed: a frame around it closes before it and opens again after.
        if paragraph.style.framed { (paragraph.style.frames, paragraph.frames) = ([], []) }
        // The table sets its own spacing: before it, and before each record.
        paragraph.style.spacingBefore = rowStart && (cell.row == 0 || grid.columns == nil) ? 1 : 0
        paragraph.style.spacingAfter = 0
        if grid.columns == nil || !rowStart && position == paragraph.start {
            paragraph.style = recordStyle(paragraph.style, of: cell, labels: grid.labels, rowStart: rowStart)
        }
        return (cell, grid, rowStart)
    }

    /// `paragraph` out of its frames, its lines kept in the measure of `box`, its innermost.
    private func unframe(_ paragraph: inout ResolvedParagraph, keeping box: FrameBox) {
        let measure = box.indents(rightToLeft: paragraph.style.writingDirection == .rightToLeft)
        paragraph.style.headIndent = max(paragraph.style.headIndent, measure.head)
        paragraph.style.firstLineHeadIndent = max(paragraph.style.firstLineHeadIndent, measure.head)
        paragraph.style.tailIndent = max(paragraph.style.tailIndent, measure.tail)
        (paragraph.style.frames, paragraph.frames) = ([], [])
    }

    /// A table cell read as part of a record, when its table's grid does not fit: a row's
    /// first cell opens a record, and each cell is labelled with its column's header.
    func recordStyle(_ style: ParagraphStyle, of cell: TableCell, labels: [Int: String], rowStart: Bool)
        -> ParagraphStyle
    {
        var style = style
        style.spacingBefore = rowStart ? 1 : 0
        style.spacingAfter = 0
        if !cell.header, let label = labels[cell.column] {
            let marker = label + ":"
            let room = markerWidth(marker) + 1
            style.listMarker = marker
            style.firstLineHeadIndent = style.headIndent + room
            style.headIndent += room
        }
        return style
    }

    /// The cells a list marker takes, measured once.
    func markerWidth(_ marker: String) -> Int {
        if let width = markerWidths[marker] { return width }
        let width = TextSegmenter.width(of: marker)
        if markerWidths.count < 1024 { markerWidths[marker] = width }
        return width
    }

    /// The base direction of the paragraph `range`, kept for its next pages: a paragraph
    /// without a strong character is read to its end to find none.
    private func paragraphDirection(of range: Range<Int>, style: ParagraphStyle) -> WritingDirection {
        if let last = lastDirection, last.range == range { return last.direction }
        let found = direction(of: range, style: style)
        lastDirection = (range, found)
        return found
    }

    /// The base direction of the text `range` of `style`: the style's, else that of its
    /// first strong character, else its language's, else left to right.
    func direction(of range: Range<Int>, style: ParagraphStyle) -> WritingDirection {
        if style.writingDirection != .natural { return style.writingDirection }
        if let found = BidiResolver.firstStrongDirection(in: range, of: storage) { return found }
        return storage.language(at: range.lowerBound).map(WritingDirection.of(language:)) == .rightToLeft
            ? .rightToLeft : .leftToRight
    }

    /// The grid of the table holding `offset` at `width` and `height`; the last one found is kept.
    private func tableGrid(at offset: Int, width: Int, height: Int) -> TableGrid {
        if let known = lastTableGrid, known.size == (width, height), known.grid.range.contains(offset) {
            return known.grid
        }
        let grid = TableGrid(tableAt: offset, lines: lines, width: width, height: height)
        lastTableGrid = ((width, height), grid)
        return grid
    }

    /// Whether the paragraph at `start` is the first of its table row.
    private func isRowStart(_ start: Int, of cell: TableCell) -> Bool {
        guard start > 0,
            let previous = storage.paragraphStyle(at: storage.paragraphStart(containing: start - 1)).tableCell
        else { return true }
        return previous.table != cell.table || previous.row != cell.row
    }
}
