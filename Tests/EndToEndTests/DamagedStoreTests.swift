import Foundation
import TestSupport
import Testing

/// The real binary with a damaged store, in tmux and on the command line: the reader heals the
/// store and goes on saving; `--list` lists what it can read and says when it cannot.
@Suite("Damaged store", .serialized)
struct DamagedStoreTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var state: String { temporary.path + "/state" }
    private var file: String { state + "/reader/positions.sqlite" }

    /// Runs `sql` in the sqlite3 shell on `file`; what it printed.
    private func sqlite(_ sql: String, in file: String? = nil) throws -> String {
        let result = try Command.run("/usr/bin/sqlite3", [file ?? self.file, sql])
        #expect(result.status == 0, "sqlite3: \(result.error)")
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func list() throws -> Command.Result {
        try Command.run("/usr/bin/env", ["TZ=UTC", "XDG_STATE_HOME=\(state)", Command.reader, "--list"])
    }

    /// A book of unique words, long enough for many pages.
    private func writeBook() throws -> String {
        let text = (1...150).map { paragraph in
            (1...40).map { "p\(paragraph)w\($0)" }.joined(separator: " ")
        }.joined(separator: "\n\n")
        let path = temporary.path + "/Numbered Book.txt"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aForeignTableIsHealedThePlaceRecoveredAndPageTurnsSavedAgain() throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(book)'")
        _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 1 }
        try tmux.press("Right", "Right", "Right")
        _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 4 }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        let saved = try #require(Int(try sqlite("SELECT offset FROM position")))
        // A table of the reader's name with other columns: a store the reader did not make.
        _ = try sqlite("DROP TABLE bookmark; CREATE TABLE bookmark (note TEXT); INSERT INTO bookmark VALUES ('x');")

        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(book)'")
        var screen = try tmux.waitFor { $0.contains("The store was damaged") }
        #expect(screen.contains("The store was damaged: 1 place recovered"), "\(screen)")
        #expect(ReaderInTmuxTests.pageLabel(screen)?.0 == 4, "opened where it was left:\n\(screen)")
        try tmux.press("Right")
        screen = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 5 }
        #expect(!screen.contains("damaged"), "told once:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        let later = try #require(Int(try sqlite("SELECT offset FROM position")))
        #expect(later > saved, "the page turn after healing is saved")
        let kept = try FileManager.default.contentsOfDirectory(atPath: state + "/reader")
            .filter { $0.hasPrefix("positions.sqlite.damaged-") }
        #expect(kept.count == 1)
        #expect(try sqlite("SELECT note FROM bookmark", in: state + "/reader/" + kept[0]) == "x")
    }

    /// Ways a store is found damaged: cut short, its pages after the first scribbled over.
    enum Damage: String, CaseIterable, Sendable {
        case truncated, scribbled

        func apply(to file: String) throws {
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: file))
            defer { try? handle.close() }
            switch self {
            case .truncated: try handle.truncate(atOffset: 1500)
            case .scribbled:
                let size = try handle.seekToEnd()
                try handle.seek(toOffset: 4096)
                var state: UInt64 = 3
                try handle.write(
                    contentsOf: Data(
                        (4096..<size).map { _ in
                            state = state &* 6_364_136_223_846_793_005 &+ 1
                            return UInt8(truncatingIfNeeded: state >> 56)
                        }))
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedStoreIsHealedAndAPageTurnAfterSurvivesKill9(damage: Damage) throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 80, rows: 24)
        let command = "XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(book)'"
        try tmux.type(command)
        _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 1 }
        try tmux.press("Right", "Right")
        _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 3 }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        try damage.apply(to: file)

        try tmux.type(command)
        let healed = try tmux.waitFor { $0.contains("The store was damaged") }
        let opened = try #require(ReaderInTmuxTests.pageLabel(healed)?.0)
        try tmux.press("Right", "Right")
        _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == opened + 2 }
        // The page is saved once drawn; then the reader dies without a word.
        Thread.sleep(forTimeInterval: 0.5)
        let reader = ReaderProcess(pid: try #require(try tmux.foregroundChild()))
        kill(reader.pid, SIGKILL)
        #expect(reader.secondsToExit(after: Date()) < 5)
        try tmux.type("reset")
        try tmux.type(command)
        let reopened = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0) != nil }
        #expect(ReaderInTmuxTests.pageLabel(reopened)?.0 == opened + 2, "the last page seen:\n\(reopened)")
        #expect(!reopened.contains("damaged"), "healed once:\n\(reopened)")
        try tmux.press("q")
    }

    @Test func listSkipsAbsurdRowsAndSaysHowMany() throws {
        try FileManager.default.createDirectory(atPath: state + "/reader", withIntermediateDirectories: true)
        _ = try sqlite(
            """
            CREATE TABLE book (fingerprint TEXT PRIMARY KEY, title TEXT, author TEXT, length INTEGER, path TEXT,
                opened REAL);
            CREATE TABLE position (fingerprint TEXT PRIMARY KEY, offset INTEGER, path TEXT, updated REAL);
            INSERT INTO book VALUES ('a', 'Good', NULL, 1000, '/a.txt', 1700000000),
                ('b', 'Huge place', NULL, 1000, '/b.txt', 1600000000), ('c', 'Text length', NULL, 'nan', '/c', 3),
                ('d', 'No length', NULL, NULL, '/d', 2);
            INSERT INTO position VALUES ('a', 250, '/a.txt', 1), ('b', 9223372036854775807, '/b.txt', 1);
            """)
        let listed = try list()
        let lines = listed.output.split(separator: "\n")
        #expect(listed.status == 0, "\(listed.error)")
        #expect(
            lines == [" 25%  Good  2023-11-14  /a.txt (file gone)", "  0%  Huge place  2020-09-13  /b.txt (file gone)"])
        #expect(listed.error == "reader: 2 unreadable books of the store skipped\n")
    }

    @Test func listOnAnUnreadableStoreSaysSoAndExitsOne() throws {
        try FileManager.default.createDirectory(atPath: state + "/reader", withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: file))
        let listed = try list()
        #expect(listed.status == 1)
        #expect(listed.output.isEmpty)
        #expect(listed.error == "reader: the library cannot be read: the store is damaged\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data(repeating: 0x5A, count: 8192))
    }

    @Test func listWithoutAStoreListsNothingAndExitsZero() throws {
        let listed = try list()
        #expect(listed.status == 0 && listed.output.isEmpty && listed.error.isEmpty)
    }

    @Test func aLibraryOfAMillionBooksIsListed() throws {
        try FileManager.default.createDirectory(atPath: state + "/reader", withIntermediateDirectories: true)
        _ = try sqlite(
            """
            CREATE TABLE book (fingerprint TEXT PRIMARY KEY NOT NULL, title TEXT NOT NULL, author TEXT,
                length INTEGER NOT NULL, path TEXT NOT NULL, opened REAL NOT NULL);
            CREATE TABLE position (fingerprint TEXT PRIMARY KEY NOT NULL, offset INTEGER NOT NULL,
                path TEXT NOT NULL, updated REAL NOT NULL);
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
            INSERT INTO book SELECT 'f' || i, 'Book ' || i, NULL, 1000, '/books/' || i, 1700000000 + i FROM n;
            INSERT INTO position SELECT fingerprint, 500, path, 1 FROM book;
            """)
        let listed = try list()
        #expect(listed.status == 0, "\(listed.error)")
        let lines = listed.output.split(separator: "\n")
        #expect(lines.count == 1_000_000)
        #expect(lines.first?.hasPrefix(" 50%  Book 1000000  ") == true)
        #expect(lines.last?.hasPrefix(" 50%  Book 1  ") == true)
    }
}
