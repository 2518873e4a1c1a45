import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// Places kept under the fingerprint of the reader's earlier versions (FNV-1a, `<16 hex>-<count>`)
/// are found and moved to the book's fingerprint (`xxh64-<16 hex>-<count>`) the first time the
/// book is opened again.
@Suite("Places kept under an earlier fingerprint")
struct EarlierFingerprintTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }
    private let earlier = "0123456789abcdef-4096"
    private let current = "xxh64-fedcba9876543210-4096"

    private func keepEverything(under fingerprint: String, in store: PositionStore) throws {
        try store.save(offset: 777, for: fingerprint, path: "/books/a.txt")
        try store.save(bookmarks: [5, 900], for: fingerprint)
        try store.save(pageStarts: [0, 40, 80], for: fingerprint, layout: "80x23")
        try store.opened(fingerprint, title: "A Book", author: "Someone", length: 1000, path: "/books/a.txt")
    }

    @Test func theFirstOpeningMovesThePlaceBookmarksPagesAndLibraryEntry() throws {
        let store = try PositionStore(directory: directory)
        try keepEverything(under: earlier, in: store)
        try store.save(offset: 5, for: "0123456789abcdef-4097", path: "/books/other-size.txt")
        var asked = 0
        let saver = PositionSaver(store: store, fingerprint: current, path: "/books/a.txt") {
            asked += 1
            return earlier
        }
        let place = try #require(saver.restore())
        #expect(place.offset == 777 && place.bookmarks == [5, 900])
        #expect(asked == 1)
        #expect(try store.offset(for: earlier) == nil && store.bookmarks(for: earlier).isEmpty)
        #expect(try store.pageStarts(for: current, layout: "80x23") == [0, 40, 80])
        #expect(try store.library().map(\.fingerprint).contains(current))
        #expect(try !store.library().map(\.fingerprint).contains(earlier))
        #expect(try store.offset(for: "0123456789abcdef-4097") == 5, "a book of another size is left alone")
        // Opened again: nothing is left to move, and the earlier fingerprint is not taken.
        #expect(
            PositionSaver(store: store, fingerprint: current, path: "/b") {
                asked += 1
                return earlier
            }.restore()?.offset == 777)
        #expect(asked == 1)
    }

    @Test func theEarlierFingerprintIsTakenOnlyWhenABookOfTheSameSizeWasKept() throws {
        let store = try PositionStore(directory: directory)
        var asked = 0
        let fresh = PositionSaver(store: store, fingerprint: current, path: "/b") {
            asked += 1
            return earlier
        }
        #expect(fresh.restore()?.offset == nil && asked == 0, "an empty store")
        try store.save(offset: 1, for: "xxh64-0000000000000000-4096", path: "/same-size-new.txt")
        try store.save(offset: 2, for: "0123456789abcdef-40960", path: "/longer.txt")
        #expect(try !store.hasEarlierFingerprint(count: 4096))
        #expect(fresh.restore()?.offset == nil && asked == 0, "no earlier fingerprint of this size")
        try store.save(offset: 3, for: "fedcba9876543210-4096", path: "/same-size-old.txt")
        #expect(try store.hasEarlierFingerprint(count: 4096))
        #expect(fresh.restore()?.offset == nil && asked == 1, "another book of the same size: asked, nothing moved")
        #expect(try store.offset(for: "fedcba9876543210-4096") == 3)
    }

    @Test func whatTheBookAlreadyHasUnderItsFingerprintWins() throws {
        let store = try PositionStore(directory: directory)
        try keepEverything(under: earlier, in: store)
        try store.save(bookmarks: [42], for: current)
        try store.adopt(earlier, as: current)
        #expect(try store.bookmarks(for: current) == [5, 42, 900], "bookmarks are a set: both kept")
        try store.save(offset: 10, for: earlier, path: "/old")
        try store.adopt(earlier, as: current)
        #expect(try store.offset(for: current) == 777 && store.offset(for: earlier) == nil)
    }

    @Test func aReadOnlyStoreStillOpensOnThePlaceKeptUnderTheEarlierFingerprint() throws {
        try keepEverything(under: earlier, in: try PositionStore(directory: directory))
        let saver = PositionSaver(
            store: try PositionStore(directory: directory, readOnly: true), fingerprint: current, path: "/b"
        ) { earlier }
        #expect(saver.restore()?.offset == 777)
    }

    @Test func aStoreOlderThanTheLibraryHasItsPlacesMovedToo() throws {
        // Stores written before the library have a table of places and none of books.
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try DatabaseQueue(path: directory + "/positions.sqlite").write { db in
            try db.execute(
                sql: """
                    CREATE TABLE position (
                        fingerprint TEXT PRIMARY KEY NOT NULL, offset INTEGER NOT NULL, path TEXT NOT NULL,
                        updated REAL NOT NULL);
                    INSERT INTO position VALUES ('\(earlier)', 321, '/books/a.txt', 0);
                    """)
        }
        let store = try PositionStore(directory: directory)
        #expect(try store.hasEarlierFingerprint(count: 4096))
        #expect(PositionSaver(store: store, fingerprint: current, path: "/b") { earlier }.restore()?.offset == 321)
        #expect(try store.offset(for: earlier) == nil)
    }
}
