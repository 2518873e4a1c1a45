import CICU
import Testing

@testable import TextEngine

/// The search a stretch at a time: the same hits as ICU's own search over the whole text (the
/// implementation before it, kept here as the oracle), for work linear in the text.
@Suite("Search run")
struct SearchRunTests {
    /// ICU's usearch over windows of the text, as the reader searched before: exact, but its
    /// time is the text's length times the phrase's at worst.
    private static func oracle(_ phrase: String, in storage: TextStorage) -> [Range<Int>] {
        let pattern = Array(phrase.utf16)
        var matches = [Int32](repeating: 0, count: 2 * 1024)
        var hits: [Range<Int>] = []
        storage.withUnits { units in
            let overlap = 64 + 4 * pattern.count
            var start = 0
            while start < units.count {
                let end = min(units.count, start + (1 << 20))
                let slice = UnsafeBufferPointer(rebasing: units[start..<end])
                let found = matches.withUnsafeMutableBufferPointer { out in
                    rd_search_all(
                        pattern, Int32(pattern.count), slice.baseAddress, Int32(slice.count), nil, out.baseAddress,
                        Int32(out.count / 2))
                }
                guard found >= 0 else { break }
                for index in 0..<Int(found) {
                    let location = start + Int(matches[2 * index])
                    if let last = hits.last, location < last.upperBound { continue }
                    hits.append(location..<(location + Int(matches[2 * index + 1])))
                }
                if Int(found) == matches.count / 2, let last = hits.last, last.upperBound > start {
                    start = last.upperBound
                } else if end == units.count {
                    break
                } else {
                    start = max(start + 1, end - overlap)
                }
            }
        }
        return hits
    }

    /// A reproducible stream of numbers (SplitMix64).
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((value ^ (value >> 31)) % UInt64(bound))
        }
    }

    /// Pieces a book is made of: cases, accents precomposed and not, widths, soft hyphens,
    /// expansions, scripts, marks and the repetitions that make a naive search slow.
    private static let pieces = [
        "pierre", "Pierre", "PIERRE", "café", "cafe\u{301}", "CAFÉ", "ａｂｃ", "abc", "hy\u{AD}phen", "hyphen",
        "война", "ВОЙНА", "須菩提", "佛", "straße", "strasse", "aa", "a", "a\u{301}\u{302}", " ", " ", ", ", ".\n",
        "\u{AD}", "ab", "ba", "word ", "🙂", "e\u{301}",
    ]

    @Test(arguments: 1...40)
    func aRunFindsWhatICUFindsOnAGeneratedBook(seed: Int) {
        var numbers = Numbers(state: UInt64(seed))
        let text = (0..<(200 + numbers.next(3000))).map { _ in Self.pieces[numbers.next(Self.pieces.count)] }.joined()
        let storage = TextStorage(text)
        let units = Array(text.utf16)
        for _ in 0..<6 {
            // A phrase cut from the book (at any code unit), or made of pieces.
            let start = numbers.next(units.count)
            let length = 1 + numbers.next(min(40, units.count - start))
            let cut = String(decoding: units[start..<(start + length)], as: UTF16.self)
            let made = (0...numbers.next(4)).map { _ in Self.pieces[numbers.next(Self.pieces.count)] }.joined()
            for phrase in [cut, made] {
                let run = SearchRun(of: phrase, in: storage)
                // Short stretches, so that hits fall across their ends; each gives its own.
                var hits: [Range<Int>] = []
                while !run.isFinished { hits += run.advance(by: 1 + numbers.next(300)) }
                var expected = Self.oracle(phrase, in: storage)
                // ICU's search finds a phrase of ignorables (a soft hyphen, a mark) as empty
                // hits everywhere; the run finds nothing.
                if expected.contains(where: \.isEmpty) { expected = [] }
                #expect(hits == expected, "seed \(seed), phrase \(Array(phrase.unicodeScalars))")
                #expect(run.found == expected.count)
                #expect(TextSearch.hits(of: phrase, in: storage) == expected)
            }
        }
    }

    @Test func workIsLinearInTheBookWhereANaiveSearchIsQuadratic() {
        // Ten million "a" and a phrase of 199 "a" and a "b": a naive search compares about 200
        // units at each of the ten million places.
        let length = 10_000_000
        let storage = TextStorage(units: [UInt16](repeating: 0x61, count: length))
        let run = SearchRun(of: String(repeating: "a", count: 199) + "b", in: storage)
        var stretches = 0
        var hits: [Range<Int>] = []
        while !run.isFinished {
            hits += run.advance()
            stretches += 1
        }
        #expect(hits.isEmpty)
        #expect(stretches == (length + TextSearch.stretch - 1) / TextSearch.stretch)
        #expect(run.work <= 3 * UInt64(length), "work \(run.work) for \(length) units")
    }

    @Test func workStaysLinearWhenEveryPlaceIsAHit() {
        let length = 2_000_000
        let storage = TextStorage(units: [UInt16](repeating: 0x61, count: length))
        let run = SearchRun(of: String(repeating: "A", count: 200), in: storage)
        var hits: [Range<Int>] = []
        while !run.isFinished { hits += run.advance() }
        #expect(hits.count == length / 200)
        #expect(hits.last == (length - 200)..<length)
        #expect(run.work <= 4 * UInt64(length), "work \(run.work) for \(length) units")
    }

    @Test func aRunStopsAtTheMostHitsKeptAndHandsEachOverOnce() {
        // "x" every other unit: a hit at each even place, half again as many as are kept.
        let count = TextSearch.maximumHits * 3 / 2
        let storage = TextStorage(units: [UInt16]([0x78, 0x20]).repeated(count))
        let run = SearchRun(of: "x", in: storage)
        var hits: [Range<Int>] = []
        while !run.isFinished { hits += run.advance(by: 4_999) }
        #expect(hits == (0..<TextSearch.maximumHits).map { (2 * $0)..<(2 * $0 + 1) })
        #expect(run.found == TextSearch.maximumHits)
        #expect(run.advance().isEmpty, "nothing more once finished")
    }

    @Test func aPhraseWithNothingThatCountsFindsNothing() {
        let run = SearchRun(of: "\u{AD}", in: TextStorage("a\u{AD}b"))
        #expect(run.isFinished)
        #expect(run.advance().isEmpty && run.found == 0)
    }
}

extension Array {
    /// The elements `count` times over.
    fileprivate func repeated(_ count: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(self.count * count)
        for _ in 0..<count { result += self }
        return result
    }
}
