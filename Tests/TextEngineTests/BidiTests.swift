import PropertyBased
import Testing
import TextEngine

/// Lines of bidirectional text in the order they are shown (UAX #9). Expected strings come from
/// python-bidi 0.6 (the Rust crate unicode-bidi, an implementation independent of ICU):
/// `get_display(text, base_dir=...)`, which does not mirror, so mirrored brackets are swapped
/// by hand; its number separator tailoring aside, as noted.
@Suite("Bidirectional text", .replayedSeed)
struct BidiTests {
    /// Each row of the laid-out text as shown: glyphs at their columns, blanks between.
    private func rows(
        _ text: String, direction: WritingDirection = .natural, width: Int = 40,
        style: ParagraphStyle = ParagraphStyle(),
        visual: Bool = true
    ) -> [String] {
        var style = style
        style.writingDirection = direction
        let layout = LaidOut(text, width: width, styles: [ParagraphStyleRun(location: 0, style: style)])
        return layout.lines.map { line in
            var cells = [String](repeating: " ", count: width)
            LinePlacement.forEachGlyph(of: line, segmenter: layout.layoutManager.segmenter, visual: visual) { glyph in
                guard glyph.kind == .cluster else { return }
                cells[line.column + glyph.column] = GlyphForms.text(of: glyph, in: layout.storage, shaped: nil)
                for column in 1..<max(glyph.width, 1) { cells[line.column + glyph.column + column] = "" }
            }
            return cells.joined()
        }
    }

    private func trimmed(_ row: String) -> String {
        String(row.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    @Test func latinAndDigitsKeepTheirOrderInsideRightToLeftText() {
        // get_display('abc אבג 123', base_dir='R') == '123 גבא abc'
        #expect(rows("abc אבג 123", direction: .rightToLeft).map(trimmed) == ["123 גבא abc"])
        // get_display('Hello عربي world', base_dir='L') == 'Hello يبرع world'
        #expect(rows("Hello عربي world").map(trimmed) == ["Hello يبرع world"])
        // get_display('Hello world.', base_dir='R') == '.Hello world'
        #expect(rows("Hello world.", direction: .rightToLeft).map(trimmed) == [".Hello world"])
        // get_display('שלום, world! 42.', base_dir='R') == '.world! 42 ,םולש'
        #expect(rows("שלום, world! 42.", direction: .rightToLeft).map(trimmed) == [".world! 42 ,םולש"])
    }

    @Test func aNumberWithSpacesStaysOneNumber() {
        // UAX #9 takes a space between digit groups as a neutral, which would show 000 000 10;
        // the reader takes it as a number separator, as UAX #9 takes a no-break space:
        // get_display('مرحبا 10\u00A0000\u00A0000 عالم', base_dir='R') == 'ملاع 10\u00A0000\u00A0000 ابحرم'
        #expect(rows("مرحبا 10 000 000 عالم").map(trimmed) == ["ملاع 10 000 000 ابحرم"])
        #expect(rows("مرحبا 10\u{A0}000 عالم").map(trimmed) == ["ملاع 10\u{A0}000 ابحرم"])
    }

    @Test func bracketsInRightToLeftRunsAreMirrored() {
        // get_display('قال (hello world) لي', base_dir='R') == 'يل )hello world( لاق', then mirrored.
        #expect(rows("قال (hello world) لي").map(trimmed) == ["يل (hello world) لاق"])
        // get_display('a (ב) c', base_dir='L') == 'a (ב) c': the brackets are in the left-to-right run.
        #expect(rows("a (ב) c").map(trimmed) == ["a (ב) c"])
    }

    @Test func marksStayWithTheirLetters() {
        // Clusters שָׁ ל וֹ ם reversed whole, the marks after their letters.
        #expect(rows("שָׁלוֹם abc").map(trimmed) == ["abc םוֹלשָׁ"])
    }

    @Test func rightToLeftParagraphsStartAtTheRight() {
        let shown = rows("אבג דהו זחט", width: 20)
        #expect(shown == [String(repeating: " ", count: 9) + "טחז והד גבא"])
        var indented = ParagraphStyle()
        indented.firstLineHeadIndent = 2
        indented.tailIndent = 3
        indented.alignment = .end
        // Start indent on the right; end-aligned text goes to the left, past the tail indent.
        #expect(rows("אבג", width: 10, style: indented) == ["   גבא    "])
    }

    @Test func theFirstStrongCharacterOrTheStyleSetsTheDirection() {
        #expect(rows("123 אבג", width: 10) == ["   גבא 123"])
        #expect(rows("123 abc", width: 10) == ["123 abc   "])
        #expect(rows("abc", direction: .rightToLeft, width: 10) == ["       abc"])
        #expect(rows("אבג", direction: .leftToRight, width: 10) == ["גבא       "])
    }

    @Test func theLogicalOrderIsTheStorageOrder() {
        #expect(rows("abc אבג 123", direction: .rightToLeft, width: 15, visual: false) == ["    abc אבג 123"])
    }

    @Test func aBulletStandsOnTheRightOfARightToLeftItem() {
        var item = ParagraphStyle()
        item.listMarker = "•"
        item.firstLineHeadIndent = 5
        item.headIndent = 5
        let storage = TextStorage(
            units: Array("אבג".utf16), paragraphStyleRuns: [ParagraphStyleRun(location: 0, style: item)])
        let page = LayoutManager(storage: storage).layoutPage(startingAt: 0, in: TextContainer(width: 12, height: 2))
        #expect(page.lines.map(\.column) == [4])
        #expect(page.decorations.map(\.column) == [9])
    }

    static let pieces = [
        "abc", "Latin", "אבג", "שָׁלוֹם", "עברית", "العربية", "لغة", "١٢٣", "123", "10 000", "3.14", "(", ")", "[", "]",
        "«", "»",
        " ", "  ", ", ", ".", "!", "-", "\u{200F}", "\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}", "e\u{301}", "中文",
        "👨‍👩‍👧", "\t", "\n",
    ]

    @Test func theVisualOrderOfALineIsAPermutationOfItsClusters() async {
        let texts = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 1...60).map {
            $0.map { Self.pieces[$0] }.joined()
        }
        let directions = Gen.int(in: 0...2).map { [WritingDirection.natural, .leftToRight, .rightToLeft][$0] }
        await propertyCheck(count: 300, input: texts, Gen.int(in: 4...60), directions, Gen.bool) {
            text, width, direction, justified in
            var style = ParagraphStyle()
            style.writingDirection = direction
            let layout = LaidOut(
                storage: TextStorage(
                    units: Array(text.utf16), paragraphStyleRuns: [ParagraphStyleRun(location: 0, style: style)]),
                width: width, height: 100, justified: justified)
            let segmenter = layout.layoutManager.segmenter
            for line in layout.lines {
                var stored: [PlacedGlyph] = []
                var shown: [PlacedGlyph] = []
                LinePlacement.forEachGlyph(of: line, segmenter: segmenter, visual: false) { stored.append($0) }
                LinePlacement.forEachGlyph(of: line, segmenter: segmenter) { shown.append($0) }
                #expect(
                    shown.map(\.range).sorted { $0.lowerBound < $1.lowerBound } == stored.map(\.range),
                    "the same clusters, each once")
                // Side by side from the line's first cell, no gap and no overlap.
                #expect(
                    shown.map(\.column) == shown.indices.map { index in shown[..<index].reduce(0) { $0 + $1.width } })
                #expect(shown.reduce(0) { $0 + $1.width } == stored.reduce(0) { $0 + $1.width })
                #expect(line.column >= 0 && line.column + line.width <= width)
            }
        }
    }
}
