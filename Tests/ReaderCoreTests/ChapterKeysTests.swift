import Formats
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

@Suite("Chapter keys")
struct ChapterKeysTests {
    /// 120 numbered paragraphs under a contents written by hand: two parts, their sections, an
    /// entry listed out of order (P10, after P20) and one on the same page as the one before it.
    private static func book() -> (Book, [String: Int]) {
        var book = numberedBook(paragraphs: 120)
        let text = book.storage.string
        func offset(_ mark: String) -> Int {
            let range = text.range(of: mark)!
            return text.utf16.distance(from: text.utf16.startIndex, to: range.lowerBound)
        }
        let places = [
            "P1": offset("P1 "), "P10": offset("P10 "), "P20": offset("P20 "), "P20+": offset("P20 ") + 4,
            "P60": offset("P60 "), "P90": offset("P90 "),
        ]
        book.chapters = [
            Chapter(title: "Part One", offset: places["P1"]!, level: 0),
            Chapter(title: "1", offset: places["P1"]!, level: 1),
            Chapter(title: "2", offset: places["P20"]!, level: 1),
            Chapter(title: "2 again", offset: places["P20+"]!, level: 1),
            Chapter(title: "Back", offset: places["P10"]!, level: 1),
            Chapter(title: "Part Two", offset: places["P60"]!, level: 0),
            Chapter(title: "3", offset: places["P60"]!, level: 1),
            Chapter(title: "4", offset: places["P90"]!, level: 1),
        ]
        return (book, places)
    }

    /// Whether the pages shown hold `offset`.
    private func shows(_ session: ReaderSession, _ offset: Int) -> Bool {
        session.shownRange()?.contains(offset) == true
    }

    @Test func sectionKeysGoForwardPastEntriesOutOfOrderOrOnThePageShown() {
        let (book, at) = Self.book()
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .character("]")) == .action(.nextSection))
        #expect(KeyBindings.command(for: .character("[")) == .action(.previousSection))
        for expected in ["P10", "P20", "P60", "P90"] {
            let before = session.anchor
            #expect(session.perform(.nextSection) == [.savePosition(session.anchor)])
            #expect(shows(session, at[expected]!) && session.anchor > before, "] goes on to \(expected)")
        }
        let last = session.anchor
        #expect(session.perform(.nextSection) == [.notice("No section after this page")])
        #expect(session.anchor == last)
        // Back: the previous entry begun before the page; "2 again" shares 2's page.
        for expected in ["P60", "P20+", "P10", "P1"] {
            session.perform(.previousSection)
            #expect(shows(session, at[expected]!), "[ goes back to \(expected)")
        }
        #expect(session.currentPage() == 0)
        #expect(session.perform(.previousSection) == [.notice("No section before this page")])
    }

    @Test func chapterKeysMoveByTheTopLevelAndAreJumps() {
        let (book, at) = Self.book()
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .character("}")) == .action(.nextChapter))
        #expect(KeyBindings.command(for: .character("{")) == .action(.previousChapter))
        session.perform(.nextChapter)
        #expect(shows(session, at["P60"]!))
        #expect(session.perform(.nextChapter) == [.notice("No chapter after this page")])
        session.perform(.goBack)
        #expect(session.currentPage() == 0, "u goes back where the chapter key left")
        session.perform(.nextSection)
        session.perform(.nextSection)
        session.perform(.nextSection)
        session.perform(.nextSection)
        #expect(shows(session, at["P90"]!))
        session.perform(.previousChapter)
        #expect(shows(session, at["P60"]!), "{ goes to the start of the part read")
        session.perform(.previousChapter)
        #expect(session.currentPage() == 0)
        #expect(session.perform(.previousChapter) == [.notice("No chapter before this page")])
    }

    @Test func underASingleRootTheChapterKeysMoveByTheLevelBelow() {
        var (book, at) = Self.book()
        book.chapters =
            [Chapter(title: "The Book", offset: 0, level: 0)]
            + [("P20", "One"), ("P60", "Two"), ("P90", "Three")].map { Chapter(title: $1, offset: at[$0]!, level: 1) }
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        session.perform(.nextChapter)
        #expect(shows(session, at["P20"]!))
        session.perform(.nextChapter)
        #expect(shows(session, at["P60"]!))
    }

    @Test func aBookWithoutContentsSaysSo() {
        var session = ReaderSession(book: numberedBook(paragraphs: 40), columns: 80, rows: 24)
        #expect(session.perform(.nextSection) == [.notice("This book has no contents")])
        #expect(session.currentPage() == 0)
    }
}
