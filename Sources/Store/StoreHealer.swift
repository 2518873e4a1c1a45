import Foundation
import GRDB

/// Heals a damaged store: moves it aside under a dated name beside it (never deletes it),
/// recovers what it can from it row by row (skipping rows that cannot be read or hold values
/// no store of the reader's holds) and starts a fresh store there with what was recovered.
enum StoreHealer {
    /// Heals the store at `file`; nil when there was nothing there to move (another reader
    /// healed it first).
    static func heal(_ file: String, now: Date = Date()) throws -> StoreHealing? {
        guard let kept = try moveAside(file, now: now) else { return nil }
        let rows = recover(from: kept, now: now)
        let fresh = try DatabaseQueue(path: file)
        defer { try? fresh.close() }
        try StoreSchema.migrate(fresh)
        try fresh.write { db in
            for table in StoreSchema.tables {
                // Quoted: `end` is a word of SQL.
                let names = table.columns.map { "\"\($0.name)\"" }
                let sql =
                    "INSERT OR IGNORE INTO \(table.name) (\(names.joined(separator: ", "))) VALUES ("
                    + names.map { _ in "?" }.joined(separator: ", ") + ")"
                let statement = try db.cachedStatement(sql: sql)
                for row in rows[table.name, default: []] {
                    try statement.execute(arguments: StatementArguments(row))
                }
            }
        }
        return StoreHealing(keptAs: kept, recovered: rows.mapValues(\.count))
    }

    /// The name a damaged store is kept under: `positions.sqlite.damaged-2026-11-26T19-02-11`,
    /// the time in UTC.
    static func keptName(for file: String, at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
        return file + ".damaged-" + formatter.string(from: date)
    }

    /// Renames the store (a file, a directory, a link: whatever is in its place) and its
    /// journals to a dated name no file has yet; returns that name, or nil when nothing is there.
    private static func moveAside(_ file: String, now: Date) throws -> String? {
        var info = stat()
        guard lstat(file, &info) == 0 else { return nil }
        let base = keptName(for: file, at: now)
        var kept = base
        var number = 1
        while lstat(kept, &info) == 0 {
            number += 1
            kept = base + "-\(number)"
        }
        guard rename(file, kept) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        // A journal left beside a fresh store would be played back into it.
        for suffix in ["-journal", "-wal", "-shm"] where lstat(file + suffix, &info) == 0 {
            _ = rename(file + suffix, kept + suffix)
        }
        return kept
    }

    /// The rows of every table of the store that can still be read and hold sound values, in
    /// the order of the columns of `StoreSchema.tables`; times that are not sound become `now`.
    static func recover(from file: String, now: Date) -> [String: [[DatabaseValue]]] {
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return [:] }
        var configuration = Configuration()
        configuration.readonly = true
        // A table whose root lies past a truncated end would make the whole schema unreadable.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA writable_schema = ON") }
        guard let database = try? DatabaseQueue(path: file, configuration: configuration) else { return [:] }
        defer { try? database.close() }
        var recovered: [String: [[DatabaseValue]]] = [:]
        for table in StoreSchema.tables {
            // A damaged page ends the table: what was read before it is kept.
            try? database.read { db in
                guard try StoreSchema.tableExists(table.name, in: db) else { return }
                let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.name)")
                while let row = try cursor.next() {
                    if let values = sound(row, table.columns, now: now) {
                        recovered[table.name, default: []].append(values)
                    }
                }
            }
        }
        return recovered
    }

    /// The row's values in the order of `columns`, or nil when one of them is not sound.
    private static func sound(
        _ row: Row, _ columns: [(name: String, kind: StoreSchema.Kind)], now: Date
    ) -> [DatabaseValue]? {
        var values: [DatabaseValue] = []
        for column in columns {
            guard row.hasColumn(column.name) else { return nil }
            let value: DatabaseValue = row[column.name]
            switch column.kind {
            case .text:
                guard let text = StoredValue.text(value) else { return nil }
                values.append(text.databaseValue)
            case .optionalText:
                guard value.isNull || StoredValue.text(value) != nil else { return nil }
                values.append(value)
            case .offset:
                guard let offset = StoredValue.offset(value) else { return nil }
                values.append(offset.databaseValue)
            case .flag:
                guard let flag = StoredValue.flag(value) else { return nil }
                values.append(flag.databaseValue)
            case .time:
                values.append((StoredValue.time(value) ?? now.timeIntervalSince1970).databaseValue)
            case .amount:
                guard let amount = StoredValue.amount(value) else { return nil }
                values.append(amount.databaseValue)
            case .optionalTime:
                guard value.isNull || StoredValue.time(value) != nil else { return nil }
                values.append(value)
            case .pageStarts:
                guard case .blob(let bytes) = value.storage,
                    let starts = PageStartsCoding.decode(Array(bytes)), starts.allSatisfy(StoredValue.offsets.contains)
                else { return nil }
                values.append(value)
            }
        }
        return values
    }
}
