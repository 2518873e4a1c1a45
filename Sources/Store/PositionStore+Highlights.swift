import GRDB

/// The highlights and notes of each book, a row each.
extension PositionStore {
    /// The columns of the `highlight` table, in the order the statements name them.
    private static let highlightColumns =
        "fingerprint, id, start, \"end\", exact, prefix, suffix, colour, note, lost, created, updated"

    /// The highlights of a book, in storage order; rows that hold no sound values are skipped.
    public func highlights(for fingerprint: String) throws -> [StoredHighlight] {
        try read(table: "highlight") { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.highlightColumns) FROM highlight WHERE fingerprint = ? ORDER BY start, created",
                arguments: [fingerprint]
            ).compactMap(Self.highlight)
        } ?? []
    }

    /// Writes the rows of `changed` (made or updated, by id) and deletes those of `removed`, in
    /// one transaction; the book's other rows are not touched.
    public func save(highlights changed: [StoredHighlight], removing removed: [String], for fingerprint: String)
        throws
    {
        try write { db in
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO highlight (\(Self.highlightColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(fingerprint, id) DO UPDATE SET start = excluded.start, "end" = excluded."end",
                        exact = excluded.exact, prefix = excluded.prefix, suffix = excluded.suffix,
                        colour = excluded.colour, note = excluded.note, lost = excluded.lost,
                        created = excluded.created, updated = excluded.updated
                    """)
            for row in changed {
                try upsert.execute(arguments: [
                    fingerprint, row.id, row.start, row.end, row.exact, row.prefix, row.suffix, row.colour, row.note,
                    row.isLost ? 1 : 0, row.created, row.updated,
                ])
            }
            let delete = try db.cachedStatement(sql: "DELETE FROM highlight WHERE fingerprint = ? AND id = ?")
            for id in removed { try delete.execute(arguments: [fingerprint, id]) }
        }
    }

    /// A row of the table as a highlight, or nil when a value is not sound.
    private static func highlight(_ row: Row) -> StoredHighlight? {
        func text(_ name: String) -> String? { StoredValue.text(row[name]) }
        guard let id = text("id"), let start = StoredValue.offset(row["start"]),
            let end = StoredValue.offset(row["end"]), start <= end, let exact = text("exact"),
            let prefix = text("prefix"), let suffix = text("suffix"), let colour = text("colour"),
            let note = text("note"), let lost = StoredValue.flag(row["lost"]),
            let created = StoredValue.time(row["created"]), let updated = StoredValue.time(row["updated"])
        else { return nil }
        return StoredHighlight(
            id: id, start: start, end: end, exact: exact, prefix: prefix, suffix: suffix, colour: colour, note: note,
            isLost: lost, created: created, updated: updated)
    }
}
