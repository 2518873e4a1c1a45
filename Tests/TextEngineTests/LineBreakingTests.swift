import Testing
import TextEngine

/// Where lines break in runs whose breaking CSS changes (`line-break`, `word-break`): lines
/// written out by hand from the rules of CSS Text 3, not taken from ICU.
@Suite("Line breaking of CSS")
struct LineBreakingTests {
    /// The lines of `text` set `width` cells wide, all of it in one run broken as `breaking` says.
    private func lines(_ text: String, width: Int, language: String? = nil, _ breaking: LineBreaking) -> [String] {
        let storage = TextStorage(
            units: Array(text.utf16), languageRuns: [LanguageRun(location: 0, language: language, breaking: breaking)])
        return LaidOut(storage: storage, width: width, height: 100).lineTexts
    }

    @Test func breakAllBreaksBetweenAnyTwoLetters() {
        let breakAll = LineBreaking(wordBreak: .breakAll)
        #expect(
            lines("Antidisestablishment is long.", width: 10, breakAll) == ["Antidisest", "ablishment ", "is long."])
        #expect(lines("ab cdefgh", width: 5, breakAll) == ["ab cd", "efgh"])
        // Punctuation is no letter: it stays with the letter before it, as UAX #14 keeps it.
        #expect(lines("abcd, efgh", width: 4, breakAll) == ["abc", "d, e", "fgh"])
        #expect(lines("ab cdefgh", width: 5, .default) == ["ab ", "cdefg", "h"], "a word wider than the line alone")
    }

    @Test func keepAllKeepsCJKWordsWhole() {
        let keepAll = LineBreaking(wordBreak: .keepAll)
        // Hangul breaks between any two syllables, except with keep-all, at spaces only.
        #expect(lines("한국어 문장입니다", width: 10, language: "ko", .default) == ["한국어 문", "장입니다"])
        #expect(lines("한국어 문장입니다", width: 10, language: "ko", keepAll) == ["한국어 ", "문장입니다"])
        // Latin text breaks as it always does.
        #expect(lines("one two three", width: 8, keepAll) == ["one two ", "three"])
    }

    @Test func strictnessDecidesWhatMayStartALine() {
        let text = "美しいなぁと思わず"
        // Strict: no small kana at a line's start, so な goes down with ぁ.
        #expect(lines(text, width: 8, language: "ja", LineBreaking(strictness: .strict)) == ["美しい", "なぁと思", "わず"])
        #expect(lines(text, width: 8, language: "ja", .default) == ["美しい", "なぁと思", "わず"], "Japanese is strict")
        #expect(lines(text, width: 8, language: "ja", LineBreaking(strictness: .normal)) == ["美しいな", "ぁと思わ", "ず"])
        #expect(lines(text, width: 8, language: "ja", LineBreaking(strictness: .loose)) == ["美しいな", "ぁと思わ", "ず"])
        // Only loose lets an iteration mark start a line.
        #expect(lines("あい木々が", width: 6, LineBreaking(strictness: .normal)) == ["あい", "木々が"])
        #expect(lines("あい木々が", width: 6, LineBreaking(strictness: .loose)) == ["あい木", "々が"])
    }

    @Test func anywhereBreaksBeforePunctuationToo() {
        let anywhere = LineBreaking(strictness: .anywhere)
        #expect(lines("abc,def", width: 3, anywhere) == ["abc", ",de", "f"])
        #expect(lines("abc,def", width: 3, LineBreaking(wordBreak: .breakAll)) == ["ab", "c,d", "ef"])
    }

    @Test func onlyTheRunThatSaysSoBreaksOtherwise() {
        let text = "abcdefgh abcdefgh"
        let storage = TextStorage(
            units: Array(text.utf16),
            languageRuns: [
                LanguageRun(location: 0, language: nil),
                LanguageRun(location: 9, language: nil, breaking: LineBreaking(wordBreak: .breakAll)),
            ])
        #expect(LaidOut(storage: storage, width: 12, height: 10).lineTexts == ["abcdefgh abc", "defgh"])
    }
}
