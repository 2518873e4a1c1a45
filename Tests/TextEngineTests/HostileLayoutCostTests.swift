import Testing

@testable import TextEngine

/// Books made to be slow to lay out: the work a full layout does grows as the book does, not
/// as its square. Work is counted as the line break queries ICU answers: each one that is not
/// the next break after the last (random access) walks back to a safe point, which in these
/// books is the text's start.
@Suite("The cost of hostile books")
struct HostileLayoutCostTests {
    /// The line break queries ICU answered while every page of `storage` was laid out, in pages
    /// `width` cells wide and `height` rows tall (vertical ones: `width / 2` columns of `height` rows).
    private func work(_ storage: TextStorage, width: Int, height: Int, vertical: Bool = false) -> (
        all: Int, random: Int, pages: Int
    ) {
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.isVertical = vertical
        var pages = 0
        layoutManager.forEachPage(in: TextContainer(width: width, height: height)) { _ in pages += 1 }
        return (layoutManager.segmenter.breakQueries, layoutManager.segmenter.randomBreakQueries, pages)
    }

    private func plain(_ text: String, justified: Bool) -> TextStorage {
        var style = ParagraphStyle()
        style.alignment = justified ? .justified : .start
        return TextStorage(units: Array(text.utf16), paragraphStyleRuns: [ParagraphStyleRun(location: 0, style: style)])
    }

    @Test("soft hyphens between single letters: no page asks ICU to walk back", arguments: [false, true])
    func softHyphenStorm(justified: Bool) {
        let small = work(
            plain(String(repeating: "a\u{00AD}", count: 20_000), justified: justified), width: 80, height: 24)
        let large = work(
            plain(String(repeating: "a\u{00AD}", count: 40_000), justified: justified), width: 80, height: 24)
        // A line holds 79 pairs and a hyphen, a page 24 lines: about 1,900 pairs a page.
        #expect(large.pages >= 2 * small.pages - 1 && small.pages > 10)
        // Every pair is a break: the queries are as many as the pairs, once each and a few more.
        #expect(small.all < 20_000 + 2 * small.pages)
        #expect(Double(large.all) / Double(small.all) < 2.1)
        // Before, each page asked twice from a start behind ICU (its last line unhyphenated, the
        // next page's start): 2 walks back to the text's start a page.
        #expect(small.random <= 2 && large.random <= 2)
    }

    @Test("a break asked for far into a long paragraph is found from near it, as a walk finds it")
    func breaksFarIntoALongParagraph() {
        // Long paragraphs of mixed pieces, and the storm: the breaks a walk from the start
        // finds are the oracle for breaks asked for at random places, each of a fresh segmenter.
        let pieces = LayoutPropertyTests.pieces.filter { !$0.contains("\n") && !$0.contains("\u{2028}") }
        var generator = SystemRandomNumberGenerator()
        let mixed = (0..<2_000).map { _ in pieces.randomElement(using: &generator)! }.joined()
        for text in [mixed, String(repeating: "a\u{00AD}", count: 20_000)] {
            let storage = TextStorage(text)
            let walk = TextSegmenter(storage: storage)
            var breaks: [Int] = []
            var offset = 0
            while offset < storage.length {
                offset = walk.lineBreak(after: offset)
                breaks.append(offset)
            }
            for _ in 0..<150 {
                let place = Int.random(in: 1..<storage.length, using: &generator)
                let expected = breaks[breaks.partitionPoint { $0 > place }]
                #expect(TextSegmenter(storage: storage).lineBreak(after: place) == expected, "after \(place)")
            }
        }
    }

    @Test("paragraphs parted by blank lines: ICU walks on past them, to the breaks it finds from each")
    func blankLinesBetweenParagraphs() {
        let words = String(repeating: "word, another (word) \u{201C}quoted\u{201D} ", count: 12)
        let paragraphs = (0..<120).map { "\($0) " + words + "end." }
        let storage = plain(paragraphs.joined(separator: "\n\n\n"), justified: false)
        let cost = work(storage, width: 80, height: 24)
        // Before, each paragraph after blank lines asked ICU to walk back: 119 random queries.
        #expect(cost.pages > 30 && cost.random <= 2)
        // The oracle: the first break after each paragraph's start as a fresh segmenter finds it.
        let walk = TextSegmenter(storage: storage)
        var start = 0
        for (index, paragraph) in paragraphs.enumerated() {
            let first = walk.lineBreak(after: start)
            #expect(first == TextSegmenter(storage: storage).lineBreak(after: start), "paragraph \(index)")
            var offset = first
            while offset < start + paragraph.utf16.count { offset = walk.lineBreak(after: offset) }
            start += paragraph.utf16.count + 3
        }
        #expect(walk.randomBreakQueries == 1)
    }

    @Test("a reading of many kana beside a vertical line is walked once, not once a column")
    func longReading() {
        func book(_ count: Int) -> TextStorage {
            let kana = String((0..<count).map { Character(Unicode.Scalar(0x3042 + $0 % 80)!) })
            return rubyStorage([("漢", nil), ("字", kana), ("です。", nil)])
        }
        let small = work(book(4_000), width: 12, height: 20, vertical: true)
        let large = work(book(8_000), width: 12, height: 20, vertical: true)
        #expect(small.pages > 30)
        // Before, each column walked every break of the rest of the reading: 4,000 columns of 4,000.
        #expect(small.all < 3 * small.pages * 6)
        #expect(Double(large.all) / Double(small.all) < 2.2)
    }

    @Test("a base with thousands of readings is walked once")
    func manyReadings() {
        func book(_ count: Int) -> TextStorage {
            rubyStorage([("漢", nil), ("字", Array(repeating: "かな", count: count).joined(separator: "）（")), ("。", nil)])
        }
        let small = work(book(2_000), width: 12, height: 20, vertical: true)
        let large = work(book(4_000), width: 12, height: 20, vertical: true)
        #expect(Double(large.all) / Double(small.all) < 2.2)
        #expect(Double(large.random) / Double(small.random) < 2.2)
    }

    @Test("a letter with thousands of combining marks is one cluster, measured and drawn once")
    func markStorm() {
        func laidOut(_ marks: Int) -> (lines: [LineFragment], glyphs: [PlacedGlyph.Kind], queries: Int) {
            let laidOut = LaidOut("a" + String(repeating: "\u{0301}", count: marks) + " b", width: 80, height: 24)
            var glyphs: [PlacedGlyph.Kind] = []
            for line in laidOut.lines {
                LinePlacement.forEachGlyph(of: line, segmenter: laidOut.layoutManager.segmenter) {
                    glyphs.append($0.kind)
                }
            }
            return (laidOut.lines, glyphs, laidOut.layoutManager.segmenter.breakQueries)
        }
        let small = laidOut(10_000)
        let large = laidOut(20_000)
        #expect(large.lines.map(\.range) == [0..<20_003])
        #expect(large.glyphs == [.cluster, .space, .cluster])
        // The cluster is one break opportunity, whatever its length.
        #expect(large.queries == small.queries && large.queries <= 3)
    }
}
