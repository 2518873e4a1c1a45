import PropertyBased
import Testing
import TextEngine

/// Vertical text over random CJK, Latin, digits and punctuation at random page sizes: the pages
/// cover the storage, and each page's columns hold every grapheme of its range once.
@Suite("Vertical layout properties", .replayedSeed)
struct VerticalLayoutPropertyTests {
    static let pieces = [
        "中文", "書", "。", "、", "」", "「", "『", "』", "如是我聞。", "世尊，", "ひらがな", "カタカナー", "ゃっ", "한국어",
        "12", "3", "2024", "A1B", "x12y", "word", "reading ", " ", "  ", "\n", "\n\n", "\u{2028}", "…", "——", "（", "）",
        String(repeating: "字", count: 50), String(repeating: "long", count: 12), "e\u{301}", "👨‍👩‍👧", "\u{3000}", "\t",
        "\u{200B}",
    ]
    static let texts = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...80).map { $0.map { pieces[$0] }.joined() }

    @Test func verticalPagesHoldEveryGraphemeOfTheirRangeOnce() async {
        await propertyCheck(count: 300, input: Self.texts, Gen.int(in: 2...80), Gen.int(in: 1...40)) {
            text, width, height in
            let storage = TextStorage(text)
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.isVertical = true
            let turned = VerticalLayout.container(width: width, height: height)
            // The turned container's lines are columns as long as the page is tall, as many as fit two cells wide.
            #expect(turned.width == height && turned.height == max(1, width / 2))
            var end = 0
            for page in PageIndex(layoutManager: layoutManager, container: TextContainer(width: width, height: height))
            {
                #expect(page.writingMode == .verticalRightToLeft)
                #expect(page.range.lowerBound == end, "no gap nor overlap between pages")
                end = page.range.upperBound
                var shown: [Character] = []
                var taken: Set<[Int]> = []
                for line in page.lines {
                    #expect(line.row >= 0 && line.row < turned.height, "every column on the page")
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
                #expect(
                    shown.filter { !$0.isWhitespace && ReferenceWidth.of($0) > 0 } == Array(visible),
                    "the page's columns show its graphemes once, in order, at \(width)x\(height)")
            }
            #expect(end == storage.length, "the pages reach the storage's end")
        }
    }
}

/// Vertical text with ruby over random bases, readings and text at random page sizes: readings
/// that stand beside their column cover their base, never share a cell with anything, and the
/// page still shows each grapheme of its range once, only the parentheses of those readings left out.
@Suite("Ruby beside vertical text, properties", .replayedSeed)
struct RubyColumnPropertyTests {
    static let texts = ["を", "、", "。", "ながら", "12", "x", "「", "」", " ", "\n", "\t", "\u{2028}"]
    static let bases = [
        "山", "山路", "東京", "一昨昨日", "承", "x", "漢字\u{3000}", "漢\u{200B}", "字\u{AD}", "山 ", "山\t山", "山\u{2028}路",
        String(repeating: "長", count: 40),
    ]
    static let readings = ["や", "かど", "やまみち", "とうきょう", "うけたまわ", "ー", "ab", " かん ", "や）（ま", "12"]
    static let parts = Gen.int(in: 0...(texts.count + bases.count * readings.count - 1)).array(of: 0...60).map {
        picks in
        picks.map { pick -> (text: String, reading: String?) in
            if pick < texts.count { return (texts[pick], nil) }
            let ruby = pick - texts.count
            return (bases[ruby % bases.count], readings[ruby / bases.count])
        }
    }

    @Test func readingsBesideTheirColumnCoverTheirBaseAndEveryGraphemeIsShownOnce() async {
        await propertyCheck(count: 300, input: Self.parts, Gen.int(in: 2...30), Gen.int(in: 1...16)) {
            parts, width, height in
            let storage = rubyStorage(parts)
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.isVertical = true
            let container = TextContainer(width: width, height: height)
            var end = 0
            for page in PageIndex(layoutManager: layoutManager, container: container) {
                #expect(page.range.lowerBound == end, "no gap nor overlap between pages")
                end = page.range.upperBound
                var cells: Set<[Int]> = []
                var shown: [(range: Range<Int>, text: String, reading: Bool)] = []
                let lineRows = Set(page.lines.map(\.row))
                for line in page.lines {
                    if line.readingsBeside {
                        #expect(
                            line.row >= 1 && !lineRows.contains(line.row - 1),
                            "the readings' column is free at \(width)x\(height)")
                    }
                    var baseRows: [Int: Int] = [:]
                    var readingRows: [Range<Int>: [Int]] = [:]
                    VerticalPlacement.forEachGlyph(of: line, segmenter: layoutManager.segmenter) { glyph in
                        let row = line.column + glyph.column
                        let column = glyph.kind == .reading ? line.row - 1 : line.row
                        #expect(row >= 0 && row < height, "every glyph inside its column at \(width)x\(height)")
                        #expect(glyph.kind != .reading || line.readingsBeside)
                        #expect(cells.insert([column, row]).inserted, "one glyph a cell at \(width)x\(height)")
                        if glyph.kind == .reading {
                            readingRows[
                                storage.attributeRunRange(at: glyph.range.lowerBound, limit: 0..<storage.length),
                                default: []
                            ].append(row)
                        } else {
                            baseRows[glyph.range.lowerBound] = row
                        }
                        if glyph.kind == .cluster || glyph.kind == .reading {
                            shown.append((glyph.range, storage.string(in: glyph.range), glyph.kind == .reading))
                        }
                    }
                    for (run, rows) in readingRows {
                        // The base: the text marked as one before the reading, after any tab or line separator in it.
                        var base = storage.attributeRunRange(at: run.lowerBound - 1, limit: 0..<storage.length)
                        while let cut = (base.lowerBound..<base.upperBound).last(where: {
                            [0x09, 0x2028].contains(storage[$0])
                        }) {
                            base = cut + 1..<base.upperBound
                        }
                        let besideBase = baseRows.filter { base.contains($0.key) }.map(\.value)
                        #expect(!besideBase.isEmpty, "a reading stands beside its base's column")
                        checkCovers(reading: rows, base: besideBase)
                    }
                }
                // The page's graphemes, as Swift sees them, without the parentheses of the readings shown beside.
                let beside = Set(
                    shown.filter(\.reading).map {
                        storage.attributeRunRange(at: $0.range.lowerBound, limit: 0..<storage.length)
                    })
                var expected: [String] = []
                var offset = page.range.lowerBound
                for character in storage.string(in: page.range) {
                    let length = character.utf16.count
                    let parenthesis = beside.contains { $0.contains(offset) } && "()（）".contains(character)
                    if !parenthesis && !character.isWhitespace && ReferenceWidth.of(character) > 0 {
                        expected.append(String(character))
                    }
                    offset += length
                }
                #expect(
                    shown.map(\.text).filter { !$0.allSatisfy(\.isWhitespace) }.joined() == expected.joined(),
                    "the page shows its graphemes once, in order, at \(width)x\(height)")
            }
            #expect(end == storage.length, "the pages reach the storage's end")
        }
    }

    /// A reading standing beside a column starts no lower than its base's first row and ends
    /// no higher than its last (within it when shorter), reaching at most three rows past it.
    private func checkCovers(reading: [Int], base: [Int]) {
        guard let top = reading.min(), let bottom = reading.max(), let first = base.min(), let last = base.max() else {
            return
        }
        #expect(
            bottom - top + 1 == reading.count && last - first + 1 == base.count, "both run down rows one after another")
        if reading.count >= base.count {
            #expect(top <= first && bottom >= last && reading.count - base.count <= 3)
        } else {
            #expect(top >= first && bottom <= last)
        }
    }
}
