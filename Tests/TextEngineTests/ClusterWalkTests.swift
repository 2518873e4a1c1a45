import Testing

@testable import TextEngine

/// The advances of the one cluster walk, against tables written by hand from the rules the
/// README states: tabs to the next stop of 8, a wide CJK character 2 cells, a combining mark
/// none of its own, hidden text and line separators none, an ideographic space 2 cells (a row
/// in vertical text), a soft hyphen invisible, a pair of digits one row of a column.
@Suite("Cluster walk")
struct ClusterWalkTests {
    /// A step as the tables write it: its text, what it is, its column and its advance.
    struct Step: Equatable, CustomStringConvertible {
        let text: String
        let kind: ClusterStep.Kind
        let column: Int
        let advance: Int

        init(_ text: String, _ kind: ClusterStep.Kind, _ column: Int, _ advance: Int) {
            self.text = text
            self.kind = kind
            self.column = column
            self.advance = advance
        }

        var description: String { "(\(text.debugDescription), \(kind), \(column), \(advance))" }
    }

    /// Every step of a walk along `text`, the runs marked `ruby` hidden when `hiding`.
    static func walk(
        _ text: String, vertical: Bool = false, hiding: Bool = false, runs: [AttributeRun] = []
    ) -> [Step] {
        let storage = TextStorage(units: Array(text.utf16), attributeRuns: runs)
        let segmenter = TextSegmenter(storage: storage)
        segmenter.isVertical = vertical
        if hiding { segmenter.hidden = HiddenText(runsOf: .ruby, in: storage) }
        var walk = ClusterWalk(segmenter, from: 0)
        var steps: [Step] = []
        var offset = 0
        while offset < storage.length {
            let step = walk.step(at: offset, limit: storage.length)
            steps.append(Step(storage.string(in: step.range), step.kind, step.column, step.advance))
            offset = step.range.upperBound
        }
        return steps
    }

    @Test func tabsGoToTheNextStopOfEight() {
        #expect(
            Self.walk("ab\tc\t") == [
                Step("a", .glyph, 0, 1), Step("b", .glyph, 1, 1), Step("\t", .tab, 2, 6), Step("c", .glyph, 8, 1),
                Step("\t", .tab, 9, 7),
            ])
        #expect(Self.walk("abcdefgh\tx").suffix(2) == [Step("\t", .tab, 8, 8), Step("x", .glyph, 16, 1)])
    }

    @Test func wideCharactersTakeTwoCellsAndTabsCountFromThem() {
        #expect(
            Self.walk("漢字\tx") == [
                Step("漢", .glyph, 0, 2), Step("字", .glyph, 2, 2), Step("\t", .tab, 4, 4), Step("x", .glyph, 8, 1),
            ])
    }

    @Test func aCombiningMarkGoesWithItsBaseAndAddsNothing() {
        #expect(
            Self.walk("e\u{301}x") == [Step("e\u{301}", .glyph, 0, 1), Step("x", .glyph, 1, 1)])
    }

    @Test func spacesAndIdeographicSpaces() {
        #expect(
            Self.walk("a b\u{3000}c") == [
                Step("a", .glyph, 0, 1), Step(" ", .space, 1, 1), Step("b", .glyph, 2, 1),
                Step("\u{3000}", .ideographicSpace, 3, 2), Step("c", .glyph, 5, 1),
            ])
    }

    @Test func aLineSeparatorTakesNoCell() {
        #expect(
            Self.walk("a\u{2028}b") == [
                Step("a", .glyph, 0, 1), Step("\u{2028}", .lineSeparator, 1, 0), Step("b", .glyph, 1, 1),
            ])
    }

    @Test func aSoftHyphenIsInvisible() {
        #expect(
            Self.walk("co\u{AD}op") == [
                Step("c", .glyph, 0, 1), Step("o", .glyph, 1, 1), Step("\u{AD}", .glyph, 2, 0),
                Step("o", .glyph, 2, 1), Step("p", .glyph, 3, 1),
            ])
    }

    @Test func hiddenTextTakesNoCellAndIsOneStep() {
        let runs = [
            AttributeRun(location: 0, attributes: []), AttributeRun(location: 2, attributes: .ruby),
            AttributeRun(location: 6, attributes: []),
        ]
        #expect(
            Self.walk("ab(cd)\te", hiding: true, runs: runs) == [
                Step("a", .glyph, 0, 1), Step("b", .glyph, 1, 1), Step("(cd)", .hidden, 2, 0),
                Step("\t", .tab, 2, 6), Step("e", .glyph, 8, 1),
            ])
        // Shown, the same text takes its cells.
        #expect(Self.walk("ab(cd)\te", runs: runs).map(\.advance) == [1, 1, 1, 1, 1, 1, 2, 1])
    }

    @Test func verticalTextCountsRows() {
        #expect(
            Self.walk("漢a12b\u{3000} c\td", vertical: true) == [
                Step("漢", .glyph, 0, 1), Step("a", .glyph, 1, 1), Step("12", .glyph, 2, 1), Step("b", .glyph, 3, 1),
                Step("\u{3000}", .ideographicSpace, 4, 1), Step(" ", .space, 5, 1), Step("c", .glyph, 6, 1),
                Step("\t", .tab, 7, 1), Step("d", .glyph, 8, 1),
            ])
        // Three digits are no pair: each takes a row.
        #expect(Self.walk("123", vertical: true).map(\.advance) == [1, 1, 1])
    }

    @Test func aStepIsCutAtTheLimit() {
        let storage = TextStorage(units: Array("e\u{301}\u{302}".utf16))
        var walk = ClusterWalk(TextSegmenter(storage: storage), from: 0)
        #expect(walk.step(at: 0, limit: 2).range == 0..<2)
    }
}
