import Testing
import TextEngine

/// A note's number is set as a superscript, kept with the word before it: no line starts with
/// one, and it is drawn in Unicode's superscript forms where they exist.
@Suite("Note references")
struct NoteReferenceTests {
    /// `text` with the characters in `raised` as superscript.
    private func storage(_ text: String, raised: Range<Int>) -> TextStorage {
        TextStorage(
            units: Array(text.utf16),
            attributeRuns: [
                AttributeRun(location: 0, attributes: []),
                AttributeRun(location: raised.lowerBound, attributes: .superscript),
                AttributeRun(location: raised.upperBound, attributes: []),
            ])
    }

    @Test func superscriptFormsAreThoseUnicodeHas() {
        let table: [(String, String?)] = [
            ("0", "⁰"), ("1", "¹"), ("2", "²"), ("3", "³"), ("9", "⁹"), ("a", "ᵃ"), ("n", "ⁿ"), ("z", "ᶻ"),
            ("+", "⁺"), ("(", "⁽"), ("q", nil), ("A", nil), ("*", nil), ("é", nil), ("12", nil),
        ]
        for (text, form) in table { #expect(GlyphForms.superscript(text) == form, "\(text)") }
    }

    @Test func aLineNeverStartsWithANoteNumber() {
        // "aaaa bbbb 12": at 9 cells the note would start the second line; it goes with "bbbb".
        let laidOut = LaidOut(storage: storage("aaaa bbbb 12", raised: 10..<12), width: 9, height: 10)
        #expect(laidOut.lineTexts == ["aaaa ", "bbbb 12"])
        // The same text without the superscript breaks before the number.
        let plain = LaidOut("aaaa bbbb 12", width: 9)
        #expect(plain.lineTexts == ["aaaa bbbb ", "12"])
    }

    @Test func aNoteAfterAWordStaysWithIt() {
        // Ideographs break between any two; the note after 文 stays with it.
        let text = "文文文文文文1"
        let laidOut = LaidOut(storage: storage(text, raised: 6..<7), width: 12, height: 10)
        #expect(laidOut.lineTexts == ["文文文文文", "文1"])
    }

    @Test func noLineStartsWithANoteWhereverLayoutStarts() {
        // Words, each followed by a note number, some after a space; laid out whole, and page by
        // page from places reached at random (ICU asked away from its walk): the same lines.
        var text = ""
        var runs: [AttributeRun] = []
        for word in 1...400 {
            text += "word\(word)" + (word % 3 == 0 ? " " : "")
            runs.append(AttributeRun(location: text.utf16.count, attributes: .superscript))
            text += "\(word % 12)"
            runs.append(AttributeRun(location: text.utf16.count, attributes: []))
            text += word % 50 == 0 ? "\n" : " "
        }
        let storage = TextStorage(units: Array(text.utf16), attributeRuns: runs)
        let starts = Set(runs.filter { $0.attributes == .superscript }.map(\.location))
        var generator = SystemRandomNumberGenerator()
        // From 11 cells, the widest word with its note ("word399 ³") fits a line; narrower, a
        // word and its note wider than the line are broken where they must be.
        for width in [11, 13, 20, 33] {
            let container = TextContainer(width: width, height: 6)
            var full: [Range<Int>] = []
            LayoutManager(storage: storage).forEachPage(in: container, decorated: false) { page in
                full.append(page.range)
                for line in page.lines { #expect(!starts.contains(line.range.lowerBound), "width \(width)") }
            }
            let index = PageIndex(layoutManager: LayoutManager(storage: storage), container: container, reach: 200)
            for _ in 0..<30 {
                let place = Int.random(in: 0...storage.length, using: &generator)
                let page = index[index.index(containing: place)]
                for line in page.lines { #expect(!starts.contains(line.range.lowerBound), "width \(width)") }
            }
            #expect(index.count == full.count && index.indices.map { index.range(at: $0) } == full)
        }
    }
}
