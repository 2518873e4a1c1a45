import Foundation
import TestSupport
import Testing

@testable import Store

/// A book forgotten and put back: everything the store kept of it comes back as it was, and
/// another book is never touched.
@Suite("Forgetting and restoring a book")
struct ForgettingTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }

    private func keep(_ fingerprint: String, in store: PositionStore, offset: Int) throws {
        try store.opened(
            fingerprint, title: "Title \(fingerprint)", author: "Ann", length: 1000, path: "/\(fingerprint)")
        try store.save(offset: offset, for: fingerprint, path: "/\(fingerprint)")
        try store.save(bookmarks: [10, 20, 30], for: fingerprint)
        try store.save(
            highlights: [HighlightStoreTests.row("h1", 5), HighlightStoreTests.row("h2", 50, note: "a note")],
            removing: [], for: fingerprint)
        try store.save(pageStarts: [0, 100, 200], for: fingerprint, layout: "80x24")
        try store.save(settings: ["measure \(fingerprint)": "60", "spread \(fingerprint)": "off"])
    }

    @Test func theMarksOfABookAreCounted() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.keptMarks(of: "a") == (0, 0))
        try keep("a", in: store, offset: 400)
        #expect(try store.keptMarks(of: "a") == (3, 2))
    }

    @Test func aForgottenBookIsRestoredWithItsPlaceMarksAndPages() throws {
        let store = try PositionStore(directory: directory)
        try keep("a", in: store, offset: 400)
        try keep("b", in: store, offset: 700)
        let forgotten = try store.forget("a")
        #expect(try store.offset(for: "a") == nil)
        #expect(try store.bookmarks(for: "a").isEmpty)
        #expect(try store.highlights(for: "a").isEmpty)
        #expect(try store.library().map(\.fingerprint) == ["b"])
        #expect(try store.keptMarks(of: "a") == (0, 0))
        #expect(try store.settings() == ["measure b": "60", "spread b": "off"], "the book's own settings go")

        try store.restore(forgotten)
        #expect(try store.settings()["measure a"] == "60")
        #expect(try store.offset(for: "a") == 400)
        #expect(try store.bookmarks(for: "a") == [10, 20, 30])
        #expect(
            try store.highlights(for: "a")
                == [HighlightStoreTests.row("h1", 5), HighlightStoreTests.row("h2", 50, note: "a note")])
        #expect(try store.pageStarts(for: "a", layout: "80x24") == [0, 100, 200])
        let entry = try #require(try store.library().first { $0.fingerprint == "a" })
        #expect(entry.title == "Title a" && entry.author == "Ann" && entry.path == "/a" && entry.progress == 40)
        #expect(try store.offset(for: "b") == 700)
    }

    @Test func whatTheBookGotSinceWinsOverWhatIsRestored() throws {
        let store = try PositionStore(directory: directory)
        try keep("a", in: store, offset: 400)
        let forgotten = try store.forget("a")
        try store.save(offset: 900, for: "a", path: "/a")
        try store.restore(forgotten)
        #expect(try store.offset(for: "a") == 900)
        #expect(try store.bookmarks(for: "a") == [10, 20, 30])
    }
}
