import Testing
import TextEngine

@Suite("Word and sentence boundaries")
struct TextBoundariesTests {
    /// Every start `unit` steps to from the text's start forward, and from its end back.
    private func starts(_ unit: TextBoundaries.Unit, in text: String, language: String? = nil) -> (
        forward: [Int], backward: [Int]
    ) {
        let boundaries = TextBoundaries(storage: TextStorage(text, language: language))
        var forward: [Int] = []
        var offset = -1
        while let next = boundaries.start(of: unit, after: offset), forward.count < 100 {
            forward.append(next)
            offset = next
        }
        var backward: [Int] = []
        offset = text.utf16.count
        while let previous = boundaries.start(of: unit, before: offset), backward.count < 100 {
            backward.append(previous)
            offset = previous
        }
        return (forward, backward)
    }

    // "Mr. Smith went home. He slept.\nNext day came." counted by hand: words at 0 Mr, 4 Smith,
    // 10 went, 15 home, 21 He, 24 slept, 31 Next, 36 day, 40 came.
    private let english = "Mr. Smith went home. He slept.\nNext day came."

    @Test func wordsSkipSpacesAndPunctuationBothWays() {
        let words = starts(.word, in: english, language: "en")
        #expect(words.forward == [4, 10, 15, 21, 24, 31, 36, 40])
        #expect(words.backward == [40, 36, 31, 24, 21, 15, 10, 4, 0])
    }

    @Test func sentencesDoNotEndAfterMisterAndStartEachParagraph() {
        let sentences = starts(.sentence, in: english, language: "en")
        #expect(sentences.forward == [21, 31])
        #expect(sentences.backward == [31, 21, 0])
        let boundaries = TextBoundaries(storage: TextStorage(english, language: "en"))
        #expect(boundaries.start(of: .sentence, before: 25) == 21)
    }

    @Test func noSentenceStartsAfterANoBreakSpace() {
        // As Standard Ebooks sets them: "Mr.", a no-break space, the name. "He" starts at 21.
        let sentences = starts(.sentence, in: "Mr.\u{A0}Smith went home. He slept.", language: "en")
        #expect(sentences.forward == [21])
        #expect(sentences.backward == [21, 0])
    }

    @Test func theWordUnderAnOffset() {
        let boundaries = TextBoundaries(storage: TextStorage(english, language: "en"))
        #expect(boundaries.word(at: 5) == 4..<9)
        #expect(boundaries.word(at: 4) == 4..<9)
        #expect(boundaries.word(at: 8) == 4..<9)
        #expect(boundaries.word(at: 3) == nil)
        #expect(boundaries.word(at: 19) == nil)
        #expect(boundaries.word(at: 32) == 31..<35)
    }

    @Test func japaneseSentencesEndAtTheIdeographicFullStop() {
        // 今日は晴れです。 is eight units; 明日は雨です。 starts the second sentence.
        let sentences = starts(.sentence, in: "今日は晴れです。明日は雨です。", language: "ja")
        #expect(sentences.forward == [8])
        #expect(sentences.backward == [8, 0])
    }

    @Test func thaiWordsComeFromTheDictionary() {
        // สวัสดี (six units) then ครับ, with no space between them.
        let words = starts(.word, in: "สวัสดีครับ", language: "th")
        #expect(words.forward == [6])
        #expect(words.backward == [6, 0])
    }

    @Test func arabicWordsAndSentences() {
        // مرحبا 0-4, بالعالم 6-12, "." 13, كيف 15-17, حالك 19-22, ؟ 23.
        let text = "مرحبا بالعالم. كيف حالك؟"
        #expect(starts(.word, in: text, language: "ar").forward == [6, 15, 19])
        #expect(starts(.sentence, in: text, language: "ar").forward == [15])
        #expect(starts(.sentence, in: text, language: "ar").backward == [15, 0])
    }

    @Test func blankParagraphsAreNoSentences() {
        // "A.\n\n\nB." : the second sentence starts at 5, past the blank paragraphs.
        #expect(starts(.sentence, in: "A.\n\n\nB.").forward == [5])
        #expect(starts(.sentence, in: "A.\n\n\nB.").backward == [5, 0])
    }
}
