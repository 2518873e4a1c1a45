import PropertyBased
import Testing
import TextEngine

@Suite("Justified and hyphenated text", .replayedSeed)
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
        let text =
            "It was the best of times, it was the worst of times, it was the age of wisdom, "
            + "it was the age of foolishness."
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
        let plain = LaidOut(text, width: 31)
        let justified = LaidOut(text, width: 31, justified: true)
        #expect(plain.lineTexts.first == "A typographer considers ")
        #expect(justified.lines.first?.hyphenated == true)
        // Not hy-phenation: three letters at least stay before the hyphen.
        #expect(justified.lineTexts.first == "A typographer considers hyphen")
        #expect(justified.lines.first?.width == 31)
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

    static let englishWords = [
        "a", "the", "whale", "Ishmael", "typographer", "considers", "hyphenation", "carefully", "extraordinary",
        "international", "understanding", "harpooneer", "everything", "sea,", "ship.", "Nantucket", "of", "and",
        "responsibility", "incomprehensible", "chapter", "leviathan;", "circumnavigation", "it", "was",
    ]
    static let englishTexts = Gen.int(in: 0...(englishWords.count - 1)).array(of: 1...150)
        .map { $0.map { englishWords[$0] }.joined(separator: " ") }

    @Test func hyphenationKeepsItsRules() async {
        await propertyCheck(count: 200, input: Self.englishTexts, Gen.int(in: 8...70), Gen.int(in: 1...12)) {
            text, width, height in
            let layout = LaidOut(text, width: width, height: height, justified: true)
            let storage = layout.storage
            let isLetter: (UInt16) -> Bool = { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            var run = 0
            for page in layout.pages {
                for line in page.lines {
                    run = line.hyphenated ? run + 1 : 0
                    guard line.hyphenated else { continue }
                    // The letters of the broken word on each side, counted in the storage.
                    var before = 0
                    while before < line.range.count, isLetter(storage[line.range.upperBound - 1 - before]) {
                        before += 1
                    }
                    var after = 0
                    while line.range.upperBound + after < storage.length,
                        isLetter(storage[line.range.upperBound + after])
                    { after += 1 }
                    #expect(
                        before >= 3 && after >= 3 && before + after >= 6,
                        """
                        \(storage.string(in: line.range)) breaks a word \(before)+\(after) letters \
                        at \(width)x\(height)
                        """
                    )
                    // A word wider than the line is broken anyway: at a hyphenation point, whatever the rules
                    // of runs and pages.
                    let wider = before + after > width
                    #expect(run <= 2 || wider, "no three hyphenated lines in a row at \(width)x\(height)")
                    #expect(
                        line != page.lines.last || wider,
                        "the last line of a page is never hyphenated at \(width)x\(height)")
                }
            }
        }
    }

    @Test func threeLettersStayOnEachSideOfAHyphen() {
        // "happy" has a point after "hap" but would keep two letters after it; "garden" keeps three.
        #expect(LaidOut("A rather dull happy mood", width: 18, justified: true).lines.allSatisfy { !$0.hyphenated })
        let six = LaidOut("A rather dull garden plot", width: 18, justified: true)
        #expect(six.lineTexts.first == "A rather dull gar")
        #expect(six.lines.first?.hyphenated == true)
    }

    @Test func theSpacesThatGoWithPunctuationAreNeverWidened() {
        let text =
            "Il dit : « Voici l’organisation économique ! » Puis il ajouta qu’elle portait une "
            + "responsabilité considérable ; "
            + "personne ne le contesta. Pourquoi ? Parce que tout le monde savait que c’était vrai."
        for width in 16...50 {
            let layout = LaidOut(text, width: width, language: "fr", justified: true)
            for line in layout.lines where line.justification > 0 {
                LinePlacement.forEachGlyph(of: line, segmenter: layout.layoutManager.segmenter) { glyph in
                    guard glyph.kind == .space else { return }
                    let before = glyph.range.lowerBound > 0 ? layout.storage[glyph.range.lowerBound - 1] : 0
                    let after = layout.storage[glyph.range.upperBound]
                    if before == 0xAB || [0x3A, 0x3B, 0x21, 0x3F, 0xBB].contains(after) {
                        #expect(glyph.width == 1, "the space of « : ; ! ? » stays one cell at \(width)")
                    }
                }
            }
            #expect(layout.lines.contains { $0.justification > 0 } || width > 45, "lines are justified at \(width)")
        }
    }

}
