import Testing
import TextEngine

/// Searching as a reader expects: case, accents, widths and soft hyphens do not count.
@Suite("Text search")
struct TextSearchTests {
    private func found(_ phrase: String, in text: String, language: String? = nil) -> [String] {
        let storage = TextStorage(text, language: language)
        return TextSearch.hits(of: phrase, in: storage).map { storage.string(in: $0) }
    }

    @Test func caseAccentsAndWidthsDoNotCount() {
        #expect(found("pierre", in: "Pierre said to PIERRE and Pierre's friend; pier.") == ["Pierre", "PIERRE", "Pierre"])
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
}
