import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// Stores made by each earlier version of the reader, written here with the SQL those versions
/// ran, keep their places, settings, bookmarks, library and remembered pages once migrated.
@Suite("Store schema migrations")
struct SchemaMigrationTests {
    private let temporary = TemporaryDirectory()

    /// The tables as the earlier versions made them, each version adding one.
    private static let position = """
        CREATE TABLE IF NOT EXISTS position (
            fingerprint TEXT PRIMARY KEY NOT NULL, offset INTEGER NOT NULL, path TEXT NOT NULL, updated REAL NOT NULL)
        """
    private static let setting =
        "CREATE TABLE IF NOT EXISTS setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)"
    private static let bookmark = """
        CREATE TABLE IF NOT EXISTS bookmark (
            fingerprint TEXT NOT NULL, offset INTEGER NOT NULL, PRIMARY KEY (fingerprint, offset))
        """
    private static let book = """
        CREATE TABLE IF NOT EXISTS book (
            fingerprint TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, author TEXT, length INTEGER NOT NULL,
            path TEXT NOT NULL, opened REAL NOT NULL)
        """
    private static let pages = """
        CREATE TABLE IF NOT EXISTS pages (
            fingerprint TEXT NOT NULL, layout TEXT NOT NULL, starts BLOB NOT NULL, saved REAL NOT NULL,
            PRIMARY KEY (fingerprint, layout))
        """

    /// An earlier schema: the commit that made it, its tables, whether it kept a WAL journal.
    struct Earlier: Sendable, CustomTestStringConvertible {
        let commit: String
        let tables: [String]
        let wal: Bool
        /// The fingerprint books were kept under then: FNV-1a before 7939dbf, XXH64 since.
        var fingerprint = "0123456789abcdef-4096"
        /// The migrations GRDB's migrator had recorded in it.
        var migrations: [String] = []
        var testDescription: String { commit }
    }

    static let earlier = [
        Earlier(commit: "93f8de9", tables: [position], wal: true),
        Earlier(commit: "5f300b3", tables: [position, setting], wal: true),
        Earlier(commit: "73b981e", tables: [position, setting], wal: false),
        Earlier(commit: "ac9c8fa", tables: [position, setting, bookmark], wal: false),
        Earlier(commit: "a7d6269", tables: [position, setting, book, bookmark], wal: false),
        Earlier(commit: "ab920d8", tables: [position, setting, book, pages, bookmark], wal: false),
        Earlier(
            commit: "7939dbf", tables: [position, setting, book, pages, bookmark], wal: false,
            fingerprint: "xxh64-fedcba9876543210-4096"),
        Earlier(
            commit: "1911dd6", tables: [position, setting, book, pages, bookmark], wal: false,
            fingerprint: "xxh64-fedcba9876543210-4096",
            migrations: ["places, settings, library, remembered pages, bookmarks"]),
    ]

    /// Writes a store as `schema`'s version did, with what it could hold.
    private func makeStore(_ schema: Earlier, in directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let database = try DatabaseQueue(path: directory + "/positions.sqlite")
        if schema.wal { try database.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") } }
        try database.write { db in
            for table in schema.tables { try db.execute(sql: table) }
            if !schema.migrations.isEmpty {
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for migration in schema.migrations {
                    try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [migration])
                }
            }
            let fingerprint = schema.fingerprint
            try db.execute(
                sql: "INSERT INTO position (fingerprint, offset, path, updated) VALUES (?, 777, '/books/a.txt', 1)",
                arguments: [fingerprint])
            if schema.tables.contains(Self.setting) {
                try db.execute(sql: "INSERT INTO setting (name, value) VALUES ('justify', 'true'), ('measure', '66')")
            }
            if schema.tables.contains(Self.bookmark) {
                try db.execute(
                    sql: "INSERT INTO bookmark (fingerprint, offset) VALUES (?, 5), (?, 900)",
                    arguments: [fingerprint, fingerprint])
            }
            if schema.tables.contains(Self.book) {
                try db.execute(
                    sql: """
                        INSERT INTO book (fingerprint, title, author, length, path, opened)
                        VALUES (?, 'A Book', 'Someone', 1000, '/books/a.txt', 2)
                        """, arguments: [fingerprint])
            }
            if schema.tables.contains(Self.pages) {
                // 0, 40, 80 as deltas in LEB128.
                try db.execute(
                    sql: "INSERT INTO pages (fingerprint, layout, starts, saved) VALUES (?, '80x23', ?, 3)",
                    arguments: [fingerprint, Data([0, 40, 40])])
            }
        }
    }

    @Test(arguments: earlier) func anEarlierStoreKeepsWhatItHeldOnceMigrated(schema: Earlier) throws {
        let directory = temporary.path + "/" + schema.commit
        try makeStore(schema, in: directory)
        let store = try PositionStore(directory: directory)
        let fingerprint = schema.fingerprint
        // The first write migrates.
        try store.save(offset: 12, for: "another", path: "/books/b.txt")
        #expect(try store.offset(for: fingerprint) == 777)
        #expect(try store.path(for: fingerprint) == "/books/a.txt")
        let has = Set(schema.tables)
        #expect(try store.settings() == (has.contains(Self.setting) ? ["justify": "true", "measure": "66"] : [:]))
        #expect(try store.bookmarks(for: fingerprint) == (has.contains(Self.bookmark) ? [5, 900] : []))
        #expect(
            try store.pageStarts(for: fingerprint, layout: "80x23") == (has.contains(Self.pages) ? [0, 40, 80] : nil))
        #expect(try store.library().map(\.title) == (has.contains(Self.book) ? ["A Book"] : []))
        #expect(
            try DatabaseQueue(path: store.file).read(StoreSchema.migrator.hasCompletedMigrations),
            "every migration is recorded")
        // What it could not hold before, it holds now.
        try store.save(bookmarks: [3], for: "another")
        try store.save(pageStarts: [0, 9], for: "another", layout: "80x23")
        try store.opened("another", title: "B", author: nil, length: 100, path: "/books/b.txt")
        try store.save(settings: ["theme": "dark"])
        #expect(try store.bookmarks(for: "another") == [3])
        #expect(try store.pageStarts(for: "another", layout: "80x23") == [0, 9])
        #expect(try store.library().map(\.fingerprint).contains("another"))
        #expect(try store.settings()["theme"] == "dark")
        let highlight = StoredHighlight(
            id: "h", start: 1, end: 4, exact: "abc", prefix: "", suffix: "d", colour: "pink", note: "", isLost: false,
            created: 1, updated: 2)
        try store.save(highlights: [highlight], removing: [], for: fingerprint)
        #expect(try store.highlights(for: fingerprint) == [highlight])
    }

    @Test func aStoreOfTheEarlierFingerprintIsStillAdoptedOnceMigrated() throws {
        let schema = Self.earlier.first { $0.commit == "ab920d8" }!
        let directory = temporary.path + "/fnv"
        try makeStore(schema, in: directory)
        let store = try PositionStore(directory: directory)
        try store.save(settings: ["justify": "false"])
        #expect(try store.hasEarlierFingerprint(count: 4096))
        try store.adopt(schema.fingerprint, as: "xxh64-fedcba9876543210-4096")
        #expect(try store.offset(for: "xxh64-fedcba9876543210-4096") == 777)
        #expect(try store.bookmarks(for: "xxh64-fedcba9876543210-4096") == [5, 900])
        #expect(try store.pageStarts(for: "xxh64-fedcba9876543210-4096", layout: "80x23") == [0, 40, 80])
    }

    @Test func readingAStoreNeverMigratesIt() throws {
        let schema = Self.earlier[0]
        let directory = temporary.path + "/read"
        try makeStore(schema, in: directory)
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: schema.fingerprint) == 777)
        #expect(try store.bookmarks(for: schema.fingerprint) == [])
        let tables = try DatabaseQueue(path: store.file).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        #expect(tables == ["position"])
    }

    @Test func twoReadersMigratingAtOnceBothSave() async throws {
        for round in 0..<20 {
            let directory = temporary.path + "/race-\(round)"
            // Patient stores: a lock is waited for; only a failure of migration would throw.
            let stores = try (0..<2).map { _ in try PositionStore(directory: directory, busyTimeout: 10) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, store) in stores.enumerated() {
                    nonisolated(unsafe) let store = store
                    group.addTask { try store.save(offset: index, for: "book-\(index)", path: "/p") }
                }
                try await group.waitForAll()
            }
            #expect(try stores[0].offset(for: "book-1") == 1 && stores[1].offset(for: "book-0") == 0)
        }
    }
}
