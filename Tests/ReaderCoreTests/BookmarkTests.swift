import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// `m` sets a bookmark on the page shown or takes it away, `B` lists them (first words, page,
/// chapter), Enter goes, `d` deletes; every change is an effect the loop saves at once.
@Suite("Bookmarks")
struct BookmarkTests {
    @Test func mTogglesABookmarkAndBListsThem() {
        var book = numberedBook(paragraphs: 80)
        book.chapters = [Chapter(title: "The Start", offset: 0)]
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .character("m")) == .action(.toggleBookmark))
        #expect(KeyBindings.command(for: .character("B")) == .action(.toggleBookmarks))
        #expect(session.perform(.toggleBookmarks) == [.notice("No bookmarks yet: m sets one")])
        session.perform(.nextPage)
        session.perform(.nextPage)
        let third = session.anchor
        #expect(
            session.perform(.toggleBookmark) == [.saveBookmarks([third]), .notice("Bookmarked: B lists the bookmarks")])
        session.perform(.lastPage)
        let last = session.anchor
        session.perform(.toggleBookmark)
        #expect(session.bookmarks == [third, last])
        session.perform(.toggleBookmark)
        #expect(session.bookmarks == [third], "m again takes it away")
        session.perform(.toggleBookmark)
        session.perform(.firstPage)

        session.perform(.toggleBookmarks)
        #expect(session.mode == .bookmarks && session.overlay == .bookmarks(BookmarksOverlay(selection: 0)))
        let rows = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows().joined(separator: "\n")
        let words = session.book.storage.string(in: third..<third + 8)
        #expect(rows.contains("Bookmarks") && rows.contains(words) && rows.contains("The Start"), "\(rows)")
        session.perform(.bookmarks(.move(1)))
        session.perform(.bookmarks(.open))
        #expect(session.mode == .reading && session.anchor == last)
        session.perform(.toggleBookmarks)
        let effects = session.perform(.bookmarks(.delete))
        #expect(effects == [.saveBookmarks([last]), .notice("Bookmark deleted")])
    }

    @Test func bookmarksComeBackWithTheSession() {
        let session = ReaderSession(
            book: numberedBook(paragraphs: 20), columns: 80, rows: 24, bookmarks: [50, -3, 10, 999_999])
        #expect(session.bookmarks == [10, 50], "places outside the book are dropped")
    }
}
