import Testing
import TextEngine

@Suite("Justified and hyphenated text")
struct JustificationTests {
    @Test func extraCellsSpreadEvenlyFromTheEnds() {
        #expect(Justification.extraWidths(gaps: 3, extra: 6) == [2, 2, 2])
        #expect(Justification.extraWidths(gaps: 3, extra: 5) == [2, 1, 2])
        #expect(Justification.extraWidths(gaps: 4, extra: 2) == [1, 0, 0, 1])
        #expect(Justification.extraWidths(gaps: 5, extra: 3) == [1, 1, 0, 0, 1])
        #expect(Justification.extraWidths(gaps: 0, extra: 3) == [])
    }

    @Test func everyLineButTheLastFillsTheMeasure() throws {
        let text = "It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness."
        let layout = LaidOut(text, width: 30, justified: true)
        let lines = layout.lines
        #expect(lines.count > 2)
        #expect(lines.dropLast().allSatisfy { $0.width == 30 })
        #expect(lines.dropLast().contains { $0.justification > 0 })
        let last = try #require(lines.last)
        #expect(last.justification == 0 && last.width < 30)
    }

    @Test func aWordThatWouldLeaveTheLineShortIsHyphenated() {
        let text = "A typographer considers hyphenation carefully."
        let plain = LaidOut(text, width: 28)
        let justified = LaidOut(text, width: 28, justified: true)
        #expect(plain.lineTexts.first == "A typographer considers ")
        #expect(justified.lines.first?.hyphenated == true)
        #expect(justified.lineTexts.first == "A typographer considers hy")
        #expect(justified.lines.first?.width == 28)
        #expect(justified.lineTexts.joined() == text, "the hyphen is drawn, never stored")
    }

    @Test func softHyphensBreakOnlyWhereTheLineEnds() {
        let layout = LaidOut("super\u{AD}cali super\u{AD}cali", width: 7)
        #expect(layout.lineTexts == ["super\u{AD}", "cali ", "super\u{AD}", "cali"])
        #expect(layout.lines.map(\.hyphenated) == [true, false, true, false])
        #expect(layout.lines[0].width == 6)
        let wide = LaidOut("super\u{AD}cali", width: 20)
        #expect(wide.lines.map(\.hyphenated) == [false] && wide.lines[0].width == 9)
    }

    @Test func languagesWithoutPatternsAndCJKAreNeverHyphenated() {
        let text = "A typographer considers hyphenation carefully."
        #expect(LaidOut(text, width: 28, language: "zz", justified: true).lines.allSatisfy { !$0.hyphenated })
        #expect(LaidOut(text, width: 28, language: "ja", justified: true).lines.allSatisfy { !$0.hyphenated })
    }
}
