import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// The reader's pace and each book's reading: written as deltas, read back, migrated into a
/// store made before them, recovered from a damaged one.
@Suite("Reading pace and statistics in the store")
struct ReadingStoreTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }

    private func turn(_ characters: Int, _ seconds: Double, decay: Double = 0.5, at time: Double) -> ReadTurn {
        ReadTurn(characters: characters, seconds: seconds, decay: decay, time: Date(timeIntervalSince1970: time))
    }

    @Test func turnsAddUpWithTheirWeightsAndPerBook() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.pace() == nil)
        try store.opened("a", title: "Book A", author: "Ann", length: 10_000, path: "/a")
        try store.opened("b", title: "Book B", author: nil, length: 10_000, path: "/b")
        try store.record([turn(2_000, 30, at: 100)], finished: nil, for: "a")
        try store.record([turn(1_000, 60, at: 200)], finished: Date(timeIntervalSince1970: 250), for: "b")
        // By hand, each earlier turn halved: 2,000 × 0.5 + 1,000 characters, 30 × 0.5 + 60 seconds.
        #expect(try store.pace() == StoredPace(characters: 2_000, seconds: 75, turns: 2, totalSeconds: 90))
        try store.record([turn(500, 10, at: 300), turn(500, 20, at: 400)], finished: nil, for: "a")
        try store.record([], finished: Date(timeIntervalSince1970: 900), for: "b")
        // The last read first; the first finish kept.
        #expect(
            try store.readings() == [
                BookReading(
                    fingerprint: "b", title: "Book B", author: nil, seconds: 60, pages: 1, characters: 1_000,
                    finished: Date(timeIntervalSince1970: 250), last: Date(timeIntervalSince1970: 900)),
                BookReading(
                    fingerprint: "a", title: "Book A", author: "Ann", seconds: 60, pages: 3, characters: 3_000,
                    finished: nil, last: Date(timeIntervalSince1970: 400)),
            ])
        // Forgetting a book forgets its reading; the pace is the reader's, and stays.
        try store.forget("b")
        #expect(try store.readings().map(\.fingerprint) == ["a"])
        #expect(try store.pace()?.turns == 4)
    }

    @Test func aStoreOfTheHighlightsSchemaGainsTheTablesAndKeepsItsRows() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // The store as a9dbd5e left it: both earlier migrations run, no reading tables.
        let database = try DatabaseQueue(path: PositionStore.file(in: directory))
        var migrator = DatabaseMigrator()
        for name in ["places, settings, library, remembered pages, bookmarks", "highlights"] {
            migrator.registerMigration(name) { db in
                if name == "highlights" {
                    try db.execute(sql: "CREATE TABLE highlight (fingerprint TEXT NOT NULL, id TEXT NOT NULL)")
                } else {
                    try db.execute(
                        sql: """
                            CREATE TABLE book (fingerprint TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, author TEXT,
                                length INTEGER NOT NULL, path TEXT NOT NULL, opened REAL NOT NULL);
                            INSERT INTO book VALUES ('a', 'Book A', NULL, 100, '/a', 1);
                            """)
                }
            }
        }
        try migrator.migrate(database)
        try database.close()
        let store = try PositionStore(directory: directory)
        #expect(try store.readings() == [])
        #expect(try store.pace() == nil)
        try store.record([turn(1_000, 40, at: 5)], finished: nil, for: "a")
        #expect(try store.readings().map(\.title) == ["Book A"])
        #expect(try store.pace() == StoredPace(characters: 1_000, seconds: 40, turns: 1, totalSeconds: 40))
    }

    @Test func soundReadingRowsAreRecoveredFromADamagedStore() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = PositionStore.file(in: directory)
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE pace (id, characters, seconds, turns, total);
                    INSERT INTO pace VALUES (1, 4000.5, 60.25, 3, 90);
                    CREATE TABLE reading (fingerprint, seconds, pages, characters, finished, last);
                    INSERT INTO reading VALUES ('good', 30.5, 2, 900, NULL, 7), ('done', 10, 1, 5, 8, 9),
                        ('negative', -3, 1, 5, NULL, 9), ('text', 'x', 1, 5, NULL, 9), ('late', 1, 1, 5, 'y', 9);
                    """)
        }
        let recovered = StoreHealer.recover(from: file, now: Date(timeIntervalSince1970: 99))
        #expect(
            recovered["pace"] == [
                [1.databaseValue, 4000.5.databaseValue, 60.25.databaseValue, 3.databaseValue, 90.0.databaseValue]
            ])
        #expect(recovered["reading"]?.map { $0[0] } == ["good".databaseValue, "done".databaseValue])
    }
}
