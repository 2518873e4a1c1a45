import Testing
import TextEngine

@Suite("Segmentation and widths")
struct SegmenterTests {
    private func clusters(_ text: String) -> [String] {
        let storage = TextStorage(text)
        let segmenter = TextSegmenter(storage: storage)
        var result: [String] = []
        var offset = 0
        while offset < storage.length {
            let end = segmenter.clusterEnd(from: offset)
            result.append(storage.string(in: offset..<end))
            offset = end
        }
        return result
    }

    @Test func graphemeClustersFollowUAX29() {
        #expect(clusters("ae\u{301}中") == ["a", "e\u{301}", "中"])
        #expect(clusters("👨‍👩‍👧x") == ["👨‍👩‍👧", "x"])
        #expect(clusters("🇯🇵🇫🇷") == ["🇯🇵", "🇫🇷"])
        #expect(clusters("\r\n") == ["\r\n"])
        #expect(clusters("か\u{3099}") == ["か\u{3099}"])
    }

    @Test func runsOfRegionalIndicatorsPairIntoFlagsAsSwiftSees() {
        // Swift's own grapheme breaking is the oracle; runs of odd and even length, followed
        // by marks, ZWJ, variation selectors, text and more flags.
        let pieces = [
            "\u{1F1EF}", "\u{1F1F5}", "\u{1F1FA}", "\u{301}", "\u{200D}", "\u{FE0F}", "a", " ", "中", "\u{1F3FD}", "👍",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...24, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(
                clusters(text) == text.map(String.init), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let run = String(repeating: "\u{1F1FA}", count: 7)
        #expect(
            clusters(run + "x") == ["\u{1F1FA}\u{1F1FA}", "\u{1F1FA}\u{1F1FA}", "\u{1F1FA}\u{1F1FA}", "\u{1F1FA}", "x"])
    }

    @Test func widthsFollowEastAsianWidthAndEmojiPresentation() {
        #expect(TextSegmenter.width(of: "abc") == 3)
        #expect(TextSegmenter.width(of: "中文。") == 6)
        #expect(TextSegmenter.width(of: "ｱ") == 1)
        #expect(TextSegmenter.width(of: "Ａ") == 2)
        #expect(TextSegmenter.width(of: "e\u{301}") == 1)
        #expect(TextSegmenter.width(of: "👨‍👩‍👧") == 2)
        #expect(TextSegmenter.width(of: "❤\u{FE0F}") == 2)
        #expect(TextSegmenter.width(of: "\u{200B}") == 0)
        #expect(TextSegmenter.width(of: "\u{1B}") == 1)
    }

    @Test func graphemeCountCountsClusters() {
        let storage = TextStorage("e\u{301}中👨‍👩‍👧\n")
        #expect(TextSegmenter(storage: storage).graphemeCount() == 4)
    }
}

@Suite("Languages")
struct LanguageTests {
    @Test func eachRangeBreaksByTheRulesOfItsLanguage() {
        let text = Array("ああッあああッ".utf16)
        let strict = TextSegmenter(storage: TextStorage(units: text))
        let mixed = TextSegmenter(
            storage: TextStorage(
                units: text,
                languageRuns: [
                    LanguageRun(location: 4, language: "ja@lb=loose")
                ]))
        #expect(strict.lineBreak(after: 1) == 3, "no break before a small kana by default")
        #expect(mixed.lineBreak(after: 1) == 3, "the first range keeps the book's rules")
        #expect(strict.lineBreak(after: 5) == 7)
        #expect(mixed.lineBreak(after: 5) == 6, "loose Japanese breaks before a small kana")
    }
}
