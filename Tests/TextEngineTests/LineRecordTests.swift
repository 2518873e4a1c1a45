import Testing

@testable import TextEngine

/// What the typesetter records with each line: why it ends. Expected values found by hand.
@Suite("Line record")
struct LineRecordTests {
    /// The lines of `text` (one paragraph) `width` cells wide: their text and ending.
    static func lines(_ text: String, width: Int) -> [(text: String, ending: LineEnding)] {
        let storage = TextStorage(units: Array(text.utf16))
        let typesetter = Typesetter(segmenter: TextSegmenter(storage: storage))
        var lines: [(String, LineEnding)] = []
        var start = 0
        while start < storage.length {
            let line = typesetter.line(from: start, limit: storage.length, width: width)
            lines.append((storage.string(in: start..<line.end), line.ending))
            start = line.end
        }
        return lines
    }

    @Test func aWrappedLineAndTheLastOne() {
        let lines = Self.lines("aaa bbb ccc", width: 9)
        #expect(lines.map(\.text) == ["aaa bbb ", "ccc"])
        #expect(lines.map(\.ending) == [.wrap, .paragraphEnd])
    }

    @Test func aHardBreakEndsALineAndTheLineAfterItTheParagraph() {
        let lines = Self.lines("aa bb\u{2028}cc dd ee", width: 40)
        #expect(lines.map(\.text) == ["aa bb\u{2028}", "cc dd ee"])
        #expect(lines.map(\.ending) == [.hardBreak, .paragraphEnd])
    }

    @Test func aSoftHyphenThatBreaksEndsTheLineWithAHyphen() {
        let lines = Self.lines("aaaa co\u{AD}op", width: 8)
        #expect(lines.map(\.text) == ["aaaa co\u{AD}", "op"])
        #expect(lines.map(\.ending) == [.hyphen, .paragraphEnd])
    }

    @Test func aWordWiderThanTheLineOverflowsIt() {
        let lines = Self.lines("abcdefghij kl", width: 4)
        #expect(lines.map(\.text) == ["abcd", "efgh", "ij ", "kl"])
        #expect(lines.map(\.ending) == [.overflow, .overflow, .wrap, .paragraphEnd])
    }
}
