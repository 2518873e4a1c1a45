import Formats
import Testing
import TextEngine

@testable import ReaderCore

/// A search of a long book goes a stretch at a time: the first hit from the page shown is
/// shown as soon as it is found, and stopping keeps the hits found so far.
@Suite("Sliced search")
struct SlicedSearchTests {
    /// Paragraphs of filler with "Pierre" in paragraphs 2,000, 6,000 and 9,000, about 1.3
    /// million code units: five stretches and more.
    private static func book() -> Book {
        let text = (1...10_000).map { number -> String in
            let name = [2_000: " Pierre", 6_000: " PIERRE", 9_000: " Pierre's"][number] ?? ""
            return "P\(number)" + name + " " + String(repeating: "lorem ipsum dolor ", count: 7)
        }.joined(separator: "\n\n")
        return Book(title: "Long", storage: TextStorage(text), fingerprint: "long")
    }

    private static func offset(of word: String, in session: ReaderSession) -> Int {
        let text = session.book.storage.string
        return text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound)
    }

    private func search(_ phrase: String, in session: inout ReaderSession) -> [ReaderEffect] {
        session.perform(.openPrompt(.search))
        for character in phrase { session.perform(.prompt(.edit(.insert(character)))) }
        return session.perform(.prompt(.submit))
    }

    @Test func theFirstHitIsShownBeforeTheSearchEnds() {
        var session = ReaderSession(book: Self.book(), columns: 80, rows: 24)
        #expect(session.book.storage.length > 4 * TextSearch.stretch)
        #expect(search("pierre", in: &session) == [.notice("searching…")])
        #expect(session.isSearching)
        var notices: [String] = []
        var moved: [Int] = []
        while session.isSearching {
            for effect in session.perform(.searchMore) {
                if case .notice(let text) = effect { notices.append(text) }
                if case .savePosition(let offset) = effect { moved.append(offset) }
            }
        }
        #expect(notices == ["hit 1, searching…", "hit 1/3"])
        #expect(moved.count == 1, "one jump, to the first hit")
        #expect(session.shownRange()?.contains(Self.offset(of: "P2000 Pierre", in: session)) == true)
        #expect(session.perform(.nextHit).contains(.notice("hit 2/3")))
        #expect(session.shownRange()?.contains(Self.offset(of: "PIERRE", in: session)) == true)
    }

    @Test func stoppingKeepsTheHitsFoundSoFar() {
        var session = ReaderSession(book: Self.book(), columns: 80, rows: 24)
        search("pierre", in: &session)
        while session.search == nil { session.perform(.searchMore) }
        let notice = session.perform(.stopSearch)
        #expect(!session.isSearching)
        #expect(notice.count == 1)
        #expect(
            notice.first.map { if case .notice(let text) = $0 { text.hasPrefix("Search stopped at ") } else { false } }
                == true)
        #expect(session.search?.hits.count == 1)
        #expect(session.perform(.nextHit).contains(.notice("hit 1/1")), "n goes round the hits found")
        #expect(session.perform(.searchMore).isEmpty, "nothing more to search")
    }

    @Test func aPhraseFoundOnlyBeforeThePageShownIsShownFromTheStart() {
        var session = ReaderSession(book: Self.book(), columns: 80, rows: 24)
        session.perform(.lastPage)
        search("P2000 Pierre", in: &session)
        var last: [ReaderEffect] = []
        while session.isSearching { last = session.perform(.searchMore) }
        #expect(last.contains(.notice("hit 1/1, from the start")))
        #expect(session.shownRange()?.contains(Self.offset(of: "P2000 Pierre", in: session)) == true)
    }

    /// A book of a hundred thousand paragraphs holding "hit" once each, eleven million code
    /// units (forty stretches and more), then a short chapter of its own page.
    private static func hitBook() -> (book: Book, lastChapter: Int) {
        let paragraph = Array(
            ("hit lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore"
                + " et dolore\n").utf16)
        var units: [UInt16] = []
        units.reserveCapacity(paragraph.count * TextSearch.maximumHits + 100)
        for _ in 0..<TextSearch.maximumHits { units += paragraph }
        let lastChapter = units.count
        units += Array("The end\n".utf16)
        var chapter = ParagraphStyle()
        chapter.pageBreakBefore = true
        let storage = TextStorage(
            units: units,
            paragraphStyleRuns: [
                ParagraphStyleRun(location: 0, style: .default),
                ParagraphStyleRun(location: lastChapter, style: chapter),
            ])
        return (Book(title: "Hits", storage: storage, fingerprint: "hits"), lastChapter)
    }

    /// Searches "hit" to the end; how many times the hits kept, whose address `hits` reads
    /// after each stretch, were moved to other memory, and how many stretches there were.
    private func movesOfTheHits(
        in session: inout ReaderSession, _ hits: (ReaderSession) -> UInt?
    ) -> (moves: Int, stretches: Int) {
        search("hit", in: &session)
        var moves = 0
        var stretches = 1
        var last = hits(session)
        while session.isSearching {
            session.perform(.searchMore)
            stretches += 1
            let now = hits(session)
            if let last, let now, now != last { moves += 1 }
            last = now ?? last
        }
        return (moves, stretches)
    }

    @Test func theHitsOfAStretchAreAddedToThoseFoundWithoutCopyingThem() {
        // Hits copied at each stretch move at each; added in place, they move only when their
        // memory is full, and it doubles: about log2(hits) times, whatever the stretches.
        let (book, lastChapter) = Self.hitBook()
        let bound = Int.bitWidth - TextSearch.maximumHits.leadingZeroBitCount
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        let shown = movesOfTheHits(in: &session) { session in
            session.search.map { search in search.hits.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        }
        #expect(shown.stretches > 2 * bound)
        #expect(shown.moves <= bound, "the hits shown moved \(shown.moves) times in \(shown.stretches) stretches")
        #expect(session.search?.hits.count == TextSearch.maximumHits)
        #expect(session.search?.current == 0)

        // From the last chapter, no hit is shown until the end: they are kept aside meanwhile.
        session = ReaderSession(book: book, columns: 80, rows: 24, anchor: lastChapter)
        let kept = movesOfTheHits(in: &session) { session in
            session.searching.map { pending in
                pending.before.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            }
        }
        #expect(kept.moves <= bound, "the hits kept moved \(kept.moves) times in \(kept.stretches) stretches")
        #expect(session.search?.hits.count == TextSearch.maximumHits)
        #expect(session.search?.current == 0, "shown from the start")
    }
}
