import Testing
import TextEngine

/// Where the glyphs of a line go, worked out by hand.
@Suite("Line placement")
struct LinePlacementTests {
    private func glyphs(_ text: String, _ line: LineFragment) -> [String] {
        let storage = TextStorage(units: Array(text.utf16))
        var placed: [String] = []
        LinePlacement.forEachGlyph(of: line, segmenter: TextSegmenter(storage: storage)) { glyph in
            let shown = glyph.kind == .cluster ? storage.string(in: glyph.range) : "\(glyph.kind)"
            placed.append("\(shown)@\(glyph.column)+\(glyph.width)")
        }
        return placed
    }

    @Test func tabsGoToTheirStopsAndWideClustersTakeTwoCells() {
        #expect(
            glyphs("a\t中b", LineFragment(range: 0..<4, row: 0, column: 0, width: 11))
                == ["a@0+1", "space@1+7", "中@8+2", "b@10+1"])
    }

    @Test func aJustifiedLineSpreadsItsExtraCellsOverItsGaps() {
        // Three words, two gaps, three extra cells: one each, and the odd one to the second gap
        // on row 0, to the first on row 1.
        #expect(
            glyphs("aa bb cc", LineFragment(range: 0..<8, row: 0, column: 0, width: 11, justification: 3))
                == ["a@0+1", "a@1+1", "space@2+2", "b@4+1", "b@5+1", "space@6+3", "c@9+1", "c@10+1"])
        #expect(
            glyphs("aa bb cc", LineFragment(range: 0..<8, row: 1, column: 0, width: 11, justification: 3))
                == ["a@0+1", "a@1+1", "space@2+3", "b@5+1", "b@6+1", "space@7+2", "c@9+1", "c@10+1"])
    }

    @Test func aHyphenTakesTheLastCellAndTooWideAClusterShowsAnEllipsis() {
        #expect(
            glyphs("hyphen", LineFragment(range: 0..<3, row: 0, column: 0, width: 4, hyphenated: true))
                == ["h@0+1", "y@1+1", "p@2+1", "hyphen@3+1"])
        #expect(glyphs("中", LineFragment(range: 0..<1, row: 0, column: 0, width: 1)) == ["ellipsis@0+1"])
        #expect(
            glyphs("a b  ", LineFragment(range: 0..<5, row: 0, column: 0, width: 3)) == [
                "a@0+1", "space@1+1", "b@2+1",
            ],
            "hanging spaces are not drawn")
    }
}
