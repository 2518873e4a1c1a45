import Foundation
import GRDB

/// Reading positions, one per book, in SQLite: keyed by the book's content fingerprint, so a
/// renamed or moved file keeps its place; each holds the storage offset of the first
/// character of the page the reader was on and the path last seen. The reader's
/// preferences are kept beside them.
///
/// The store never makes the reader wait: a lock held by another program fails a call after
/// `busyTimeout` with ``PositionStoreError/locked``, and every error is a
/// ``PositionStoreError`` in words. The database opens on first use and again after a failure
/// (read-only when it cannot be written), so a store that is locked, damaged or on a
/// read-only disk now can be used once that is over. Reading never writes: the tables are
/// made by the first save, by the migrations of `StoreSchema`. The store keeps a rollback
/// journal, not WAL, because SQLite cannot open a WAL database on a read-only disk.
public final class PositionStore {
    /// The database file.
    public let file: String
    private let readOnly: Bool
    private let busyTimeout: TimeInterval
    private var database: DatabaseQueue?
    /// Whether the open database has had its migrations.
    private var isMigrated = false

    /// The store in `directory`, which is created when missing. `readOnly` opens the database
    /// read-only; `busyTimeout` is how long a call waits for another program's lock.
    public init(directory: String, readOnly: Bool = false, busyTimeout: TimeInterval = 0.1) throws {
        if !readOnly {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw PositionStoreError(creating: directory, error: error)
            }
        }
        file = Self.file(in: directory)
        self.readOnly = readOnly
        self.busyTimeout = busyTimeout
    }

    /// The store's file in `directory`.
    public static func file(in directory: String) -> String {
        directory + "/positions.sqlite"
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
        try read(table: "position") { db in
            try DatabaseValue.fetchOne(
                db, sql: "SELECT offset FROM position WHERE fingerprint = ?", arguments: [fingerprint]
            ).flatMap(StoredValue.offset)
        }
    }

    /// The path a book was last opened from, if any.
    public func path(for fingerprint: String) throws -> String? {
        try read(table: "position") { db in
            try DatabaseValue.fetchOne(
                db, sql: "SELECT path FROM position WHERE fingerprint = ?", arguments: [fingerprint]
            ).flatMap(StoredValue.text)
        }
    }

    /// Saves the offset of a book, and where it was opened from.
    public func save(offset: Int, for fingerprint: String, path: String) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO position (fingerprint, offset, path, updated) VALUES (?, ?, ?, ?)
                    ON CONFLICT(fingerprint) DO UPDATE SET offset = excluded.offset, path = excluded.path,
                        updated = excluded.updated
                    """,
                arguments: [fingerprint, offset, path, Date().timeIntervalSince1970])
        }
    }

    /// The bookmarks of a book: storage offsets, in order.
    public func bookmarks(for fingerprint: String) throws -> [Int] {
        try read(table: "bookmark") { db in
            try DatabaseValue.fetchAll(
                db, sql: "SELECT offset FROM bookmark WHERE fingerprint = ? ORDER BY offset", arguments: [fingerprint]
            ).compactMap(StoredValue.offset)
        } ?? []
    }

    /// Saves the bookmarks of a book, replacing those it had.
    public func save(bookmarks: [Int], for fingerprint: String) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM bookmark WHERE fingerprint = ?", arguments: [fingerprint])
            for offset in Set(bookmarks) {
                try db.execute(
                    sql: "INSERT INTO bookmark (fingerprint, offset) VALUES (?, ?)", arguments: [fingerprint, offset])
            }
        }
    }

    /// The page starts remembered for a book in a layout (a `ReaderSession.pageLayoutKey`),
    /// if any.
    public func pageStarts(for fingerprint: String, layout: String) throws -> [Int]? {
        try read(table: "pages") { db in
            try Data.fetchOne(
                db, sql: "SELECT starts FROM pages WHERE fingerprint = ? AND layout = ?",
                arguments: [fingerprint, layout]
            ).flatMap { PageStartsCoding.decode(Array($0)) }
        }
    }

    /// Remembers the page starts of a book in a layout; a book keeps those of its
    /// `layoutsKept` layouts used last.
    public func save(pageStarts: [Int], for fingerprint: String, layout: String) throws {
        try write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO pages (fingerprint, layout, starts, saved) VALUES (?, ?, ?, ?)",
                arguments: [
                    fingerprint, layout, Data(PageStartsCoding.encode(pageStarts)), Date().timeIntervalSince1970,
                ])
            try db.execute(
                sql: """
                    DELETE FROM pages WHERE fingerprint = ? AND layout NOT IN
                        (SELECT layout FROM pages WHERE fingerprint = ? ORDER BY saved DESC LIMIT ?)
                    """,
                arguments: [fingerprint, fingerprint, Self.layoutsKept])
        }
    }

    /// How many layouts of a book have their pages remembered.
    public static let layoutsKept = 8

    /// Whether a book of `count` bytes may be kept under a fingerprint of the reader's earlier
    /// versions (16 hex digits, a hyphen and the count): only then is that fingerprint worth
    /// taking, to move the book's place with ``adopt(_:as:)``.
    public func hasEarlierFingerprint(count: Int) throws -> Bool {
        let pattern = String(repeating: "[0-9a-f]", count: 16) + "-\(count)"
        // Stores older than the library have places and no table of books.
        return try ["position", "book"].contains { table in
            try read(table: table) { db in
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE fingerprint GLOB ?)", arguments: [pattern])
            } ?? false
        }
    }

    /// Moves what is kept under `earlier` (the place, bookmarks, remembered pages, the entry in
    /// the library) to `fingerprint`, in one transaction; what `fingerprint` already has wins.
    public func adopt(_ earlier: String, as fingerprint: String) throws {
        try write { db in
            for table in StoreSchema.bookTables {
                try db.execute(
                    sql: "UPDATE OR IGNORE \(table) SET fingerprint = ? WHERE fingerprint = ?",
                    arguments: [fingerprint, earlier])
                try db.execute(sql: "DELETE FROM \(table) WHERE fingerprint = ?", arguments: [earlier])
            }
        }
    }

    /// All saved settings by name.
    public func settings() throws -> [String: String] {
        try read(table: "setting") { db in
            var result: [String: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, value FROM setting") {
                if let name = StoredValue.text(row["name"]), let value = StoredValue.text(row["value"]) {
                    result[name] = value
                }
            }
            return result
        } ?? [:]
    }

    /// Saves settings, replacing those of the same names.
    public func save(settings: [String: String]) throws {
        try write { db in
            for (name, value) in settings {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO setting (name, value) VALUES (?, ?)", arguments: [name, value])
            }
        }
    }

    /// Runs a query on `table`; nil when nothing was ever saved there (it does not exist yet).
    /// The schema is read afresh each time: another reader may have made the table since.
    func read<T>(table: String, _ query: (Database) throws -> T?) throws -> T? {
        try use { database in
            try database.read { db in
                let exists =
                    try Bool.fetchOne(
                        db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)",
                        arguments: [table]) ?? false
                return exists ? try query(db) : nil
            }
        }
    }

    /// Runs `update` in a transaction, the schema migrated first (once per connection).
    func write(_ update: (Database) throws -> Void) throws {
        try use { database in
            if !isMigrated {
                try StoreSchema.migrate(database)
                isMigrated = true
            }
            try database.write(update)
        }
    }

    /// What the last healing did, until ``takeHealing()`` takes it.
    private var healing: StoreHealing?

    /// The healing of a damaged store since the last call, once; nil when there was none.
    public func takeHealing() -> StoreHealing? {
        defer { healing = nil }
        return healing
    }

    /// Runs `body` on the open database. A store found damaged is looked at again with a fresh
    /// connection (another reader may have healed it), then healed (unless it is opened
    /// read-only) and `body` run on the fresh store; one that cannot be moved aside stays
    /// damaged, and is healed on a later call.
    private func use<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        do {
            return try attempt(body)
        } catch let error as PositionStoreError where error == .damaged && !readOnly {
            do {
                return try attempt(body)
            } catch let again as PositionStoreError where again == .damaged {
                let healed: StoreHealing?
                do { healed = try StoreHealer.heal(file) } catch { throw again }
                healing = healed ?? healing
                return try attempt(body)
            }
        }
    }

    /// Runs `body` on the open database, opening it first when needed. A connection that
    /// failed for anything but a lock is closed, so that the next call starts afresh.
    private func attempt<T>(_ body: (DatabaseQueue) throws -> T) throws -> T {
        do {
            let database = try self.database ?? open()
            self.database = database
            return try body(database)
        } catch {
            let reason = PositionStoreError(error, file: file)
            if reason != .locked {
                database = nil
                isMigrated = false
            }
            throw reason
        }
    }

    private func open() throws -> DatabaseQueue {
        let database = try connect()
        try database.read(StoreSchema.check)
        return database
    }

    private func connect() throws -> DatabaseQueue {
        // A directory, a device or a link to one in the store's place is no store.
        var info = stat()
        if stat(file, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw PositionStoreError.damaged }
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.readonly = readOnly
        let database: DatabaseQueue
        do {
            database = try DatabaseQueue(path: file, configuration: configuration)
        } catch let error as DatabaseError
            where !readOnly && [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM].contains(error.resultCode)
        {
            configuration.readonly = true
            guard let readable = try? DatabaseQueue(path: file, configuration: configuration) else { throw error }
            return readable
        }
        // Best effort: the conversion needs the store to itself, and is tried again next time.
        if !readOnly { try? convertFromWAL(database) }
        return database
    }

    /// Earlier versions kept the store in WAL mode; it becomes a rollback journal when this
    /// reader is the only one with it open. Until then WAL works wherever the disk is writable.
    private func convertFromWAL(_ database: DatabaseQueue) throws {
        try database.writeWithoutTransaction { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" {
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
        }
    }
}
