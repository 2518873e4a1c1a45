import Foundation
import GRDB
import TestSupport

/// Another program's hold on a store: a second SQLite connection inside `BEGIN EXCLUSIVE`,
/// as `sqlite3 positions.sqlite` would hold it.
final class HeldLock {
    private let database: DatabaseQueue

    init(file: String) throws {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        database = try DatabaseQueue(path: file, configuration: configuration)
        try database.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
    }

    func release() throws {
        try database.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
    }
}

/// What the database file holds, read without `PositionStore`.
enum StoreFile {
    static func offset(in file: String, for fingerprint: String) throws -> Int? {
        try DatabaseQueue(path: file).read { db in
            try Int.fetchOne(db, sql: "SELECT offset FROM position WHERE fingerprint = ?", arguments: [fingerprint])
        }
    }

    static func tableCount(in file: String) throws -> Int {
        try DatabaseQueue(path: file).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        }
    }

    static func journalMode(of file: String) throws -> String? {
        try DatabaseQueue(path: file).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
    }
}
