import Foundation
import TestSupport
import Testing

/// Libraries of many books, with the real binary: `--list` writes them in SQLite's order
/// whatever their number, says when it cannot write, and the library on the terminal answers
/// its keys while a million books are read.
@Suite("Large library", .serialized)
struct LargeLibraryTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var state: String { temporary.path + "/state" }
    private var file: String { state + "/reader/positions.sqlite" }

    /// Runs `sql` in the sqlite3 shell on the store; what it printed.
    private func sqlite(_ sql: String) throws -> String {
        try FileManager.default.createDirectory(atPath: state + "/reader", withIntermediateDirectories: true)
        let result = try Command.run("/usr/bin/sqlite3", [file, sql])
        #expect(result.status == 0, "sqlite3: \(result.error)")
        return result.output
    }

    /// A store of `count` books: the tables as the reader makes them, and `rows`, a SELECT over
    /// the numbers `i` from 1 to `count` giving each book's columns.
    private func makeStore(count: Int, rows: String) throws {
        _ = try sqlite(
            """
            CREATE TABLE book (fingerprint TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, author TEXT,
                length INTEGER NOT NULL, path TEXT NOT NULL, opened REAL NOT NULL);
            CREATE TABLE position (fingerprint TEXT PRIMARY KEY NOT NULL, offset INTEGER NOT NULL,
                path TEXT NOT NULL, updated REAL NOT NULL);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO book \(rows);
            INSERT INTO position SELECT fingerprint, length / 2, path, 1 FROM book;
            """)
    }

    @Test func aListOfManyBooksIsInSQLitesOrderEachWithItsDayAndWhetherItsFileIsThere() throws {
        let shelf = temporary.path + "/shelf"
        try FileManager.default.createDirectory(atPath: shelf, withIntermediateDirectories: true)
        for number in 0..<10 { _ = temporary.file("shelf/\(number).txt", text: "a book") }
        // Times repeated many times over, some in a folder that is there, some in one gone.
        try makeStore(
            count: 20_000,
            rows: """
                SELECT 'f' || i, 'T' || i, CASE i % 3 WHEN 0 THEN NULL ELSE 'A' || i END, 1000,
                    CASE i % 2 WHEN 0 THEN '\(shelf)/' || (i % 20) || '.txt' ELSE '/gone/' || i END,
                    1700000000 + (i * 7919 % 5000) * 3600
                FROM n
                """)
        let ordered = try sqlite("SELECT title, author, path, opened FROM book ORDER BY opened DESC, rowid")
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        let expected = try ordered.split(separator: "\n").map { row -> String in
            let columns = row.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            let name = columns[0] + (columns[1].isEmpty ? "" : " — " + columns[1])
            let opened = Date(timeIntervalSince1970: try #require(Double(columns[3])))
            let gone = FileManager.default.isReadableFile(atPath: columns[2]) ? "" : " (file gone)"
            return " 50%  \(name)  \(day.string(from: opened))  \(columns[2])\(gone)"
        }
        let listed = try Command.run("/usr/bin/env", ["TZ=UTC", "XDG_STATE_HOME=\(state)", Command.reader, "--list"])
        #expect(listed.status == 0 && listed.error.isEmpty, "\(listed.error)")
        let lines = listed.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 20_000)
        #expect(lines == expected)
    }

    @Test func aListThatCannotBeWrittenSaysSoAndExitsOne() throws {
        try makeStore(count: 10, rows: "SELECT 'f' || i, 'T' || i, NULL, 1000, '/b', i FROM n")
        let listed = try Command.run(
            "/bin/sh", ["-c", "XDG_STATE_HOME='\(state)' '\(Command.reader)' --list > /dev/full"])
        #expect(listed.status == 1)
        #expect(listed.error.hasPrefix("reader: the list cannot be written: "), "\(listed.error)")
        #expect(listed.error.split(separator: "\n").count == 1)
    }

    @Test func theLibraryAnswersItsKeysWhileAMillionBooksAreRead() throws {
        try makeStore(
            count: 1_000_000, rows: "SELECT 'f' || i, 'Book ' || i, NULL, 1000, '/books/' || i, 1700000000 + i FROM n")
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)'")
        var screen = try tmux.waitFor { $0.contains("Reading the library") }
        #expect(screen.contains("Library") && !screen.contains("No book read yet"), "\(screen)")
        let asked = Date()
        try tmux.press("q")
        #expect(try tmux.waitUntil(timeout: 30) { try tmux.foregroundChild() == nil }, "the reader quits")
        let seconds = Date().timeIntervalSince(asked)
        // Reading a million books takes seconds (many in a debug build); q waits for none of it.
        #expect(seconds < 1, "q answered \(seconds) s after it was pressed")

        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)'")
        screen = try tmux.waitFor(timeout: 120) { $0.contains("Enter opens") }
        #expect(screen.contains(" 50%  Book 1000000  "), "the last opened first, once read:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try tmux.foregroundChild() == nil })
    }
}
