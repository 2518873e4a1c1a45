import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// `/` searches from the page shown, `n` and `N` go through the hits, wrapping at the ends,
/// and the hits on the pages shown are highlighted.
@Suite("Search")
struct SearchTests {
    /// Sixty paragraphs; "Pierre" in paragraphs 5, 30 and 50 as "Pierre", "PIERRE" and "Pierre's".
    private static func book() -> Book {
        let text = (1...60).map { number -> String in
            let name = [5: " Pierre", 30: " PIERRE", 50: " Pierre's"][number] ?? ""
            return "P\(number)" + name + " " + (1...30).map { "w\($0)" }.joined(separator: " ")
        }.joined(separator: "\n\n")
        return Book(title: "Search", storage: TextStorage(text), fingerprint: "search")
    }

    private func search(_ phrase: String, in session: inout ReaderSession) -> [ReaderEffect] {
        session.perform(.openPrompt(.search))
        for character in phrase { session.perform(.prompt(.edit(.insert(character)))) }
        return session.perform(.prompt(.submit))
    }

    private func page(holding word: String, in session: ReaderSession) -> Int {
        let text = session.book.storage.string
        let offset = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound)
        return session.paginator.layOutPage(containing: offset)
    }

    @Test func slashFindsEveryCaseAndNGoesThroughTheHits() {
        var session = ReaderSession(book: Self.book(), columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .character("/")) == .action(.openPrompt(.search)))
        #expect(KeyBindings.command(for: .character("n")) == .action(.nextHit))
        #expect(KeyBindings.command(for: .character("N")) == .action(.previousHit))
        #expect(search("pierre", in: &session).contains(.notice("hit 1/3")))
        #expect(session.currentPage() == page(holding: "P5 Pierre", in: session))
        #expect(session.perform(.nextHit).contains(.notice("hit 2/3")))
        #expect(session.currentPage() == page(holding: "PIERRE", in: session))
        session.perform(.nextHit)
        #expect(session.currentPage() == page(holding: "Pierre's", in: session))
        #expect(session.perform(.nextHit).contains(.notice("hit 1/3, from the start")))
        #expect(session.perform(.previousHit).contains(.notice("hit 3/3, from the end")))
        session.perform(.goBack)
        #expect(
            session.currentPage() == page(holding: "P5 Pierre", in: session), "a hit's page is a jump to go back from")
    }

    @Test func aSearchStartsFromThePageShown() {
        var session = ReaderSession(book: Self.book(), columns: 80, rows: 24)
        session.perform(.openPrompt(.goTo))
        for character in "\(page(holding: "PIERRE", in: session) + 2)" {
            session.perform(.prompt(.edit(.insert(character))))
        }
        session.perform(.prompt(.submit))
        #expect(search("PIERRE", in: &session).contains(.notice("hit 3/3")))
        #expect(search("nowhere", in: &session) == [.notice("Not found: nowhere")])
        #expect(session.perform(.nextHit) == [.notice("No search yet: / searches")])
    }

    @Test func hitsOnThePageAreHighlightedTheCurrentOneDistinct() throws {
        var session = ReaderSession(book: Self.book(), columns: 80, rows: 24)
        _ = search("w30", in: &session)
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        var highlighted: [(row: Int, column: Int, current: Bool)] = []
        for row in 0..<23 {
            for column in 0..<80 where screen[row, column].style.contains(.reverse) && screen[row, column].text == "w" {
                highlighted.append((row, column, screen[row, column].style.contains(.underline)))
            }
        }
        let hits = session.visibleHits().hits
        #expect(hits.count > 1 && highlighted.count == hits.count, "every hit on the page is highlighted")
        #expect(highlighted.filter(\.current).count == 1, "one is the current hit")
        let first = try #require(highlighted.first)
        #expect(screen[first.row, first.column - 1].text == "▐", "a hit's ends are rounded off")
    }
}
