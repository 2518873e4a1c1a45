import Testing

@testable import TextEngine

/// Text drawn full width (`text-transform: full-width`): an ASCII character or a space takes
/// two cells where it is typeset, walked and placed, and other text keeps its width.
@Suite("Full-width text")
struct FullWidthTests {
    /// A storage of `text` whose `wide` range is drawn full width.
    private func storage(_ text: String, wide: Range<Int>) -> TextStorage {
        TextStorage(
            units: Array(text.utf16),
            attributeRuns: [
                AttributeRun(location: 0, attributes: []),
                AttributeRun(location: wide.lowerBound, attributes: .fullWidth),
                AttributeRun(location: wide.upperBound, attributes: []),
            ])
    }

    @Test func theWalkCountsTwoCellsForAnASCIICharacterOrASpace() {
        let steps = ClusterWalkTests.walk(
            "ab c日é", runs: [AttributeRun(location: 0, attributes: .fullWidth)])
        #expect(
            steps == [
                .init("a", .glyph, 0, 2), .init("b", .glyph, 2, 2), .init(" ", .ideographicSpace, 4, 2),
                .init("c", .glyph, 6, 2), .init("日", .glyph, 8, 2), .init("é", .glyph, 10, 1),
            ])
    }

    @Test func linesAreBrokenAtTheWidthsTheGlyphsAreDrawnAt() {
        // "ab " takes 6 cells, its space hanging; "cd" 4 more would take 10.
        let wide = LaidOut(storage: storage("ab cd ef", wide: 0..<8), width: 8, height: 10)
        #expect(wide.lineTexts == ["ab ", "cd ", "ef"])
        #expect(wide.lines.map(\.width) == [4, 4, 4])
        // Only the run says so: "xx " and "yy" take a cell a character.
        let mixed = LaidOut(storage: storage("xx ab yy", wide: 3..<5), width: 6, height: 10)
        #expect(mixed.lineTexts == ["xx ", "ab ", "yy"])
        #expect(mixed.lines.map(\.width) == [2, 4, 2])
    }

    @Test func placementAgreesWithTheTypesetter() throws {
        let layout = LaidOut(storage: storage("xx ab yy", wide: 3..<5), width: 10, height: 10)
        let line = try #require(layout.lines.first)
        #expect(layout.lineTexts == ["xx ab yy"])
        #expect(line.width == 10)
        var placed: [(Int, Int)] = []
        LinePlacement.forEachGlyph(of: line, segmenter: layout.layoutManager.segmenter) { glyph in
            placed.append((glyph.column, glyph.width))
        }
        #expect(placed.map(\.0) == [0, 1, 2, 3, 5, 7, 8, 9])
        #expect(placed.map(\.1) == [1, 1, 1, 2, 2, 1, 1, 1])
    }

    @Test func theDrawnFormsAreFullWidthAndTheCaseMayChangeFirst() {
        let table: [(String, CharacterAttributes, String?)] = [
            ("a", .fullWidth, "ａ"), ("A", .fullWidth, "Ａ"), ("1", .fullWidth, "１"), ("~", .fullWidth, "～"),
            (" ", .fullWidth, "\u{3000}"), ("日", .fullWidth, nil), ("é", .fullWidth, nil),
            ("a", [.fullWidth, .uppercase], "Ａ"), ("ぁ", .fullSizeKana, "あ"), ("ヵ", .fullSizeKana, "カ"),
            ("ｧ", .fullSizeKana, "ｱ"), ("あ", .fullSizeKana, nil),
        ]
        for (text, attributes, form) in table {
            #expect(GlyphForms.transformed(text, attributes, startsWord: true) == form, "\(text)")
        }
    }
}
