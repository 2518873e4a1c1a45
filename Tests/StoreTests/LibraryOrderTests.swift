import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// The library lists the last opened first, and of books opened at the same time the one stored
/// first, as SQLite orders them.
@Suite("Library order")
struct LibraryOrderTests {
    private let temporary = TemporaryDirectory()

    @Test func theLastOpenedComeFirstAndTiesInTheOrderStored() throws {
        let directory = temporary.path + "/reader"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let database = try DatabaseQueue(path: directory + "/positions.sqlite")
        try database.write { db in
            try db.execute(sql: "CREATE TABLE book (fingerprint, title, author, length, path, opened)")
            try db.execute(sql: "CREATE TABLE position (fingerprint, offset, path, updated)")
            // Times from a few values, so that many are equal; integers and reals alike.
            var state: UInt64 = 7
            for number in 0..<5_000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let time = Int(state >> 40) % 300
                let opened: DatabaseValue = number % 2 == 0 ? time.databaseValue : Double(time).databaseValue
                try db.execute(
                    sql: "INSERT INTO book VALUES (?, ?, NULL, 10, '/b', ?)",
                    arguments: ["f\(number)", "T\(number)", opened])
            }
        }
        // SQLite's own order, with the order stored made explicit.
        let expected = try database.read { db in
            try String.fetchAll(db, sql: "SELECT fingerprint FROM book ORDER BY opened DESC, rowid")
        }
        let store = try PositionStore(directory: directory, readOnly: true)
        #expect(try store.library().map(\.fingerprint) == expected)
        var stored: [String] = []
        let skipped = try store.forEachLibraryEntry { stored.append($0.fingerprint) }
        #expect(skipped == 0)
        #expect(stored == (0..<5_000).map { "f\($0)" }, "each book as stored")
    }
}
