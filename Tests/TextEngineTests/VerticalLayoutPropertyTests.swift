import PropertyBased
import Testing
import TextEngine

/// Vertical text over random CJK, Latin, digits and punctuation at random page sizes: the pages
/// cover the storage, and each page's columns hold every grapheme of its range once.
@Suite("Vertical layout properties")
struct VerticalLayoutPropertyTests {
    static let pieces = [
        "中文", "書", "。", "、", "」", "「", "『", "』", "如是我聞。", "世尊，", "ひらがな", "カタカナー", "ゃっ", "한국어",
        "12", "3", "2024", "A1B", "x12y", "word", "reading ", " ", "  ", "\n", "\n\n", "\u{2028}", "…", "——", "（", "）",
        String(repeating: "字", count: 50), String(repeating: "long", count: 12), "e\u{301}", "👨‍👩‍👧", "\u{3000}", "\t", "\u{200B}",
    ]
    static let texts = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...80).map { $0.map { pieces[$0] }.joined() }

    @Test func verticalPagesHoldEveryGraphemeOfTheirRangeOnce() async {
        await propertyCheck(count: 300, input: Self.texts, Gen.int(in: 2...80), Gen.int(in: 1...40)) { text, width, height in
            let storage = TextStorage(text)
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.isVertical = true
            let container = VerticalLayout.container(width: width, height: height)
            // The container's lines are columns as long as the page is tall, as many as fit two cells wide.
            #expect(container.width == height && container.height == max(1, width / 2))
            var end = 0
            for page in PageIndex(layoutManager: layoutManager, container: container) {
                #expect(page.range.lowerBound == end, "no gap nor overlap between pages")
                end = page.range.upperBound
                var shown: [Character] = []
                var taken: Set<[Int]> = []
                for line in page.lines {
                    #expect(line.row >= 0 && line.row < container.height, "every column on the page")
                    VerticalPlacement.forEachGlyph(of: line, segmenter: layoutManager.segmenter) { glyph in
                        let row = line.column + glyph.column
                        #expect(row >= 0 && row < height, "every glyph inside its column at \(width)x\(height)")
                        #expect(glyph.kind != .ellipsis && glyph.width <= 2)
                        #expect(taken.insert([line.row, row]).inserted, "one glyph a row of a column")
                        if glyph.kind == .cluster { shown += storage.string(in: glyph.range) }
                    }
                }
                // Graphemes as Swift sees them, not as the segmenter under test does.
                let visible = storage.string(in: page.range).filter { !$0.isWhitespace && ReferenceWidth.of($0) > 0 }
                #expect(shown.filter { !$0.isWhitespace && ReferenceWidth.of($0) > 0 } == Array(visible),
                        "the page's columns show its graphemes once, in order, at \(width)x\(height)")
            }
            #expect(end == storage.length, "the pages reach the storage's end")
        }
    }
}
