import PropertyBased
import Testing
import TextEngine

/// Books whose paragraphs state writing modes of their own (a vertical block in a horizontal
/// book, a horizontal document in a vertical one), at random page sizes: every page is of one
/// mode, the mode its paragraphs state (or the book's, for those that state none), a change of
/// mode always starts a page, and the pages show every grapheme once.
@Suite("Mixed writing modes, properties", .replayedSeed)
struct MixedWritingModePropertyTests {
    static let pieces = [
        "如是我聞。", "ひらがな", "12", "word ", "reading ", " ", "\n", "\u{2028}", "「山」", String(repeating: "字", count: 30),
        String(repeating: "long ", count: 9), "e\u{301}", "\u{3000}", "\t",
    ]
    static let modes: [WritingMode?] = [nil, .horizontal, .verticalRightToLeft, .verticalLeftToRight]
    /// Blocks of text, each the pieces its numbers after the first pick, stating the mode its
    /// first picks among `modes`.
    static let blocks = Gen.int(in: 0...(pieces.count - 1)).array(of: 2...13).array(of: 1...8)

    /// The blocks one after another, a blank line between two, each a paragraph style run.
    private static func storage(_ blocks: [[Int]]) -> TextStorage {
        var units: [UInt16] = []
        var runs: [ParagraphStyleRun] = []
        for (index, block) in blocks.enumerated() {
            let (mode, picks) = (block[0] % modes.count, block.dropFirst())
            var style = ParagraphStyle()
            style.writingMode = modes[mode]
            runs.append(ParagraphStyleRun(location: units.count, style: style))
            units += Array(picks.map { pieces[$0] }.joined().utf16)
            if index + 1 < blocks.count { units += Array("\n\n".utf16) }
        }
        return TextStorage(units: units, paragraphStyleRuns: runs)
    }

    @Test func eachPageIsOfTheModeItsTextStatesAndShowsEveryGraphemeOnce() async {
        await propertyCheck(
            count: 200, input: Self.blocks, Gen.int(in: 2...60), Gen.int(in: 1...20), Gen.bool, Gen.bool
        ) { blocks, width, height, vertical, chosen in
            let storage = Self.storage(blocks)
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.options = LayoutOptions(isVertical: vertical, keepsStatedModes: !chosen)
            let unstated: WritingMode = vertical ? .verticalRightToLeft : .horizontal
            var end = 0
            var previous: WritingMode??
            layoutManager.forEachPage(in: TextContainer(width: width, height: height)) { page in
                #expect(page.range.lowerBound == end, "no gap nor overlap between pages")
                end = page.range.upperBound
                let stated = Set(Self.statedModes(in: page.range, of: storage))
                #expect(stated.count <= 1, "one stated mode a page at \(width)x\(height): \(stated)")
                if let mode = stated.first {
                    #expect(page.writingMode == (chosen ? unstated : mode ?? unstated))
                    if let previous, previous != mode {
                        #expect(layoutManager.pageBreaks.contains(page.range.lowerBound), "a change of mode is a break")
                    }
                    previous = mode
                }
                Self.expectEveryGraphemeOnce(on: page, segmenter: layoutManager.segmenter(for: page))
            }
            #expect(end == storage.length, "the pages reach the storage's end")
        }
    }

    /// The mode each non-blank paragraph starting in `range` states.
    private static func statedModes(in range: Range<Int>, of storage: TextStorage) -> [WritingMode?] {
        var modes: [WritingMode?] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = storage.paragraphEnd(from: start)
            let paragraph = storage.paragraphStart(containing: start)
            if end > start && paragraph == start { modes.append(storage.paragraphStyle(at: start).writingMode) }
            start = end + 1
        }
        return modes
    }

    private static func expectEveryGraphemeOnce(on page: Page, segmenter: TextSegmenter) {
        let storage = segmenter.storage
        var shown: [Character] = []
        for line in page.lines {
            let body = { (glyph: PlacedGlyph) in
                if glyph.kind == .cluster { shown += storage.string(in: glyph.range) }
            }
            if page.writingMode.isVertical {
                VerticalPlacement.forEachGlyph(of: line, segmenter: segmenter, body)
            } else {
                LinePlacement.forEachGlyph(of: line, segmenter: segmenter, visual: false, body)
            }
        }
        // Graphemes as Swift sees them, not as the segmenter under test does.
        let visible = storage.string(in: page.range).filter { !$0.isWhitespace && ReferenceWidth.of($0) > 0 }
        #expect(shown.filter { !$0.isWhitespace && ReferenceWidth.of($0) > 0 } == Array(visible))
    }
}
