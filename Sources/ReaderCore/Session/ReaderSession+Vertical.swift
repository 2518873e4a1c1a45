import Formats
import Terminal
import TextEngine

/// Vertical text and pages that turn right to left.
extension ReaderSession {
    /// Whether the book is set vertically now (`VerticalLayout`).
    public var isVertical: Bool { layoutManager.isVertical }

    /// Whether pages turn right to left: ← goes forward and the first of two pages stands on
    /// the right. So in vertical text and in books whose package says so.
    public var turnsLeftward: Bool { isVertical || book.pageProgression == .rightToLeft }

    /// Where each page shown goes, in the order of the pages (`visiblePages`).
    public var pageRects: [Rect] {
        guard let geometry else { return [] }
        return turnsLeftward ? geometry.pageRects.reversed() : geometry.pageRects
    }

    /// The container the book is laid out in for `geometry`: its page, or its page turned
    /// for vertical text.
    func layoutContainer(for geometry: PageGeometry) -> TextContainer {
        let page = geometry.container
        return VerticalSetting.container(width: page.width, height: page.height, vertical: isVertical)
    }

    /// Where a placed block is drawn in a page at `rect`.
    func screenRect(of block: PlacedBlock, in rect: Rect) -> Rect {
        isVertical
            ? VerticalPageRenderer.rect(of: block, in: rect)
            : Rect(
                row: rect.row + block.row, column: rect.column + block.column, width: block.width, height: block.height)
    }

    /// The storage offset of the glyph drawn at a cell of `page` shown in `rect`, if any.
    func offset(in page: Page, at rect: Rect, row: Int, column: Int) -> Int? {
        var found: Int?
        for line in page.lines {
            if isVertical {
                // A reading beside the column stands in the column on its right.
                let text = VerticalPageRenderer.x(ofColumn: line.row, in: rect)
                let reading = VerticalPageRenderer.x(ofColumn: line.row - 1, in: rect)
                let inText = column >= text && column < text + VerticalLayout.columnWidth
                guard
                    inText || line.readingsBeside && column >= reading && column < reading + VerticalLayout.columnWidth
                else { continue }
                VerticalPlacement.forEachGlyph(of: line, segmenter: layoutManager.segmenter) { glyph in
                    if found == nil, (glyph.kind == .reading) != inText, row == rect.row + line.column + glyph.column {
                        found = glyph.range.lowerBound
                    }
                }
            } else if line.row == row - rect.row {
                LinePlacement.forEachGlyph(of: line, segmenter: layoutManager.segmenter) { glyph in
                    let x = rect.column + line.column + glyph.column
                    if found == nil, column >= x, column < x + max(glyph.width, 1) { found = glyph.range.lowerBound }
                }
            }
            if let found { return found }
        }
        return nil
    }
}
