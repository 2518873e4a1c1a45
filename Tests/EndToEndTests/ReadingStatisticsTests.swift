import Foundation
import TestSupport
import Testing

/// `reader --stats` on a store the test fills, and the pace learnt while reading in tmux: the
/// time left it gives, the statistics overlay, and `--stats` afterwards.
@Suite("Reading statistics", .serialized)
struct ReadingStatisticsTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var state: String { temporary.path + "/state" }

    private func stats() throws -> Command.Result {
        try Command.run("/usr/bin/env", ["TZ=UTC", "XDG_STATE_HOME=\(state)", Command.reader, "--stats"])
    }

    @Test func statsListsEachBookTheLastReadFirstWithTheTotal() throws {
        try FileManager.default.createDirectory(atPath: state + "/reader", withIntermediateDirectories: true)
        let sql = """
            CREATE TABLE book (fingerprint TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, author TEXT,
                length INTEGER NOT NULL, path TEXT NOT NULL, opened REAL NOT NULL);
            CREATE TABLE reading (fingerprint TEXT PRIMARY KEY NOT NULL, seconds REAL NOT NULL, pages INTEGER NOT NULL,
                characters INTEGER NOT NULL, finished REAL, last REAL NOT NULL);
            INSERT INTO book VALUES ('f1', 'Dune', 'Frank Herbert', 1000, '/d', 1),
                ('f2', 'Evil' || char(27) || '[2J', NULL, 1000, '/e', 1), ('f3', 'Unread', NULL, 10, '/u', 1);
            INSERT INTO reading VALUES ('f1', 3900, 60, 90000, 1699990000, 1700000000),
                ('f2', 120, 4, 6000, NULL, 1700100000);
            """
        let made = try Command.run("/usr/bin/sqlite3", [state + "/reader/positions.sqlite", sql])
        #expect(made.status == 0, "\(made.error)")
        let result = try stats()
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        // By hand: 4,020 s is 67 minutes, 64 pages in it 57 an hour; 60 pages in 3,900 s 55 an
        // hour, 4 in 120 s 120; 1700000000 is 2023-11-14 22:13 UTC, 1700100000 2023-11-16 02:00.
        #expect(
            result.output == """
                All books: 1 h 07 min, 64 pages, 57 pages an hour, 1 book finished
                Evil␛[2J: 2 min, 4 pages, 120 pages an hour, last read 2023-11-16
                Dune — Frank Herbert: 1 h 05 min, 60 pages, 55 pages an hour, last read 2023-11-14, finished 2023-11-14

                """)
    }

    @Test func withNothingReadStatsSaysSo() throws {
        let result = try stats()
        #expect(result.status == 0)
        #expect(result.output == "All books: 0 min, 0 pages, 0 books finished\n")
        #expect(!FileManager.default.fileExists(atPath: state + "/reader"), "--stats makes no store")
    }

    @Test func pagesReadAtASteadyPaceGiveTheTimeLeftAndTheStatistics() throws {
        let path = temporary.path + "/Paced Book.txt"
        let paragraph = Array(repeating: "steady words of even length", count: 12).joined(separator: " ") + ".\n\n"
        try String(repeating: paragraph, count: 1_500).write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(path)'")
        // Every page found: the status line counts them.
        var screen = try tmux.waitFor(timeout: 120) { $0.contains("1/") && !$0.contains("laying out") }
        let interval = 1.2
        let start = Date()
        for turn in 1...16 {
            Thread.sleep(until: start.addingTimeInterval(Double(turn) * interval))
            try tmux.press("Space")
            screen = try tmux.waitFor { $0.contains(" \(turn + 1)/") }
        }
        let pages = try #require(Self.pageCount(in: screen))
        try tmux.press("I")
        screen = try tmux.waitFor { $0.contains("Pace:") }
        #expect(screen.contains("This book: Paced Book: "), "\(screen)")
        #expect(screen.contains("learnt from your reading"), "\(screen)")
        // The 16 pages shown after the first took 1.2 s each: so do the pages from the 17th on.
        let left = try #require(Self.match(#"Left: (\d+) min in the book"#, in: screen).flatMap { Int($0) })
        let expected = Double(pages - 16) * interval / 60
        #expect(abs(Double(left) - expected) <= expected / 4, "\(left) min left, \(expected) expected")
        try tmux.press("Escape")
        try tmux.press("q")
        #expect(try tmux.waitUntil(timeout: 30) { try tmux.foregroundChild() == nil }, "the reader quits")
        let result = try stats()
        #expect(result.output.contains("\nPaced Book: 0 min, 16 pages, last read "), "\(result.output)")
    }

    /// The pages of the book, as the status line counts them ("17/296  5%").
    private static func pageCount(in screen: String) -> Int? {
        match(#"\d+/(\d+)\s+\d+%"#, in: screen).flatMap { Int($0) }
    }

    /// The first group of `pattern`'s first match in `text`.
    private static func match(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(found.range(at: 1), in: text)
        else { return nil }
        return String(text[range])
    }
}
