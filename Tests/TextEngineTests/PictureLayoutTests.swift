import PropertyBased
import Testing
import TextEngine

/// Pictures are laid out as blocks at most 90 % of the measure wide, no wider than their
/// natural size in cells, their shape kept with the cell's, never taller than a page.
@Suite("Picture layout", .replayedSeed)
struct PictureLayoutTests {
    @Test func aPictureTakesAtMostNinetyPercentOfTheLineAndKeepsItsShape() {
        let cell = CellSize(width: 8, height: 16)
        let wide = Picture(source: "a.png", pixelWidth: 4000, pixelHeight: 2000, alt: "")
        // 90 % of 80 is 72 columns; 72 x 8 px = 576 px wide, so 288 px high: 18 rows of 16 px.
        #expect(wide.size(forWidth: 80, maxRows: 100, cell: cell) == (72, 18))
        let small = Picture(source: "b.png", pixelWidth: 80, pixelHeight: 160, alt: "")
        #expect(small.size(forWidth: 80, maxRows: 100, cell: cell) == (10, 10), "its natural size: 80 px is 10 cells")
        let tall = Picture(source: "c.png", pixelWidth: 1000, pixelHeight: 4000, alt: "")
        #expect(
            tall.size(forWidth: 80, maxRows: 20, cell: cell) == (10, 20),
            "as tall as the page, narrowed to keep its shape")
        let square = Picture(source: "d.png", pixelWidth: 300, pixelHeight: 300, alt: "")
        #expect(square.size(forWidth: 80, maxRows: 100, cell: CellSize(width: 10, height: 20)) == (30, 15))
        let unknown = Picture(source: "e.png", pixelWidth: 0, pixelHeight: 0, alt: "")
        #expect(unknown.size(forWidth: 80, maxRows: 100, cell: cell) == (72, 27), "a 4:3 box")
    }

    @Test func anySizeGivesABoxInsideTheLineAndThePage() async {
        let sides = Gen.int(in: 0...Int.max / 2)
        await propertyCheck(
            count: 500, input: sides, sides, Gen.int(in: 1...300), Gen.int(in: 1...200), Gen.int(in: 1...64)
        ) {
            pixelWidth, pixelHeight, width, maxRows, cellWidth in
            let picture = Picture(source: "x", pixelWidth: pixelWidth, pixelHeight: pixelHeight, alt: "")
            let size = picture.size(
                forWidth: width, maxRows: maxRows, cell: CellSize(width: cellWidth, height: 2 * cellWidth))
            #expect(size.columns >= 1 && size.columns <= max(1, width * 9 / 10))
            #expect(size.rows >= 1 && size.rows <= maxRows)
        }
    }

    @Test func aPictureTooTallForWhatIsLeftGoesToTheNextPageWithItsCaption() {
        let text = "Line one.\nLine two.\nLine three.\n\u{FFFC}\nThe caption.\nMore text."
        var picture = ParagraphStyle()
        picture.keepWithNext = true
        let storage = TextStorage(
            units: Array(text.utf16),
            paragraphStyleRuns: [
                ParagraphStyleRun(location: 0, style: .default), ParagraphStyleRun(location: 32, style: picture),
                ParagraphStyleRun(location: 34, style: .default),
            ],
            attachmentRuns: [
                AttachmentRun(
                    location: 32,
                    attachment: Attachment(.image(Picture(source: "p", pixelWidth: 320, pixelHeight: 320, alt: ""))))
            ])
        let layoutManager = LayoutManager(storage: storage)
        let pages = Array(PageIndex(layoutManager: layoutManager, container: TextContainer(width: 40, height: 20)))
        // 40 x 90 % = 36 columns; 320 px is 40 cells, so 36 columns: 288 px wide, 288 px high, 18 rows.
        #expect(pages.count == 2)
        #expect(pages[0].blocks.isEmpty && pages[0].lines.count == 3)
        #expect(pages[1].blocks.map { [$0.row, $0.width, $0.height, $0.column] } == [[0, 36, 18, 0]])
        #expect(pages[1].lines.first.map { storage.string(in: $0.range) } == "The caption.")
    }
}
