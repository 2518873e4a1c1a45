import Foundation
import GRDB

/// Reading positions, one per book, in SQLite: keyed by the book's content fingerprint, so a
/// renamed or moved file keeps its place; each holds the storage offset of the first
/// character of the page the reader was on and the path last seen. The reader's
/// preferences are kept beside them.
public final class PositionStore {
    private let database: DatabaseQueue

    /// Opens (creating it and its directory when missing) the store in `directory`.
    public init(directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.journalMode = .wal
        database = try DatabaseQueue(path: directory + "/positions.sqlite", configuration: configuration)
        try database.write { db in
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS position (
                    fingerprint TEXT PRIMARY KEY NOT NULL,
                    offset INTEGER NOT NULL,
                    path TEXT NOT NULL,
                    updated REAL NOT NULL
                )
                """)
            try db.execute(sql: "CREATE TABLE IF NOT EXISTS setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
        }
    }

    /// `$XDG_STATE_HOME/reader`, or `~/.local/state/reader` when it is unset or not absolute.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/reader"
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + "/.local/state/reader"
    }

    /// The saved offset for a book, if any.
    public func offset(for fingerprint: String) throws -> Int? {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT offset FROM position WHERE fingerprint = ?", arguments: [fingerprint])
        }
    }

    /// The path a book was last opened from, if any.
    public func path(for fingerprint: String) throws -> String? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT path FROM position WHERE fingerprint = ?", arguments: [fingerprint])
        }
    }

    /// Saves the offset of a book, and where it was opened from.
    public func save(offset: Int, for fingerprint: String, path: String) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO position (fingerprint, offset, path, updated) VALUES (?, ?, ?, ?)
                    ON CONFLICT(fingerprint) DO UPDATE SET offset = excluded.offset, path = excluded.path,
                        updated = excluded.updated
                    """,
                arguments: [fingerprint, offset, path, Date().timeIntervalSince1970])
        }
    }

    /// All saved settings by name.
    public func settings() throws -> [String: String] {
        try database.read { db in
            var result: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, value FROM setting") {
                result[row["name"]] = row["value"]
            }
            return result
        }
    }

    /// Saves settings, replacing those of the same names.
    public func save(settings: [String: String]) throws {
        try database.write { db in
            for (name, value) in settings {
                try db.execute(sql: "INSERT OR REPLACE INTO setting (name, value) VALUES (?, ?)", arguments: [name, value])
            }
        }
    }
}
