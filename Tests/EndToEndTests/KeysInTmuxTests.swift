import Foundation
import TestSupport
import Testing

/// Keys rebound by a configuration file, in a real terminal.
@Suite("Rebound keys in tmux", .serialized)
struct KeysInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()

    @Test func aReboundKeyTurnsThePageAndTheListOfKeysShowsIt() throws {
        let directory = temporary.path
        let book = directory + "/Numbered Book.txt"
        let text = (1...150).map { paragraph in (1...40).map { "p\(paragraph)w\($0)" }.joined(separator: " ") }
        try text.joined(separator: "\n\n").write(toFile: book, atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory + "/config/reader", withIntermediateDirectories: true)
        try "[keys]\nnext-page = [\"e\", \"PageDown\"]\n".write(
            toFile: directory + "/config/reader/config.toml", atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type(
            "XDG_STATE_HOME='\(directory)/state' XDG_CONFIG_HOME='\(directory)/config' '\(Command.reader)' '\(book)'")
        try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 1 }
        try tmux.press("e")
        var screen = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 2 }
        #expect(ReaderInTmuxTests.pageLabel(screen)?.0 == 2, "e turns the page:\n\(screen)")
        try tmux.press("Space")
        // Space is no key now: a later key shows the screen settled without moving.
        try tmux.press("PageDown")
        screen = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == 3 }
        #expect(ReaderInTmuxTests.pageLabel(screen)?.0 == 3, "Space turns nothing, PageDown one page:\n\(screen)")
        try tmux.press("?")
        screen = try tmux.waitFor { $0.contains("Keys") && $0.contains("next page") }
        let line = screen.split(separator: "\n").first { $0.contains("next page") } ?? ""
        #expect(line.contains("e PgDn wheel↓") && !line.contains("Space"), "the list shows e:\n\(screen)")
        try tmux.press("Escape", "q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }
}
