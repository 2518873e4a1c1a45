import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Highlights on the page: their cells, colours or styles, rounded ends and the note's mark,
/// checked against tables written by hand.
@Suite("Highlight drawing")
struct HighlightDrawingTests {
    /// `text` laid out in a page `width` wide, drawn into a screen four columns wider, the page
    /// two columns in (a margin of two on each side), with `marks`.
    private func drawn(
        _ text: String, width: Int = 20, marks: [PageRenderer.Highlights.Mark], hits: [Range<Int>] = []
    ) -> Screen {
        let layoutManager = LayoutManager(storage: TextStorage(text))
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: width, height: 3))[0]
        var screen = Screen(width: width + 4, height: 3)
        PageRenderer(segmenter: layoutManager.segmenter).draw(
            page, into: &screen, in: Rect(row: 0, column: 2, width: width, height: 3),
            highlights: .init(hits: hits, current: nil, marks: marks))
        return screen
    }

    private let yellow = HighlightPaint(.yellow, colorCount: 256)

    @Test func aHighlightIsPaintedInItsColourWithRoundedEnds() {
        // "one two three": "two" is 4..<7, drawn at columns 6-8 (two in from the screen's edge).
        let screen = drawn("one two three", marks: [.init(range: 4..<7, paint: yellow)])
        let paint = CellColors(foreground: 16, background: 229)
        let ends = CellColors(foreground: 229)
        let expected: [(column: Int, text: String, colors: CellColors)] = [
            (5, "▐", ends), (6, "t", paint), (7, "w", paint), (8, "o", paint), (9, "▌", ends),
            (4, "e", .terminal), (10, "t", .terminal),
        ]
        for cell in expected {
            #expect(screen[0, cell.column].text == cell.text, "column \(cell.column)")
            #expect(screen[0, cell.column].colors == cell.colors, "column \(cell.column)")
        }
    }

    @Test func withoutColoursEachColourHasAStyleOfItsOwn() {
        let styles: [HighlightColour: CellStyle] = [
            .yellow: [.reverse], .green: [.underline], .blue: [.reverse, .italic], .pink: [.bold, .underline],
            .purple: [.reverse, .dim],
        ]
        for (colour, style) in styles {
            let screen = drawn(
                "one two three", marks: [.init(range: 4..<7, paint: HighlightPaint(colour, colorCount: 0))])
            #expect(screen[0, 7].style == style && screen[0, 7].colors == .terminal, "\(colour)")
            #expect(screen[0, 5].text == (style.contains(.reverse) ? "▐" : " "), "\(colour): rounded when a shape")
        }
        #expect(HighlightPaint(.blue, colorCount: 8).colors == CellColors(foreground: 0, background: 6))
    }

    @Test func aSearchHitDrawsOverAHighlight() {
        let screen = drawn("one two three", marks: [.init(range: 0..<13, paint: yellow)], hits: [4..<7])
        #expect(screen[0, 6].style.contains(.reverse) && screen[0, 6].colors == .terminal)
        #expect(screen[0, 2].colors == CellColors(foreground: 16, background: 229))
    }

    @Test func aNoteIsMarkedInTheMarginBesideItsFirstLine() {
        // Two lines of ten cells: "alpha beta" and "gamma delta"; the highlight starts on the second.
        let screen = drawn(
            "alpha beta gamma delta", width: 12, marks: [.init(range: 11..<16, paint: yellow, hasNote: true)])
        #expect(screen[1, 15].text == "✎" && screen[0, 15].text == " ")
        let rtl = drawn("שלום עולם", width: 12, marks: [.init(range: 0..<4, paint: yellow, hasNote: true)])
        #expect(rtl[0, 0].text == "✎" && rtl[0, 15].text == " ", "on the left of a right-to-left line")
    }

    @Test func aVerticalPageIsPaintedAndMarkedAboveTheColumn() {
        let storage = TextStorage("山路を登り")
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.isVertical = true
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 4, height: 5))[0]
        var screen = Screen(width: 4, height: 6)
        VerticalPageRenderer(segmenter: layoutManager.segmenter).draw(
            page, into: &screen, in: Rect(row: 1, column: 0, width: 4, height: 5),
            highlights: .init(hits: [], current: nil, marks: [.init(range: 1..<3, paint: yellow, hasNote: true)]))
        // The first column is the right one (cells 2-3); 路 and を are rows 2 and 3 of the screen.
        let paint = CellColors(foreground: 16, background: 229)
        #expect(screen[2, 2].text == "路" && screen[2, 2].colors == paint)
        #expect(screen[3, 2].text == "を" && screen[3, 2].colors == paint)
        #expect(screen[1, 2].colors == .terminal && screen[4, 2].colors == .terminal)
        #expect(screen[0, 2].text == "✎", "the mark above the column")
    }

    @Test func aHighlightAcrossTwoPagesIsDrawnOnBoth() throws {
        let text = (1...40).map { "w\($0)" }.joined(separator: " ")
        let book = Book(title: "Marks", storage: TextStorage(text), fingerprint: "marks")
        var session = ReaderSession(book: book, columns: 30, rows: 8)
        let first = session.paginator.range(ofPage: 0)
        let across = (first.upperBound - 3)..<(first.upperBound + 3)
        session.addHighlight(across, colour: .pink)
        for page in 0..<2 {
            let screen = ReaderView.render(session, notice: nil, columns: 30, rows: 8)
            let pink = CellColors(foreground: 16, background: 218)
            let cells = (0..<7).flatMap { row in (0..<30).filter { screen[row, $0].colors == pink } }
            #expect(!cells.isEmpty, "page \(page + 1) shows its part")
            session.perform(.nextPage)
        }
    }
}
