import Testing
import TextEngine

/// `text-align-last`: where a paragraph's last line, and a line ending in a forced break, stands.
@Suite("Alignment of last lines")
struct TextAlignLastTests {
    private func laidOut(
        _ text: String, width: Int = 8, alignment: ParagraphStyle.Alignment = .start,
        last: ParagraphStyle.Alignment?, justified: Bool = false
    ) -> LaidOut {
        var style = ParagraphStyle()
        style.alignment = alignment
        style.lastLineAlignment = last
        return LaidOut(
            text, width: width, styles: [ParagraphStyleRun(location: 0, style: style)], justified: justified)
    }

    @Test func theLastLineStandsWhereItsAlignmentSays() {
        // "aaa bbb " and "ccc dd": the last line is 6 cells of 8.
        let columns: [(ParagraphStyle.Alignment?, Int)] = [
            (nil, 0), (.start, 0), (.left, 0), (.end, 2), (.right, 2), (.center, 1),
        ]
        for (last, column) in columns {
            let layout = laidOut("aaa bbb ccc dd", last: last)
            #expect(layout.lineTexts == ["aaa bbb ", "ccc dd"])
            #expect(layout.lines.map(\.column) == [0, column], "\(String(describing: last))")
        }
    }

    @Test func aLineEndingInAForcedBreakIsALastLine() {
        let layout = laidOut("aa\u{2028}bbb ccc dd", alignment: .center, last: .right)
        #expect(layout.lineTexts == ["aa\u{2028}", "bbb ccc ", "dd"])
        #expect(layout.lines.map(\.column) == [6, 0, 6], "a centred line of 7 cells, the others on the right")
    }

    @Test func autoIsTheParagraphsAlignmentOrTheStartWhenJustified() {
        #expect(laidOut("aaa bbb ccc dd", alignment: .center, last: nil).lines.map(\.column) == [0, 1])
        let justified = laidOut("aa bb ccc dd", alignment: .justified, last: nil, justified: true)
        #expect(justified.lines.map(\.justification) == [3, 0], "\"aa bb \" spread, \"ccc dd\" not")
        #expect(justified.lines.map(\.column) == [0, 0])
    }

    @Test func justifyStretchesTheLastLineAsFarAsAGapMayGrow() {
        let layout = laidOut("aa bb ccc dd", alignment: .justified, last: .justified, justified: true)
        #expect(layout.lines.map(\.justification) == [3, 2])
        #expect(layout.lines.map(\.width) == [8, 8])
        // Ragged text with a justified last line: only the last spreads.
        #expect(laidOut("aa bb ccc dd", last: .justified).lines.map(\.justification) == [0, 2])
        // A last word alone has no gap to spread over.
        #expect(laidOut("aa bb ccc", last: .justified).lines.last?.justification == 0)
    }
}
