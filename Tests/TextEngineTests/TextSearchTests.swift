import Testing

@testable import TextEngine

/// Searching as a reader expects: case, accents, widths and soft hyphens do not count.
@Suite("Text search")
struct TextSearchTests {
    private func found(_ phrase: String, in text: String, language: String? = nil) -> [String] {
        let storage = TextStorage(text, language: language)
        return TextSearch.hits(of: phrase, in: storage).map { storage.string(in: $0) }
    }

    @Test func caseAccentsAndWidthsDoNotCount() {
        #expect(
            found("pierre", in: "Pierre said to PIERRE and Pierre's friend; pier.") == ["Pierre", "PIERRE", "Pierre"])
        #expect(found("cafe", in: "a café, a CAFÉ and a cafe") == ["café", "CAFÉ", "cafe"])
        #expect(found("ABC", in: "ａｂｃ and abc") == ["ａｂｃ", "abc"], "full-width forms match")
        #expect(found("hyphen", in: "a hy\u{AD}phen broken") == ["hy\u{AD}phen"], "a soft hyphen is passed over")
    }

    @Test func anyScriptIsFound() {
        #expect(found("須菩提", in: "佛告須菩提。須菩提白佛言。", language: "zh") == ["須菩提", "須菩提"])
        #expect(found("война", in: "Война и мир. ВОЙНА.") == ["Война", "ВОЙНА"])
        #expect(found("nothing", in: "some text").isEmpty)
        #expect(found("", in: "some text").isEmpty)
    }

    @Test func manyHitsAreAllFoundInOrder() {
        // More hits than one call of the shim returns: the search goes on where it stopped.
        let text = String(repeating: "word ", count: 5000)
        let storage = TextStorage(text)
        let hits = TextSearch.hits(of: "WORD", in: storage)
        #expect(hits.count == 5000)
        #expect(hits.enumerated().allSatisfy { $0.element == ($0.offset * 5)..<($0.offset * 5 + 4) })
    }

    @Test func hitsAcrossTheWindowsSearchedAtATimeAreFoundOnceAndWhole() {
        // Hits placed around each window's end, at every offset near it, in a text of several windows.
        let window = TextSearch.stretch
        var units = [UInt16](repeating: 0x78, count: 3 * window + 5000)  // "x"
        var expected: [Range<Int>] = []
        for boundary in [window, 2 * window, 3 * window] {
            for shift in stride(from: -90, through: 60, by: 10) {
                let location = boundary + shift
                for (index, unit) in "Pierre".utf16.enumerated() { units[location + index] = unit }
                units[location - 1] = 0x20
                units[location + 6] = 0x20
                expected.append(location..<(location + 6))
            }
        }
        #expect(TextSearch.hits(of: "pierre", in: TextStorage(units: units)) == expected)
    }
}
