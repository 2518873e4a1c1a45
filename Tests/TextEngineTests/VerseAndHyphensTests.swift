import Testing
import TextEngine

/// Lines of verse keep their shape whatever the reader's justification, and `hyphens` is
/// followed as the book says it. Expected lines are written by hand.
@Suite("Verse and hyphens")
struct VerseAndHyphensTests {
    private let prose =
        "The quick brown fox jumped over the lazy dog and wandered through extraordinary unbelievable countryside."

    private func laidOut(_ text: String, _ style: ParagraphStyle, width: Int, justified: Bool = false) -> LaidOut {
        let storage = TextStorage(
            units: Array(text.utf16), language: "en", paragraphStyleRuns: [ParagraphStyleRun(location: 0, style: style)]
        )
        return LaidOut(storage: storage, width: width, height: 40, justified: justified)
    }

    private func verse(firstLine: Int = 0, head: Int = 2) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.isVerse = true
        style.firstLineHeadIndent = firstLine
        style.headIndent = head
        return style
    }

    @Test func verseIsNeverSpreadOrHyphenatedWhateverSaysJustify() {
        var justifiedVerse = verse()
        justifiedVerse.alignment = .justified
        let laid = laidOut(prose, justifiedVerse, width: 30, justified: true)
        #expect(
            laid.lineTexts == [
                "The quick brown fox jumped ", "over the lazy dog and ", "wandered through ",
                "extraordinary unbelievable ",
                "countryside.",
            ])
        #expect(laid.lines.allSatisfy { $0.justification == 0 && !$0.hyphenated })
        #expect(laid.lines.map(\.column) == [0, 2, 2, 2, 2], "turnovers hang under the line")
        var style = ParagraphStyle()
        style.alignment = .justified
        let prose = laidOut(prose, style, width: 30, justified: true)
        #expect(prose.lines.contains { $0.justification > 0 }, "prose in the same measure is spread")
    }

    @Test func eachLineOfAVerseParagraphStartsWhereItsFirstDoes() {
        let text = "Season of mists and mellow fruitfulness,\u{2028}Close bosom-friend of the maturing sun;"
        let laid = laidOut(text, verse(firstLine: 0, head: 4), width: 24, justified: true)
        #expect(
            laid.lineTexts == [
                "Season of mists and ", "mellow fruitfulness,\u{2028}", "Close bosom-friend of ", "the maturing sun;",
            ])
        #expect(laid.lines.map(\.column) == [0, 4, 0, 4])
        var prose = ParagraphStyle()
        prose.headIndent = 4
        #expect(
            laidOut(text, prose, width: 24).lines.map(\.column) == [0, 4, 4, 4],
            "in prose a line after a break is no first line")
    }

    @Test func hyphensAutoBreaksWordsInRaggedText() {
        var style = ParagraphStyle()
        style.hyphens = .auto
        let laid = laidOut(prose, style, width: 30, justified: false)
        #expect(laid.lines.contains { $0.hyphenated }, "\(laid.lineTexts)")
        #expect(laid.lines.allSatisfy { $0.justification == 0 })
        style.hyphens = .unsaid
        #expect(!laidOut(prose, style, width: 30, justified: false).lines.contains { $0.hyphenated })
    }

    @Test func hyphensNoneIsNeverHyphenatedEvenWhenTheReaderJustifies() {
        var style = ParagraphStyle()
        style.hyphens = .manual
        let laid = laidOut(prose, style, width: 30, justified: true)
        #expect(!laid.lines.contains { $0.hyphenated }, "\(laid.lineTexts)")
        #expect(laid.lines.contains { $0.justification > 0 }, "it is still justified")
        style.hyphens = .unsaid
        #expect(laidOut(prose, style, width: 30, justified: true).lines.contains { $0.hyphenated })
    }
}
