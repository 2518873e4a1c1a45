import Foundation
import GRDB

/// The library: what the store keeps of every book opened, for the list of books read before.
extension PositionStore {
    /// A book read before: what the library lists.
    public struct LibraryEntry: Equatable, Sendable {
        public var fingerprint: String
        public var title: String
        public var author: String?
        /// Where it was last opened from.
        public var path: String?
        /// How far into the book the saved place is, 0-100.
        public var progress: Int
        public var opened: Date
    }

    /// Records that a book was opened, with what the library shows of it.
    public func opened(_ fingerprint: String, title: String, author: String?, length: Int, path: String) throws {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO book (fingerprint, title, author, length, path, opened) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(fingerprint) DO UPDATE SET title = excluded.title, author = excluded.author,
                        length = excluded.length, path = excluded.path, opened = excluded.opened
                    """,
                arguments: [fingerprint, title, author, length, path, Date().timeIntervalSince1970])
        }
    }

    /// The books read before, the last opened first.
    public func library() throws -> [LibraryEntry] {
        try libraryListing().entries
    }

    /// The books read before, the last opened first, and how many rows were skipped because
    /// they hold no sound title, length or time (a place that is not sound counts as none).
    public func libraryListing() throws -> (entries: [LibraryEntry], skipped: Int) {
        var entries: [LibraryEntry] = []
        let skipped = try forEachLibraryEntry { entries.append($0) }
        Self.sortLastOpenedFirst(&entries, opened: \.opened)
        return (entries, skipped)
    }

    /// Calls `body` with each book read before, in the order stored (not sorted: see
    /// ``sortLastOpenedFirst(_:opened:)``); returns how many rows were skipped because they hold
    /// no sound title, length or time (a place that is not sound counts as none).
    public func forEachLibraryEntry(_ body: (LibraryEntry) throws -> Void) throws -> Int {
        try read(table: "book") { db in
            var skipped = 0
            // Not sorted by SQLite: its sort of a million rows spills them to a temporary file
            // and takes longer than all the rest of a listing.
            let statement = try db.makeStatement(
                sql: """
                    SELECT book.fingerprint, title, author, length, opened, position.offset, book.path
                    FROM book LEFT JOIN position ON position.fingerprint = book.fingerprint
                    """)
            let rows = try Row.fetchCursor(statement)
            while try rows.next() != nil {
                guard let entry = Self.entry(statement.sqliteStatement) else {
                    skipped += 1
                    continue
                }
                try body(entry)
            }
            return skipped
        } ?? 0
    }

    /// Sorts what ``forEachLibraryEntry(_:)`` gave in the library's order: the last opened
    /// first, and of two opened at the same time, the one stored first.
    @inlinable
    public static func sortLastOpenedFirst<Element>(_ elements: inout [Element], opened: (Element) -> Date) {
        // Swift's sort is stable.
        elements.sort { opened($0) > opened($1) }
    }

    /// The row `statement` is on as an entry of the library, or nil when it holds no sound
    /// fingerprint, title, length or time. Its columns are read by index, in the order of the
    /// query, straight from SQLite: a library may hold a million rows.
    private static func entry(_ statement: SQLiteStatement) -> LibraryEntry? {
        func value(_ index: CInt) -> DatabaseValue { DatabaseValue(sqliteStatement: statement, index: index) }
        guard let fingerprint = StoredValue.text(value(0)), let title = StoredValue.text(value(1)),
            let length = StoredValue.offset(value(3)), let opened = StoredValue.time(value(4))
        else { return nil }
        return LibraryEntry(
            fingerprint: fingerprint, title: title, author: StoredValue.text(value(2)),
            path: StoredValue.text(value(6)),
            progress: StoredValue.progress(offset: StoredValue.offset(value(5)) ?? 0, length: length),
            opened: Date(timeIntervalSince1970: opened))
    }
}
