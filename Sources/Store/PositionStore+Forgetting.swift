import GRDB

/// Forgetting a book, and taking that back: the library asks first, and its `u` puts back
/// what was forgotten while it is open.
extension PositionStore {
    /// What the store kept of a book it forgot, to put it back as it was.
    public struct ForgottenBook {
        /// The book's fingerprint.
        public let fingerprint: String
        /// Each row deleted: its table, its columns and their values.
        fileprivate let rows: [(table: String, columns: [String], values: [DatabaseValue])]
    }

    /// How many bookmarks and highlights the store keeps of a book.
    public func keptMarks(of fingerprint: String) throws -> (bookmarks: Int, highlights: Int) {
        func count(_ table: String) throws -> Int {
            try read(table: table) { db in
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM \(table) WHERE fingerprint = ?", arguments: [fingerprint])
            } ?? 0
        }
        return (try count("bookmark"), try count("highlight"))
    }

    /// Forgets a book, in one transaction: its place, its bookmarks and highlights, its
    /// remembered pages, its reading, its own settings ("measure BOOK") and its entry in the
    /// library. Returns what was forgotten.
    @discardableResult
    public func forget(_ fingerprint: String) throws -> ForgottenBook {
        var rows: [(table: String, columns: [String], values: [DatabaseValue])] = []
        let own: StatementArguments = [fingerprint]
        let chosen =
            StoreSchema.bookTables.map { ($0, "fingerprint = ?", own) }
            + [("setting", "substr(name, -?) = ?", [fingerprint.count + 1, " " + fingerprint] as StatementArguments)]
        try write { db in
            for (table, condition, arguments) in chosen {
                for row in try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE \(condition)", arguments: arguments)
                {
                    rows.append((table, Array(row.columnNames), Array(row.databaseValues)))
                }
                try db.execute(sql: "DELETE FROM \(table) WHERE \(condition)", arguments: arguments)
            }
        }
        return ForgottenBook(fingerprint: fingerprint, rows: rows)
    }

    /// Puts back what ``forget(_:)`` forgot, in one transaction; what the store holds of the
    /// book since (it was opened again meanwhile) wins.
    public func restore(_ book: ForgottenBook) throws {
        try write { db in
            for row in book.rows {
                let columns = row.columns.map { "\"\($0)\"" }.joined(separator: ", ")
                let places = Array(repeating: "?", count: row.values.count).joined(separator: ", ")
                try db.execute(
                    sql: "INSERT OR IGNORE INTO \(row.table) (\(columns)) VALUES (\(places))",
                    arguments: StatementArguments(row.values))
            }
        }
    }
}
