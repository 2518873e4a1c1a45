/// What a cell of a laid-out page shows: the storage offset of the glyph drawn there, or the
/// block it falls in, for clicks and selection. Cells count from the page's top-left cell. A
/// page of vertical text (`VerticalLayout`) is drawn in columns two cells wide from its right
/// edge leftwards (from its left edge rightwards in `vertical-lr`), each line's units down its
/// column, the readings beside a line in the column before it.
public struct PageHitTest {
    /// The page as laid out.
    public let page: Page
    /// The width of the page as drawn, in cells: where a vertical page's first column stands.
    public let width: Int
    /// The segmenter of the page's storage, which places its glyphs.
    public let segmenter: TextSegmenter
    /// Whether the page is of vertical text, drawn in columns.
    public var isVertical: Bool { page.writingMode.isVertical }

    /// A hit test of `page`, drawn `width` cells wide, set as `segmenter` (the page's,
    /// `LayoutManager.segmenter(for:)`) measures its text.
    public init(page: Page, width: Int, segmenter: TextSegmenter) {
        self.page = page
        self.width = width
        self.segmenter = segmenter
    }

    /// The cell where the left cell of column `index` of a vertical page `width` cells wide
    /// stands: counted from the right edge, or from the left one in `vertical-lr`.
    public static func x(ofVerticalColumn index: Int, width: Int, mode: WritingMode = .verticalRightToLeft) -> Int {
        mode == .verticalLeftToRight
            ? VerticalLayout.columnWidth * index : width - VerticalLayout.columnWidth * (index + 1)
    }

    /// The cells `block` is drawn in on a page `width` cells wide, as (row, column, width,
    /// height) from the page's top-left cell, on a page of `mode`: where the layout put it, or
    /// on a vertical page the columns it takes, its rows down them.
    public static func cells(
        of block: PlacedBlock, width: Int, mode: WritingMode
    ) -> (row: Int, column: Int, width: Int, height: Int) {
        guard mode.isVertical else { return (block.row, block.column, block.width, block.height) }
        let leftmost = mode == .verticalLeftToRight ? block.row : block.row + block.height - 1
        return (
            block.column, x(ofVerticalColumn: leftmost, width: width, mode: mode),
            VerticalLayout.columnWidth * block.height, block.width
        )
    }

    /// The block drawn at a cell, if any.
    public func block(atRow row: Int, column: Int) -> PlacedBlock? {
        page.blocks.first { block in
            let drawn = Self.cells(of: block, width: width, mode: page.writingMode)
            return drawn.row <= row && row < drawn.row + drawn.height && drawn.column <= column
                && column < drawn.column + drawn.width
        }
    }

    /// The storage offset of the glyph drawn at a cell, if any: the first of a cluster's
    /// units, of a reading's when the cell is beside its line.
    public func offset(atRow row: Int, column: Int) -> Int? {
        for line in page.lines {
            if let found = isVertical
                ? verticalOffset(in: line, row: row, column: column)
                : horizontalOffset(in: line, row: row, column: column)
            {
                return found
            }
        }
        return nil
    }

    private func horizontalOffset(in line: LineFragment, row: Int, column: Int) -> Int? {
        guard line.row == row else { return nil }
        var found: Int?
        LinePlacement.forEachGlyph(of: line, segmenter: segmenter) { glyph in
            let x = line.column + glyph.column
            if found == nil, column >= x, column < x + max(glyph.width, 1) { found = glyph.range.lowerBound }
        }
        return found
    }

    private func verticalOffset(in line: LineFragment, row: Int, column: Int) -> Int? {
        let text = Self.x(ofVerticalColumn: line.row, width: width, mode: page.writingMode)
        let reading = Self.x(ofVerticalColumn: line.row - 1, width: width, mode: page.writingMode)
        let inText = column >= text && column < text + VerticalLayout.columnWidth
        guard inText || line.readingsBeside && column >= reading && column < reading + VerticalLayout.columnWidth
        else { return nil }
        var found: Int?
        VerticalPlacement.forEachGlyph(of: line, segmenter: segmenter) { glyph in
            if found == nil, (glyph.kind == .reading) != inText, row == line.column + glyph.column {
                found = glyph.range.lowerBound
            }
        }
        return found
    }
}
