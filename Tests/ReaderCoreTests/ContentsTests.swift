import Formats
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

@Suite("Table of contents")
struct ContentsTests {
    private func chapteredBook() -> Book {
        var book = numberedBook(paragraphs: 90)
        let text = book.storage.string
        let starts = ["P1 ", "P30 ", "P60 "].map { mark in
            text.range(of: mark).map { text.utf16.distance(from: text.utf16.startIndex, to: $0.lowerBound) } ?? -1
        }
        book.chapters = zip(["One", "Two", "Three"], starts).map { Chapter(title: $0, offset: $1) }
        return book
    }

    @Test func theCurrentChapterIsPreselectedAndEnterGoesThere() {
        var session = ReaderSession(book: chapteredBook(), columns: 80, rows: 24)
        let chapterTwoPage = session.paginator.layOutPage(containing: session.book.chapters[1].offset) + 1
        while session.currentPage() + 1 < chapterTwoPage + 1 { session.perform(.nextPage) }
        #expect(session.currentChapter()?.title == "Two")
        #expect(session.mode == .reading)
        session.perform(.toggleContents)
        #expect(session.mode == .contents && session.overlay == .contents(ContentsOverlay(selection: 1)))
        session.perform(.contents(.move(1)))
        session.perform(.contents(.move(5)))
        #expect(session.overlay == .contents(ContentsOverlay(selection: 2)), "the selection stays within the entries")
        let effects = session.perform(.contents(.open))
        #expect(effects == [.savePosition(session.anchor)])
        #expect(session.overlay == nil && session.mode == .reading)
        #expect(session.paginator.layOutPage(at: session.currentPage()).range.contains(session.book.chapters[2].offset))
        #expect(session.currentChapter()?.title == "Three")
    }

    @Test func escapeClosesWithoutMoving() {
        var session = ReaderSession(book: chapteredBook(), columns: 80, rows: 24)
        session.perform(.toggleContents)
        session.perform(.contents(.move(2)))
        #expect(KeyBindings.command(for: .escape, in: .contents) == .action(.toggleContents))
        #expect(KeyBindings.command(for: .character("j"), in: .contents) == .action(.contents(.move(1))))
        #expect(KeyBindings.command(for: .enter, in: .contents) == .action(.contents(.open)))
        session.perform(.toggleContents)
        #expect(session.overlay == nil && session.mode == .reading && session.currentPage() == 0)
        #expect(KeyBindings.command(for: .character("j")) == .action(.nextPage), "reading keys are back")
    }

    @Test func theOverlayListsEntriesWithPageNumbers() {
        var session = ReaderSession(book: chapteredBook(), columns: 80, rows: 24)
        session.perform(.toggleContents)
        let early = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows()
        #expect(
            early.first { $0.contains("Three") }?.hasSuffix("… │") == true,
            "no number before the pages before it are found")
        // The oracle: the page holding the chapter in a layout of its own.
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: session.book.storage), container: session.paginator.container)
        let number = pages.index(containing: session.book.chapters[2].offset) + 1
        _ = session.paginator.layOutAllPages()
        let rows = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows()
        let three = rows.first { $0.contains("Three") } ?? ""
        #expect(number > 1 && three.hasSuffix("\(number) │"))
        #expect(rows.contains { $0.contains("╭─ Contents") })
        let status = rows[23]
        #expect(status.contains("Numbers · One"))
    }

    @Test func aBookWithoutChaptersHasNoOverlay() {
        var session = ReaderSession(book: numberedBook(paragraphs: 3), columns: 80, rows: 24)
        session.perform(.toggleContents)
        #expect(session.overlay == nil)
    }

    @Test func tOnABookWithoutChaptersSaysSo() {
        var session = ReaderSession(book: numberedBook(paragraphs: 10), columns: 80, rows: 24)
        #expect(session.perform(.toggleContents) == [.notice("This book has no chapters to list")])
        #expect(session.mode == .reading)
    }
}
