import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

@Suite("Position store")
struct PositionStoreTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/nested/reader" }

    @Test func aSavedPositionIsFoundAgainByFingerprint() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: "book") == nil)
        try store.save(offset: 1234, for: "book", path: "/books/a.txt")
        try store.save(offset: 99, for: "other", path: "/books/b.txt")
        let reopened = try PositionStore(directory: directory)
        #expect(try reopened.offset(for: "book") == 1234)
        try reopened.save(offset: 2000, for: "book", path: "/moved/a.txt")
        #expect(try store.offset(for: "book") == 2000)
        #expect(try store.path(for: "book") == "/moved/a.txt")
        #expect(try store.offset(for: "other") == 99)
    }

    @Test func pagesAreRememberedPerBookAndLayoutAndTheOldestLayoutsGo() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.pageStarts(for: "book", layout: "80x23") == nil)
        let starts = [0, 130, 2_000, 2_001, 70_000, 5_000_000_000]
        try store.save(pageStarts: starts, for: "book", layout: "80x23")
        try store.save(pageStarts: [0, 9], for: "other", layout: "80x23")
        #expect(try PositionStore(directory: directory).pageStarts(for: "book", layout: "80x23") == starts)
        #expect(try store.pageStarts(for: "book", layout: "100x30") == nil)
        for width in 1...PositionStore.layoutsKept {
            try store.save(pageStarts: [0, width], for: "book", layout: "w\(width)")
        }
        #expect(try store.pageStarts(for: "book", layout: "80x23") == nil, "the layout used longest ago goes")
        #expect(try store.pageStarts(for: "book", layout: "w1") == [0, 1])
        #expect(try store.pageStarts(for: "other", layout: "80x23") == [0, 9], "another book keeps its own")
        let saver = PositionSaver(store: store, fingerprint: "other", path: "/b.txt")
        #expect(saver.rememberedPages(layout: "80x23") == [0, 9])
        saver.remember(pageStarts: [0, 4, 8], layout: "80x23")
        #expect(saver.rememberedPages(layout: "80x23") == [0, 4, 8])
        try store.forget("other")
        #expect(saver.rememberedPages(layout: "80x23") == nil)
    }

    @Test func damagedRememberedPagesAreNone() throws {
        let store = try PositionStore(directory: directory)
        try store.save(pageStarts: [0, 10], for: "book", layout: "L")
        for damaged in [[0x80], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01], [0x05, 0x80]] as [[UInt8]]
        {
            try DatabaseQueue(path: store.file).write { db in
                try db.execute(sql: "UPDATE pages SET starts = ?", arguments: [Data(damaged)])
            }
            #expect(try store.pageStarts(for: "book", layout: "L") == nil, "\(damaged)")
        }
    }

    @Test func bookmarksAreKeptPerBookAndReplacedWhole() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.bookmarks(for: "book") == [])
        try store.save(bookmarks: [900, 12, 12, 400], for: "book")
        try store.save(bookmarks: [5], for: "other")
        let reopened = try PositionStore(directory: directory)
        #expect(try reopened.bookmarks(for: "book") == [12, 400, 900])
        try reopened.save(bookmarks: [400], for: "book")
        #expect(try store.bookmarks(for: "book") == [400])
        #expect(try store.bookmarks(for: "other") == [5])
        let saver = PositionSaver(store: store, fingerprint: "third", path: "/books/c.txt")
        saver.changed(bookmarks: [77, 3])
        saver.save()
        #expect(!saver.hasUnsaved)
        #expect(PositionSaver(store: reopened, fingerprint: "third", path: "/p").restore()?.bookmarks == [3, 77])
    }

    @Test func theLibraryListsTheBooksOpenedTheLastFirstAndForgetsThem() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.library() == [])
        try store.opened("a", title: "Anna Karenina", author: "Leo Tolstoy", length: 2000, path: "/books/anna.epub")
        try store.save(offset: 500, for: "a", path: "/books/anna.epub")
        try store.save(bookmarks: [10], for: "a")
        Thread.sleep(forTimeInterval: 0.01)
        try store.opened("b", title: "Walden", author: nil, length: 100, path: "/books/walden.txt")
        let library = try store.library()
        #expect(library.map(\.title) == ["Walden", "Anna Karenina"], "the last opened first")
        #expect(
            library.map(\.progress) == [0, 25] && library[1].author == "Leo Tolstoy"
                && library[0].path == "/books/walden.txt")
        try store.forget("a")
        #expect(try store.library().map(\.title) == ["Walden"])
        #expect(
            try store.offset(for: "a") == nil && store.bookmarks(for: "a").isEmpty, "its place and bookmarks go too")
    }

    @Test func twoReadersWritingAtOnceNeverCorruptTheStore() async throws {
        // Patient stores: this is about integrity, not about how long a lock is waited for.
        let first = try PositionStore(directory: directory, busyTimeout: 10)
        let second = try PositionStore(directory: directory, busyTimeout: 10)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in [first, second].enumerated() {
                nonisolated(unsafe) let store = store
                group.addTask {
                    for offset in 0..<200 {
                        try store.save(offset: offset, for: "shared", path: "/p")
                        try store.save(offset: offset, for: "own-\(index)", path: "/p")
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try first.offset(for: "shared") == 199)
        #expect(try second.offset(for: "own-0") == 199)
        #expect(try first.offset(for: "own-1") == 199)
    }

    @Test func aDirectoryThatCannotBeMadeIsAnErrorInWords() {
        #expect(throws: PositionStoreError.cannotCreate(path: "/dev/null/reader", reason: "a file is in the way")) {
            try PositionStore(directory: "/dev/null/reader")
        }
    }

    @Test func theDirectoryFollowsXDGStateHome() {
        #expect(
            PositionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"])
                == "/state/reader")
        #expect(PositionStore.defaultDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.local/state/reader")
        #expect(
            PositionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
                == "/h/.local/state/reader")
    }

    @Test func readingANewStoreWritesNothing() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: "book") == nil)
        #expect(try store.settings() == [:])
        #expect(try store.bookmarks(for: "book") == [])
        #expect(try store.highlights(for: "book") == [])
        #expect(try StoreFile.tableCount(in: store.file) == 0)
        try store.save(offset: 5, for: "book", path: "/b")
        #expect(
            try StoreFile.tableCount(in: store.file) == 9,
            "positions, settings, bookmarks, remembered pages, the library, highlights and the migrations run")
        #expect(try StoreFile.journalMode(of: store.file) == "delete")
    }

    @Test func aHeldLockFailsSavesAndReadsQuicklyAndSaysWhy() throws {
        try PositionStore(directory: directory).save(offset: 10, for: "book", path: "/b")
        let file = directory + "/positions.sqlite"
        let lock = try HeldLock(file: file)
        var saveError: PositionStoreError?
        var readError: PositionStoreError?
        // Opening, reading and saving under the lock, all well under a second.
        let waited = try ContinuousClock().measure {
            let store = try PositionStore(directory: directory)
            do { _ = try store.offset(for: "book") } catch { readError = error as? PositionStoreError }
            do { try store.save(offset: 20, for: "book", path: "/b") } catch {
                saveError = error as? PositionStoreError
            }
        }
        #expect(waited < .milliseconds(600))
        #expect(readError == .locked)
        #expect(saveError == .locked)
        #expect(saveError?.description == "the store is locked by another program")
        try lock.release()
        #expect(try StoreFile.offset(in: file, for: "book") == 10)
    }

    @Test func aStoreLockedAtFirstUseWorksOnceTheLockIsGone() throws {
        try PositionStore(directory: directory).save(offset: 10, for: "book", path: "/b")
        let lock = try HeldLock(file: directory + "/positions.sqlite")
        let store = try PositionStore(directory: directory)
        #expect(throws: PositionStoreError.locked) { try store.offset(for: "book") }
        try lock.release()
        #expect(try store.offset(for: "book") == 10)
        try store.save(offset: 30, for: "book", path: "/b")
        #expect(try StoreFile.offset(in: store.file, for: "book") == 30)
    }

    @Test func aReadOnlyStoreOpensOnTheSavedPlaceAndSaysItCannotSave() throws {
        let writable = try PositionStore(directory: directory)
        try writable.save(offset: 1234, for: "book", path: "/books/a.txt")
        try writable.save(settings: ["measure": "64"])
        let store = try PositionStore(directory: directory, readOnly: true)
        #expect(try store.offset(for: "book") == 1234)
        #expect(try store.settings() == ["measure": "64"])
        #expect(throws: PositionStoreError.readOnly) { try store.save(offset: 1500, for: "book", path: "/books/a.txt") }
        #expect(PositionStoreError.readOnly.description == "the store is read-only")
        #expect(try StoreFile.offset(in: store.file, for: "book") == 1234)
    }

    @Test func anOldWALStoreBecomesARollbackJournalAndCanThenBeReadOnly() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/positions.sqlite"
        var configuration = Configuration()
        configuration.journalMode = .wal
        try DatabaseQueue(path: file, configuration: configuration).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE position (fingerprint TEXT PRIMARY KEY NOT NULL, offset INTEGER NOT NULL,
                        path TEXT NOT NULL, updated REAL NOT NULL);
                    CREATE TABLE setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                    INSERT INTO position VALUES ('book', 777, '/b', 0);
                    """)
        }
        #expect(try StoreFile.journalMode(of: file) == "wal")
        #expect(try PositionStore(directory: directory).offset(for: "book") == 777)
        #expect(try StoreFile.journalMode(of: file) == "delete")
        #expect(!FileManager.default.fileExists(atPath: file + "-shm"))
        #expect(try PositionStore(directory: directory, readOnly: true).offset(for: "book") == 777)
    }

    @Test func aDamagedStoreSaysSoWhenReadOnlyAndIsHealedOtherwise() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/positions.sqlite"
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: file))
        let readOnly = try PositionStore(directory: directory, readOnly: true)
        #expect(throws: PositionStoreError.damaged) { try readOnly.offset(for: "book") }
        #expect(PositionStoreError.damaged.description == "the store is damaged")
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: "book") == nil)
        try store.save(offset: 2, for: "book", path: "/b")
        #expect(try StoreFile.offset(in: file, for: "book") == 2)
    }
}
