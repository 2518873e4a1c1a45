import Foundation
import GRDB

/// The reader's pace, one for the reader whatever the book, and the reading of each book.
extension PositionStore {
    /// The pace learnt so far; nil when nothing was read yet (or its row is not sound).
    public func pace() throws -> StoredPace? {
        try read(table: "pace") { db in
            guard
                let row = try Row.fetchOne(db, sql: "SELECT characters, seconds, turns, total FROM pace WHERE id = 1"),
                let characters = StoredValue.amount(row["characters"]),
                let seconds = StoredValue.amount(row["seconds"]),
                let turns = StoredValue.offset(row["turns"]), let total = StoredValue.amount(row["total"])
            else { return nil }
            return StoredPace(characters: characters, seconds: seconds, turns: turns, totalSeconds: total)
        }
    }

    /// Adds pages read in a book, in order, to the pace and to the book's reading, and marks
    /// the book finished at `finished` unless it was already, in one transaction.
    public func record(_ turns: [ReadTurn], finished: Date?, for fingerprint: String) throws {
        try write { db in
            for turn in turns {
                try db.execute(
                    sql: """
                        INSERT INTO pace (id, characters, seconds, turns, total) VALUES (1, :c, :s, 1, :s)
                        ON CONFLICT(id) DO UPDATE SET characters = characters * :d + :c, seconds = seconds * :d + :s,
                            turns = turns + 1, total = total + :s
                        """,
                    arguments: ["c": turn.characters, "s": turn.seconds, "d": turn.decay])
                try addReading(
                    db, fingerprint, seconds: turn.seconds, pages: 1, characters: turn.characters, finished: nil,
                    at: turn.time)
            }
            if let finished {
                try addReading(db, fingerprint, seconds: 0, pages: 0, characters: 0, finished: finished, at: finished)
            }
        }
    }

    private func addReading(
        _ db: Database, _ fingerprint: String, seconds: Double, pages: Int, characters: Int, finished: Date?,
        at time: Date
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO reading (fingerprint, seconds, pages, characters, finished, last) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT(fingerprint) DO UPDATE SET seconds = seconds + excluded.seconds,
                    pages = pages + excluded.pages, characters = characters + excluded.characters,
                    finished = coalesce(finished, excluded.finished), last = max(last, excluded.last)
                """,
            arguments: [
                fingerprint, seconds, pages, characters, finished?.timeIntervalSince1970, time.timeIntervalSince1970,
            ])
    }

    /// The reading of every book the library knows, the last read first; rows that hold no
    /// sound values are skipped.
    public func readings() throws -> [BookReading] {
        try read(table: "reading") { db in
            guard try StoreSchema.tableExists("book", in: db) else { return [] }
            return try Row.fetchAll(
                db,
                sql: """
                    SELECT reading.fingerprint, title, author, seconds, pages, characters, finished, last
                    FROM reading JOIN book ON book.fingerprint = reading.fingerprint ORDER BY last DESC
                    """
            ).compactMap(Self.reading)
        } ?? []
    }

    /// A row as a book's reading, or nil when a value is not sound.
    private static func reading(_ row: Row) -> BookReading? {
        guard let fingerprint = StoredValue.text(row["fingerprint"]), let title = StoredValue.text(row["title"]),
            let seconds = StoredValue.amount(row["seconds"]), let pages = StoredValue.offset(row["pages"]),
            let characters = StoredValue.offset(row["characters"]), let last = StoredValue.time(row["last"])
        else { return nil }
        let finished: DatabaseValue = row["finished"]
        guard finished.isNull || StoredValue.time(finished) != nil else { return nil }
        return BookReading(
            fingerprint: fingerprint, title: title, author: StoredValue.text(row["author"]), seconds: seconds,
            pages: pages, characters: characters,
            finished: StoredValue.time(finished).map(Date.init(timeIntervalSince1970:)),
            last: Date(timeIntervalSince1970: last))
    }
}
