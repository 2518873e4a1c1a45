import Foundation
import TestSupport
import Testing

/// The library of three books read before, with the real binary in tmux and a fresh
/// XDG_STATE_HOME: forgetting asks first and can be undone with the place kept, the books sort
/// by title, and typing filters them.
@Suite("Library in tmux", .serialized)
struct LibraryInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var state: String { temporary.path + "/state" }

    /// A book of numbered words, long enough for several pages at 80x24, its title in its first
    /// words (the store knows a book by its text).
    private func writeBook(_ title: String) throws -> String {
        let text = [title] + (1...60).map { paragraph in (1...40).map { "p\(paragraph)w\($0)" }.joined(separator: " ") }
        let path = temporary.path + "/\(title).txt"
        try text.joined(separator: "\n\n").write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// Reads `book`: opens it, turns `turns` pages, sets a bookmark when `bookmark`, and quits.
    private func read(_ book: String, turning turns: Int, bookmark: Bool, in tmux: Tmux) throws {
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(book)'")
        _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 1 }
        for page in 0..<turns {
            try tmux.press("Right")
            _ = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == page + 2 }
        }
        if bookmark {
            try tmux.press("m")
            _ = try tmux.waitFor { $0.contains("Bookmarked") }
        }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }

    /// The titles listed, top to bottom.
    private static func titles(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            ["Anna Karenina", "Candide", "Walden"].first { line.contains("%  " + $0) }
        }
    }

    private func openLibrary(_ tmux: Tmux) throws -> String {
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)'")
        return try tmux.waitFor { Self.titles($0).count == 3 }
    }

    @Test func forgettingAsksAndIsUndoneAndTheBooksSortAndFilter() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        try read(try writeBook("Candide"), turning: 0, bookmark: false, in: tmux)
        try read(try writeBook("Anna Karenina"), turning: 2, bookmark: true, in: tmux)
        try read(try writeBook("Walden"), turning: 1, bookmark: false, in: tmux)

        var screen = try openLibrary(tmux)
        #expect(Self.titles(screen) == ["Walden", "Anna Karenina", "Candide"], "last read first:\n\(screen)")
        #expect(screen.contains("Library · last read first"))
        try tmux.press("Down", "d")
        screen = try tmux.waitFor { $0.contains("? y/n") }
        #expect(screen.contains("Forget Anna Karenina, its place and 1 bookmark? y/n"), "\(screen)")
        try tmux.press("n")
        screen = try tmux.waitFor { $0.contains("Kept Anna Karenina") }
        #expect(Self.titles(screen).count == 3, "kept:\n\(screen)")
        try tmux.press("d", "y")
        screen = try tmux.waitFor { $0.contains("Forgot Anna Karenina") }
        #expect(Self.titles(screen) == ["Walden", "Candide"], "forgotten:\n\(screen)")
        try tmux.press("u")
        screen = try tmux.waitFor { $0.contains("Restored Anna Karenina") }
        #expect(Self.titles(screen) == ["Walden", "Anna Karenina", "Candide"], "back:\n\(screen)")
        try tmux.press("Enter")
        screen = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 3 }
        try tmux.press("g", "B")
        screen = try tmux.waitFor { $0.contains("Bookmarks") || $0.contains("No bookmarks") }
        #expect(!screen.contains("No bookmarks"), "the bookmark came back with the place:\n\(screen)")
        try tmux.press("Escape", "q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })

        screen = try openLibrary(tmux)
        #expect(Self.titles(screen) == ["Anna Karenina", "Walden", "Candide"], "opened last, first:\n\(screen)")
        try tmux.press("s")
        screen = try tmux.waitFor { $0.contains("Library · by title") }
        #expect(Self.titles(screen) == ["Anna Karenina", "Candide", "Walden"], "by title:\n\(screen)")
        try tmux.press("/", "A", "L", "D")
        screen = try tmux.waitFor { Self.titles($0) == ["Walden"] }
        #expect(screen.contains("/ALD"), "the filter typed is shown:\n\(screen)")
        try tmux.press("Enter")
        screen = try tmux.waitFor { !$0.contains("/ALD") }
        #expect(Self.titles(screen) == ["Walden"] && screen.contains("“ALD” 1 of 3"), "kept:\n\(screen)")
        try tmux.press("Escape")
        screen = try tmux.waitFor { Self.titles($0).count == 3 }
        #expect(Self.titles(screen) == ["Anna Karenina", "Candide", "Walden"])
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }
}
