import PropertyBased
import Testing
import TextEngine

/// Invariants every layout keeps, over random texts and random page sizes.
@Suite("Layout properties", .replayedSeed)
struct LayoutPropertyTests {
    static let pieces = [
        "word", "the", "reading", "a", "books,", "page.", " ", "  ", " ", " ", "\t", "\n", "\n\n\n", "\u{2028}",
        "  \u{2028}",
        "中文", "書", "。", "，", "、", "」", "「", "如是我聞。", "世尊，", "ひらがな", "한국어",
        "👨‍👩‍👧", "🇯🇵", "❤\u{FE0F}", "e\u{301}", "a\u{308}\u{323}", "\u{1B}[31m", "\u{07}", "\u{7F}", "\u{85}",
        String(repeating: "long", count: 30), String(repeating: "字", count: 90), "\u{200B}", "\u{AD}",
        "\u{3000}", "x\ry", "ภาษาไทยง่าย", "हिन्दी भाषा", "العربية لغة", "𠀀𠀁", "\n\u{FFFC}\n", "\u{FFFC}",
    ]
    static let texts = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...80).map { $0.map { pieces[$0] }.joined() }
    static let forbiddenStarts: Set<Character> = [
        "。", "，", "、", "」", "』", "）", "！", "？", "：", "；", ".", ",", ";", ":", "!", "?", ")", "]",
    ]
    /// Opening brackets, which UAX #14 keeps off the end of a line.
    static let forbiddenEnds: Set<Character> = ["(", "[", "{", "（", "「", "『", "【", "〔", "［", "｛", "〈", "《"]

    @Test func layoutInvariantsHold() async {
        await propertyCheck(count: 300, input: Self.texts, Gen.int(in: 1...200), Gen.int(in: 1...60)) {
            text, width, height in
            let layout = LaidOut(text, width: width, height: height)
            check(layout, width: width, height: height)
            let again = LaidOut(text, width: width, height: height)
            #expect(again.pages == layout.pages, "the same input gives the same pages")
        }
    }

    @Test func styledParagraphsAndAttachmentsKeepTheInvariants() async {
        await propertyCheck(
            count: 300, input: Self.texts, Gen.int(in: 1...120), Gen.int(in: 1...40), Gen.int(in: 0...1000), Gen.bool
        ) {
            text, width, height, seed, justified in
            check(
                LaidOut(storage: styledStorage(text, seed: seed), width: width, height: height, justified: justified),
                width: width, height: height)
        }
    }

    @Test func narrowPagesShowEveryVisibleCharacter() async {
        await propertyCheck(
            count: 300, input: Self.texts, Gen.int(in: 20...120), Gen.int(in: 6...40), Gen.int(in: 0...1000), Gen.bool
        ) {
            text, width, height, seed, justified in
            let layout = LaidOut(
                storage: styledStorage(text, seed: seed), width: width, height: height, justified: justified)
            let storage = layout.storage
            var shown: [Character] = []
            for line in layout.lines {
                LinePlacement.forEachGlyph(of: line, segmenter: layout.layoutManager.segmenter, visual: false) {
                    glyph in
                    #expect(glyph.kind != .ellipsis, "no character is replaced at \(width)x\(height)")
                    #expect(line.column + glyph.column + glyph.width <= width, "every glyph inside the page")
                    if glyph.kind == .cluster { shown += storage.string(in: glyph.range) }
                }
            }
            // Clusters as Swift sees them, not as the segmenter under test does.
            let visible = storage.string.filter { !$0.isWhitespace && $0 != "\u{FFFC}" && ReferenceWidth.of($0) > 0 }
            #expect(
                shown.filter { !$0.isWhitespace && $0 != "\u{FFFC}" && ReferenceWidth.of($0) > 0 } == Array(visible),
                "every visible character reaches the pages, in order")
        }
    }

    @Test func hiddenRubyTakesNoCellsAndTheRestIsAllShown() async {
        await propertyCheck(
            count: 200, input: Self.texts, Gen.int(in: 20...80), Gen.int(in: 3...20), Gen.int(in: 0...1000), Gen.bool
        ) {
            text, width, height, seed, justified in
            // Every third run of a few characters is a reading.
            let units = Array(text.utf16)
            var runs: [AttributeRun] = []
            var location = 0
            for (index, character) in text.enumerated() {
                if index % 4 == 0 {
                    runs.append(AttributeRun(location: location, attributes: (index / 4 + seed) % 3 == 0 ? .ruby : []))
                }
                location += character.utf16.count
            }
            let storage = TextStorage(units: units, attributeRuns: runs)
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.bodyTextJustification = justified
            layoutManager.hidesRuby = true
            let container = TextContainer(width: width, height: height)
            var shown: [Int] = []
            for page in PageIndex(layoutManager: layoutManager, container: container) {
                for line in page.lines {
                    #expect(
                        line.column >= 0 && line.column + line.width <= width,
                        """
                        \(line) w\(width) \
                        \(storage.string(in: line.range).unicodeScalars.map { String($0.value, radix: 16) }) \
                        \(justified)
                        """
                    )
                    LinePlacement.forEachGlyph(of: line, segmenter: layoutManager.segmenter) { glyph in
                        #expect(line.column + glyph.column + glyph.width <= width)
                        if glyph.kind == .cluster { shown += Array(glyph.range) }
                    }
                }
            }
            #expect(!shown.contains { storage.attributes(at: $0).contains(.ruby) }, "no reading is drawn")
            // Every visible character outside readings is drawn (characters as Swift sees them).
            var offset = 0
            for character in text {
                let range = offset..<offset + character.utf16.count
                offset = range.upperBound
                guard !storage.attributes(at: range.lowerBound).contains(.ruby), !character.isWhitespace,
                    character != "\u{FFFC}",
                    ReferenceWidth.of(character) > 0
                else { continue }
                #expect(shown.contains(range.lowerBound), "\(character) is drawn")
            }
        }
    }

    @Test func justifiedAndHyphenatedLayoutKeepsTheInvariants() async {
        await propertyCheck(count: 150, input: Self.texts, Gen.int(in: 1...120), Gen.int(in: 1...40)) {
            text, width, height in
            check(LaidOut(text, width: width, height: height, justified: true), width: width, height: height)
        }
    }

    @Test func aPageLaidOutAgainFromItsStartIsThePageFirstLaidOut() async {
        await propertyCheck(count: 200, input: Self.texts, Gen.int(in: 1...80), Gen.int(in: 1...12), Gen.bool) {
            text, width, height, justified in
            let storage = TextStorage(units: Array(text.utf16))
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.bodyTextJustification = justified
            let container = TextContainer(width: width, height: height)
            var laidOut: [Page] = []
            layoutManager.forEachPage(in: container) { laidOut.append($0) }
            let index = PageIndex(layoutManager: layoutManager, container: container)
            #expect(Array(index) == laidOut, "the index gives back the pages of the first pass")
            #expect(Array(index.reversed()) == laidOut.reversed(), "in any order")
            for (number, page) in laidOut.enumerated() {
                #expect(index.index(containing: page.range.lowerBound) == number)
                #expect(index.index(containing: max(page.range.lowerBound, page.range.upperBound - 1)) == number)
            }
        }
    }

    @Test func pagesFoundOnlyAsFarAsAskedAreThoseOfAFullLayout() async {
        await propertyCheck(
            count: 200, input: Self.texts, Gen.int(in: 1...80), Gen.int(in: 1...12), Gen.int(in: 0...10_000)
        ) { text, width, height, seed in
            let storage = TextStorage(units: Array(text.utf16))
            let container = TextContainer(width: width, height: height)
            var full: [Page] = []
            LayoutManager(storage: storage).forEachPage(in: container, decorated: false) { full.append($0) }
            let lazy = PageIndex(layoutManager: LayoutManager(storage: storage), container: container)
            let offset = seed % (storage.length + 1)
            let found = lazy.index(containing: offset)
            #expect(full[found].range.contains(offset) || (offset == storage.length && found == full.count - 1))
            #expect(lazy.foundCount == found + 1 || lazy.isComplete, "pages are found only as far as the one asked for")
            #expect(lazy.range(at: found) == full[found].range)
            #expect(lazy[found].lines == full[found].lines)
            #expect(!lazy.contains(full.count) && lazy.foundCount == full.count && lazy.isComplete)
        }
    }

    private func check(_ layout: LaidOut, width: Int, height: Int) {
        let storage = layout.storage
        let segmenter = layout.layoutManager.segmenter
        #expect(!layout.pages.isEmpty)
        var expectedStart = 0
        for page in layout.pages {
            #expect(page.range.lowerBound == expectedStart, "pages are contiguous")
            expectedStart = page.range.upperBound
            #expect(page.lines.allSatisfy { $0.row >= 0 && $0.row < height }, "rows stay in the container")
            #expect(
                page.lines.allSatisfy {
                    page.range.contains($0.range.lowerBound) && $0.range.upperBound <= page.range.upperBound
                },
                "each line inside its page's range")
            // Table cells share rows, side by side; nothing else does, and nothing overlaps.
            let outsideTables = page.lines.filter {
                storage.paragraphStyle(at: storage.paragraphStart(containing: $0.range.lowerBound)).tableCell == nil
            }
            let rows = outsideTables.map(\.row) + page.blocks.flatMap { Array($0.row..<($0.row + $0.height)) }
            #expect(Set(rows).count == rows.count, "one line or block per row outside tables")
            for (index, line) in page.lines.enumerated() {
                for other in page.lines[(index + 1)...] where other.row == line.row {
                    #expect(
                        other.column >= line.column + line.width || line.column >= other.column + other.width,
                        "lines of one row do not overlap")
                }
            }
            for block in page.blocks {
                #expect(
                    block.row >= 0 && block.row + block.height <= height && block.column >= 0
                        && block.column + block.width <= width,
                    "blocks stay in the container")
                let offset = block.range.lowerBound
                #expect(
                    block.range.count == 1 && storage.attachment(at: offset) == block.attachment,
                    "a block stands for its attachment")
                #expect(
                    (offset == 0 || storage[offset - 1] == 0x0A)
                        && (offset + 1 == storage.length || storage[offset + 1] == 0x0A),
                    "only an attachment alone in its paragraph is a block")
            }
            for decoration in page.decorations {
                #expect(
                    decoration.row >= 0 && decoration.row < height && decoration.column >= 0
                        && decoration.column + decoration.width <= width,
                    "decorations stay in the container: \(decoration) in \(width)x\(height)")
            }
        }
        #expect(expectedStart == storage.length, "pages end at the end of the storage")

        // Every grapheme lies in exactly one line, in order: only paragraph separators fall between lines.
        var covered = 0
        var boundaries = Set<Int>()
        var offset = 0
        while offset < storage.length {
            boundaries.insert(offset)
            offset = segmenter.clusterEnd(from: offset)
        }
        boundaries.insert(storage.length)
        let shown = (layout.lines.map(\.range) + layout.blocks.map(\.range)).sorted { $0.lowerBound < $1.lowerBound }
        for range in shown {
            #expect(range.lowerBound >= covered, "lines are in order")
            for gap in covered..<range.lowerBound {
                #expect(TextStorage.isParagraphSeparator(storage[gap]), "only separators are left out")
            }
            #expect(
                boundaries.contains(range.lowerBound) && boundaries.contains(range.upperBound), "no grapheme is split")
            #expect(!range.isEmpty)
            covered = range.upperBound
        }
        for gap in covered..<storage.length {
            #expect(TextStorage.isParagraphSeparator(storage[gap]))
        }

        for (index, line) in layout.lines.enumerated() {
            #expect(line.column >= 0 && line.column + line.width <= width, "no row is wider than the container")
            let visible = measured(line, segmenter: segmenter).visible + (line.hyphenated ? 1 : 0)
            // A table cell's room is its column's (or its record's), which the grid decides.
            let inTable =
                storage.paragraphStyle(at: storage.paragraphStart(containing: line.range.lowerBound)).tableCell != nil
            let lineRoom = inTable ? line.width : room(of: line, in: storage, width: width, height: height)
            #expect(
                visible == line.width || line.justification > 0
                    || (visible > lineRoom && line.width == lineRoom && isSingleCluster(line, segmenter)),
                "the visible text fits the line")
            if line.justification > 0 {
                // Gaps are runs of spaces between words; none is widened by more than four cells.
                let words = storage.string(in: line.range).split(whereSeparator: { " \t\u{3000}\u{2028}".contains($0) })
                #expect(line.justification <= 4 * (words.count - 1), "no justified gap past the cap")
            }
            let start = line.range.lowerBound
            let paragraphStart = start == 0 || TextStorage.isParagraphSeparator(storage[start - 1])
            guard !paragraphStart, index > 0, !inTable else { continue }
            let previousRoom = room(of: layout.lines[index - 1], in: storage, width: width, height: height)
            // Kinsoku, whatever the segmenter says: 。，」 and the like never start a line when
            // the ideograph before them could have come along (a break between two is allowed).
            let previousText = Array(storage.string(in: layout.lines[index - 1].range))
            if let first = storage.string(in: line.range).first, Self.forbiddenStarts.contains(first),
                previousText.count >= 2,
                Self.isIdeograph(previousText[previousText.count - 1]),
                Self.isIdeograph(previousText[previousText.count - 2])
            {
                #expect(
                    ReferenceWidth.of(previousText[previousText.count - 1]) + ReferenceWidth.of(first) > previousRoom,
                    "\(first) starts a line though the ideograph before it could go along")
            }
            let isOpportunity = segmenter.lineBreak(after: start - 1) == start
            if !isOpportunity && !layout.lines[index - 1].hyphenated {
                // Only a run wider than the line may be broken where UAX #14 forbids it.
                let previous = measured(layout.lines[index - 1], segmenter: segmenter).extent
                let next = segmenter.clusterEnd(from: start)
                let nextWidth = segmenter.clusterWidth(start, next)
                let first = Character(storage.string(in: start..<next))
                // Or the line before is one cluster that went first alone, before more punctuation than a line holds.
                let alone = storage.string(in: layout.lines[index - 1].range).trimmingSpaces.count == 1
                if Self.forbiddenStarts.contains(first) {
                    #expect(
                        previous + nextWidth > previousRoom || alone,
                        "\(first) starts a line only in a run wider than it")
                }
                // Or the break backed off so that the punctuation after it goes along with this cluster,
                // or so that an opening bracket does not end the line before.
                let following = storage.string(in: next..<storage.length).first {
                    $0 != " " && $0 != "\t" && $0 != "\u{3000}"
                }
                #expect(
                    previous + nextWidth > previousRoom || following.map { Self.forbiddenStarts.contains($0) } == true
                        || Self.forbiddenEnds.contains(first),
                    "a line breaks only at an opportunity unless the word is wider than the line")
            }
        }
    }

    /// The cells a line's paragraph style leaves it, by the rule for its indents: as styled
    /// while the text keeps at least half the width or 10 cells (whichever is less, no less
    /// than 2), else head and tail shrunk in proportion to the paragraph's widest indents; a
    /// framed line kept inside its innermost frame's measure (each frame's indents shrunk by
    /// the same rule, two cells inside the frame around it).
    private func room(of line: LineFragment, in storage: TextStorage, width: Int, height: Int) -> Int {
        let paragraphStart = storage.paragraphStart(containing: line.range.lowerBound)
        let style = storage.paragraphStyle(at: paragraphStart)
        let indent = line.range.lowerBound == paragraphStart ? style.firstLineHeadIndent : style.headIndent
        let least = min(width, max(2, min((width + 1) / 2, 10)))
        func shrunk(_ head: Int, _ tail: Int, widest: Int) -> (Int, Int) {
            guard widest > width - least else { return (head, tail) }
            return (min(head * (width - least) / widest, width - 1), tail * (width - least) / widest)
        }
        var (head, tail) = shrunk(
            indent, style.tailIndent, widest: max(style.firstLineHeadIndent, style.headIndent) + style.tailIndent)
        let depth = min(style.frameDepth, 4, max(0, min((height - 1) / 2, (width - 1) / 4)))
        guard depth > 0 else {
            #expect(width - head - tail >= least, "margins never squeeze the text below its least")
            return max(1, width - head - tail)
        }
        // Each frame leaves room for as many inside it as four cells each allow, else stands
        // two cells inside the one around it.
        var frame = (head: 0, tail: 0)
        for (level, outer) in style.frames.prefix(depth).enumerated() {
            let measure = shrunk(outer.headIndent, outer.tailIndent, widest: outer.headIndent + outer.tailIndent)
            let inner = (max(measure.0, frame.head + 2), max(measure.1, frame.tail + 2))
            let fits = inner.0 + inner.1 <= width - 1 - 4 * (min(4, (width - 1) / 4) - 1 - level)
            frame = fits ? inner : (frame.head + 2, frame.tail + 2)
        }
        (head, tail) = (max(head, frame.head), max(tail, frame.tail))
        if head + tail >= width {
            head = max(frame.head, width - 1 - tail)
            tail = max(frame.tail, width - 1 - head)
        }
        return max(1, width - head - tail)
    }

    /// Han ideographs and hiragana other than the small kana: UAX #14 allows a break between two.
    private static func isIdeograph(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x4E00...0x9FFF).contains(scalar.value)
            || ("あ"..."ゖ").contains(scalar) && !"ぁぃぅぇぉっゃゅょゎゕゖ".unicodeScalars.contains(scalar)
    }

    private func isSingleCluster(_ line: LineFragment, _ segmenter: TextSegmenter) -> Bool {
        segmenter.clusterEnd(from: line.range.lowerBound) >= line.range.upperBound
    }

    /// The cells of a line's text up to its last visible cluster, and up to its end with
    /// hanging spaces, tabs expanded: clusters as Swift's `Character` sees them, widths from
    /// `ReferenceWidth`, not from the segmenter under test.
    private func measured(_ line: LineFragment, segmenter: TextSegmenter) -> (visible: Int, extent: Int) {
        var column = 0
        var visible = 0
        for character in segmenter.storage.string(in: line.range) {
            switch character {
            case "\t": column += 8 - column % 8
            case " ": column += 1
            case "\u{3000}": column += 2
            case "\u{2028}": break
            default:
                column += ReferenceWidth.of(character)
                visible = column
            }
        }
        return (visible, column)
    }
}

extension String {
    /// The string without the spaces, tabs, ideographic and zero-width spaces at its ends
    /// (hanging spaces after a line, a paragraph's indentation before it).
    var trimmingSpaces: Substring {
        let space: (Character) -> Bool = { " \t\u{3000}\u{200B}".contains($0) }
        var end = endIndex
        while end > startIndex, space(self[index(before: end)]) { end = index(before: end) }
        return self[..<end].drop(while: space)
    }
}
