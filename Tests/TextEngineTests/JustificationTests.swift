import Testing
import TextEngine

@Suite("Justified and hyphenated text")
struct JustificationTests {
    @Test func extraCellsSpreadOverGapsAcrossTheLine() {
        // Worked by hand: two cells over five gaps go to every other gap from the third.
        #expect(Justification.extraWidths(gaps: 5, extra: 2, row: 0) == [0, 0, 1, 0, 1])
        #expect(Justification.extraWidths(gaps: 5, extra: 2, row: 1) == [0, 1, 0, 1, 0])
        #expect(Justification.extraWidths(gaps: 5, extra: 7, row: 0) == [1, 1, 2, 1, 2])
        #expect(Justification.extraWidths(gaps: 3, extra: 6, row: 4) == [2, 2, 2])
        #expect(Justification.extraWidths(gaps: 0, extra: 3, row: 0) == [])
    }

    @Test func everyGapGetsItsShareAndTheRemainderMovesFromLineToLine() {
        for gaps in 1...24 {
            for extra in 0...(4 * gaps) {
                let low = extra / gaps
                let high = (extra + gaps - 1) / gaps
                let remainder = extra - low * gaps
                var received = Array(repeating: 0, count: gaps)
                var bothEnds = 0
                var previous: [Int]?
                var repeated = 0
                for row in 0..<gaps {
                    let widths = Justification.extraWidths(gaps: gaps, extra: extra, row: row + 7)
                    #expect(widths.count == gaps && widths.reduce(0, +) == extra, "\(extra) cells over \(gaps) gaps")
                    #expect(widths.allSatisfy { $0 == low || $0 == high }, "each gap floor or ceiling: \(widths)")
                    for gap in 0..<gaps where widths[gap] == high && high > low { received[gap] += 1 }
                    if gaps > 1 && widths[0] == high && widths[gaps - 1] == high && high > low { bothEnds += 1 }
                    if widths == previous { repeated += 1 }
                    previous = widths
                }
                // Over as many consecutive lines as gaps, each gap takes the remainder equally often.
                #expect(received.allSatisfy { $0 == remainder }, "\(extra) over \(gaps): \(received)")
                if remainder > 0 && gaps > 2 {
                    #expect(bothEnds < gaps, "the ends do not take the remainder on every line")
                    #expect(repeated == 0, "consecutive lines put the remainder in different gaps")
                }
            }
        }
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
