import Formats
import Testing
import TextEngine

@testable import ReaderCore

/// Keys that go far in a long book without page breaks answer after a few pages of layout,
/// never after laying out the book: the end, a share, a search hit and a resize show their
/// place at once; a page number past the pages found is waited for while they are found.
@Suite("Far places in a long book")
struct FarPlacesTests {
    /// 3,000 numbered paragraphs and no page break: about 2,000 pages of 60x20.
    private static let long = numberedBook(paragraphs: 3000)

    /// The page starts of a full layout in the text area of a 60x20 terminal: the oracle.
    private static let starts: [Int] = {
        var starts: [Int] = []
        let container = ReaderSession(book: long, columns: 60, rows: 20).paginator.container
        LayoutManager(storage: long.storage).forEachPage(in: container, decorated: false) {
            starts.append($0.range.lowerBound)
        }
        return starts
    }()

    private func session() -> ReaderSession {
        ReaderSession(book: Self.long, columns: 60, rows: 20)
    }

    /// The pages laid out while `body` runs.
    private func pagesLaidOut(by session: inout ReaderSession, _ body: (inout ReaderSession) -> Void) -> Int {
        let before = session.paginator.pagesLaidOut
        body(&session)
        return session.paginator.pagesLaidOut - before
    }

    @Test func theEndShowsAtOnceAndItsNumberComesLater() throws {
        try #require(Self.starts.count > 700)
        var session = session()
        let work = pagesLaidOut(by: &session) { $0.perform(.lastPage) }
        #expect(work <= 6, "G laid out \(work) pages")
        let shown = try #require(session.shownRange())
        #expect(shown.upperBound == Self.long.storage.length, "the last page is shown")
        #expect(session.pageNumber(of: shown.lowerBound) == nil, "not numbered yet")
        while session.paginator.hasWorkLeft { session.paginator.layOutMorePages(200) }
        #expect(session.shownRange()?.lowerBound == Self.starts.last, "the full layout's last page")
        #expect(session.currentPage() == Self.starts.count - 1)
    }

    @Test func aResizeAtAFarPlaceShowsItAtOnce() throws {
        var session = session()
        while session.paginator.hasWorkLeft { session.paginator.layOutMorePages(200) }
        session.perform(.lastPage)
        session.perform(.previousPage)
        let anchor = session.anchor
        let work = pagesLaidOut(by: &session) {
            $0.perform(.resize(columns: 47, rows: 15))
            _ = $0.shownRange()
        }
        #expect(work <= 6, "the resize laid out \(work) pages")
        #expect(try #require(session.shownRange()).contains(anchor), "the place read is on the page shown")
    }

    @Test func aSearchHitFarAwayIsShownAtOnce() throws {
        var session = session()
        session.perform(.openPrompt(.search))
        for character in "P2900 " { session.perform(.prompt(.edit(.insert(character)))) }
        session.perform(.prompt(.submit))
        while session.isSearching { session.perform(.searchMore) }
        let hit = try #require(session.search?.hits.first)
        let work = pagesLaidOut(by: &session) { $0.perform(.nextHit) }
        #expect(work <= 8, "the jump laid out \(work) pages")
        #expect(try #require(session.shownRange()).contains(hit.lowerBound))
    }

    @Test func aPageNumberPastThePagesFoundIsWaitedFor() throws {
        var session = session()
        let effects = goTo("600", in: &session)
        #expect(effects.contains(.notice("Counting the pages up to 600…")))
        #expect(session.anchor == 0 && session.awaitedPage == 600, "nothing moves yet")
        var arrived: [ReaderEffect] = []
        while arrived.isEmpty {
            session.paginator.layOutMorePages(100)
            arrived = session.perform(.goToAwaitedPage)
        }
        #expect(session.anchor == Self.starts[599] && session.currentPage() == 599)
        #expect(session.awaitedPage == nil)
    }

    @Test func aKeyGivesUpTheWaitAndAPageTooFarIsSaidOnceCounted() {
        var session = session()
        _ = goTo("700", in: &session)
        session.perform(.nextPage)
        #expect(session.awaitedPage == nil && session.currentPage() == 1, "the key went on from where it was")
        _ = goTo("99999", in: &session)
        var said: [ReaderEffect] = []
        while said.isEmpty {
            session.paginator.layOutMorePages(500)
            said = session.perform(.goToAwaitedPage)
        }
        #expect(said == [.notice("No page 99999: the book has \(Self.starts.count)")])
        #expect(session.currentPage() == 1)
    }

    private func goTo(_ text: String, in session: inout ReaderSession) -> [ReaderEffect] {
        session.perform(.openPrompt(.goTo))
        for character in text { session.perform(.prompt(.edit(.insert(character)))) }
        return session.perform(.prompt(.submit))
    }
}
