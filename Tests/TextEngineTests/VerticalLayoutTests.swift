import Testing
import TextEngine

@Suite("Vertical layout")
struct VerticalLayoutTests {
    /// The columns of a one-page layout as strings of their units, and their rows.
    private func columns(_ text: String, rows: Int, columns: Int = 10) -> [(text: String, rows: Int)] {
        let storage = TextStorage(text)
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.isVertical = true
        let page = layoutManager.layoutPage(startingAt: 0, in: TextContainer(width: 2 * columns, height: rows))
        return page.lines.map { (storage.string(in: $0.range), $0.width) }
    }

    @Test func everyGraphemeTakesARowAndTwoDigitsShareOne() {
        // 5 rows: 漢 a 12 。 fill 4 of them; "123" takes three rows, one a digit.
        let laidOut = columns("漢a12。\n漢123", rows: 5)
        #expect(laidOut.map(\.rows) == [4, 4])
        #expect(laidOut.map(\.text) == ["漢a12。", "漢123"])
    }

    @Test func kinsokuKeepsClosingPunctuationOffAColumnStart() {
        // Four rows hold 一二三四; 。 may not start the next column, so 四 goes along with it.
        let laidOut = columns("一二三四。五", rows: 4)
        #expect(laidOut.map(\.text) == ["一二三", "四。五"])
    }

    @Test func onlyMostlyCJKTextSuitsVerticalSetting() {
        #expect(VerticalLayout.suits(TextStorage("山路を登りながら、こう考えた。Kusamakura")))
        #expect(!VerticalLayout.suits(TextStorage("A book in English with one word 書.")))
    }
}
