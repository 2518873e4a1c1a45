import Testing
import TextEngine

/// Which storage offset a cell of a page shows, worked out by hand for small pages.
@Suite("Page hit test")
struct PageHitTestTests {
    private func hitTest(_ text: String, _ lines: [LineFragment], width: Int = 10, vertical: Bool = false)
        -> PageHitTest
    {
        let storage = TextStorage(units: Array(text.utf16))
        var page = Page(range: 0..<storage.length, lines: lines)
        page.writingMode = vertical ? .verticalRightToLeft : .horizontal
        let segmenter = TextSegmenter(storage: storage)
        segmenter.isVertical = vertical
        return PageHitTest(page: page, width: width, segmenter: segmenter)
    }

    @Test func aCellOfAHorizontalLineShowsTheClusterDrawnThere() {
        // Row 0 from column 2: a b space 中 (two cells) c; row 1 from column 0: x y z.
        let test = hitTest(
            "ab 中c\nxyz",
            [
                LineFragment(range: 0..<5, row: 0, column: 2, width: 6),
                LineFragment(range: 6..<9, row: 1, column: 0, width: 3),
            ])
        let row0 = (0..<10).map { test.offset(atRow: 0, column: $0) }
        #expect(row0 == [nil, nil, 0, 1, 2, 3, 3, 4, nil, nil])
        #expect((0..<4).map { test.offset(atRow: 1, column: $0) } == [6, 7, 8, nil])
        #expect(test.offset(atRow: 2, column: 0) == nil)
    }

    @Test func aRightToLeftRunIsHitWhereItIsShownNotWhereItIsStored() {
        // "abc אבג": the Hebrew run shows reversed, ג in cell 4 and א in cell 6.
        let mixed = hitTest("abc אבג", [LineFragment(range: 0..<7, row: 0, column: 0, width: 7)])
        #expect((0..<7).map { mixed.offset(atRow: 0, column: $0) } == [0, 1, 2, 3, 6, 5, 4])
        // A right-to-left paragraph "אב 12" from column 1 shows "12 בא": the number keeps its order.
        let rightToLeft = hitTest(
            "אב 12", [LineFragment(range: 0..<5, row: 0, column: 1, width: 5, isRightToLeft: true)])
        #expect((0..<7).map { rightToLeft.offset(atRow: 0, column: $0) } == [nil, 3, 4, 2, 1, 0, nil])
    }

    @Test func aVerticalPageRunsItsColumnsFromTheRightEdgeDown() {
        // Page 10 cells wide: column 0 is cells 8-9, column 1 cells 6-7, starting a row down.
        let test = hitTest(
            "漢字か\nあい",
            [
                LineFragment(range: 0..<3, row: 0, column: 0, width: 3),
                LineFragment(range: 4..<6, row: 1, column: 1, width: 2),
            ], vertical: true)
        #expect((0..<4).map { test.offset(atRow: $0, column: 8) } == [0, 1, 2, nil])
        #expect((0..<4).map { test.offset(atRow: $0, column: 9) } == [0, 1, 2, nil])
        #expect((0..<4).map { test.offset(atRow: $0, column: 6) } == [nil, 4, 5, nil])
        #expect(test.offset(atRow: 1, column: 5) == nil)
    }

    @Test func aBlockIsHitInTheCellsItIsDrawnIn() {
        let rule = Attachment(.rule)
        let block = PlacedBlock(attachment: rule, range: 0..<1, row: 1, column: 2, width: 4, height: 2)
        let storage = TextStorage("\u{FFFC}")
        let page = Page(range: 0..<1, lines: [], blocks: [block])
        let segmenter = TextSegmenter(storage: storage)
        // Horizontal: rows 1-2, cells 2-5.
        let flat = PageHitTest(page: page, width: 10, segmenter: segmenter)
        #expect(flat.block(atRow: 1, column: 2) == block && flat.block(atRow: 2, column: 5) == block)
        #expect(flat.block(atRow: 3, column: 2) == nil && flat.block(atRow: 1, column: 6) == nil)
        // Vertical: columns 1-2 of the page (cells 4-7), rows 2-5 down them.
        let turnedSegmenter = TextSegmenter(storage: storage)
        turnedSegmenter.isVertical = true
        var turnedPage = page
        turnedPage.writingMode = .verticalRightToLeft
        let turned = PageHitTest(page: turnedPage, width: 10, segmenter: turnedSegmenter)
        #expect(PageHitTest.cells(of: block, width: 10, mode: .verticalRightToLeft) == (2, 4, 4, 4))
        // Columns from the left (vertical-lr): columns 1-2 are cells 2-5.
        #expect(PageHitTest.cells(of: block, width: 10, mode: .verticalLeftToRight) == (2, 2, 4, 4))
        #expect(turned.block(atRow: 2, column: 4) == block && turned.block(atRow: 5, column: 7) == block)
        #expect(turned.block(atRow: 6, column: 4) == nil && turned.block(atRow: 2, column: 8) == nil)
        #expect(turned.block(atRow: 2, column: 3) == nil)
    }
}
