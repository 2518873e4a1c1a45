import Testing
import TextEngine

@Suite("Line breaking")
struct TypesetterTests {
    @Test func spacesHangAtTheEndOfAWrappedLine() {
        let layout = LaidOut("aaa bbb ccc", width: 5)
        #expect(layout.lineTexts == ["aaa ", "bbb ", "ccc"])
        #expect(layout.lines.map(\.width) == [3, 3, 3])
    }

    @Test func aLineTakesExactlyItsWidth() {
        let layout = LaidOut("aaa bbb", width: 7)
        #expect(layout.lineTexts == ["aaa bbb"])
    }

    @Test func manySpacesHangWithoutStartingTheNextLine() {
        let layout = LaidOut("aaa      bbb", width: 5)
        #expect(layout.lineTexts == ["aaa      ", "bbb"])
    }

    @Test func aParagraphKeepsItsLeadingIndentation() {
        let layout = LaidOut("    indented text", width: 40)
        #expect(layout.lineTexts == ["    indented text"])
        #expect(layout.lines[0].width == 17)
    }

    @Test func aWordWiderThanTheLineBreaksAtGraphemes() {
        let layout = LaidOut("abcdefghij", width: 4)
        #expect(layout.lineTexts == ["abcd", "efgh", "ij"])
    }

    @Test func combiningMarksStayWithTheirBase() {
        let word = String(repeating: "e\u{301}", count: 5)
        let layout = LaidOut(word, width: 2)
        #expect(layout.lineTexts == ["e\u{301}e\u{301}", "e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func wideCharactersTakeTwoCellsAndNeverSplit() {
        let layout = LaidOut("中文字", width: 3)
        #expect(layout.lineTexts == ["中", "文", "字"])
        #expect(layout.lines.map(\.width) == [2, 2, 2])
    }

    @Test func anEmojiSequenceIsOneClusterTwoCellsWide() {
        let family = "👨‍👩‍👧"
        let layout = LaidOut(family + family, width: 3)
        #expect(layout.lineTexts == [family, family])
        #expect(layout.lines.map(\.width) == [2, 2])
    }

    @Test func closingPunctuationNeverStartsALine() {
        let layout = LaidOut("一二三。四五", width: 6, language: "zh")
        #expect(layout.lineTexts == ["一二", "三。四", "五"])
        #expect(layout.lineTexts.allSatisfy { !$0.hasPrefix("。") })
    }

    @Test func openingBracketsStayWithWhatFollows() {
        let layout = LaidOut("一二「三四」", width: 6, language: "zh")
        #expect(layout.lineTexts.allSatisfy { !$0.hasSuffix("「") })
        #expect(layout.lineTexts.allSatisfy { !$0.hasPrefix("」") })
    }

    @Test func tabsAdvanceToTheNextStop() {
        let layout = LaidOut("a\tb", width: 20)
        #expect(layout.lines[0].width == 9)
    }

    @Test func aClusterWiderThanTheLineStandsAloneClipped() {
        let layout = LaidOut("中文", width: 1)
        #expect(layout.lineTexts == ["中", "文"])
        #expect(layout.lines.map(\.width) == [1, 1])
    }

    @Test func aLineSeparatorEndsALineInsideAParagraph() {
        let layout = LaidOut("one\u{2028}two", width: 40)
        #expect(layout.lineTexts == ["one\u{2028}", "two"])
    }
}
