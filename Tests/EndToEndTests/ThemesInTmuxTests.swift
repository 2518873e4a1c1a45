import Foundation
import TestSupport
import Testing

/// Themes in a real terminal: a configuration file in a fresh XDG_CONFIG_HOME names one, and
/// tmux's cells show its colours (`capture-pane -e`), or none under NO_COLOR.
@Suite("Themes in tmux", .serialized)
struct ThemesInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path }

    /// A book, and a configuration file naming the sepia theme; returns the command's
    /// environment and the book's path.
    private func prepare() throws -> (environment: String, book: String) {
        let config = directory + "/config"
        try FileManager.default.createDirectory(atPath: config + "/reader", withIntermediateDirectories: true)
        try "[theme]\nname = \"sepia\"\n".write(
            toFile: config + "/reader/config.toml", atomically: false, encoding: .utf8)
        let book = directory + "/Book.txt"
        let text = (1...40).map { "Paragraph \($0) of a few words to fill the page." }.joined(separator: "\n\n")
        try text.write(toFile: book, atomically: false, encoding: .utf8)
        let environment = "XDG_CONFIG_HOME='\(config)' XDG_STATE_HOME='\(directory)/state' TERM=xterm-256color"
        return (environment, book)
    }

    @Test func theFilesThemeIsDrawnAndTCyclesToTheNext() throws {
        let (environment, book) = try prepare()
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("\(environment) '\(Command.reader)' '\(book)'")
        _ = try tmux.waitFor { $0.contains("Paragraph 1 ") }
        // Sepia's page (#f4ecd8) is entry 255 of the palette of 256, its text (#5b4636) the grey 238 (the nearest by the redmean distance).
        let sepia = try tmux.styledScreen()
        #expect(sepia.contains("48;5;255"), "\(sepia.debugDescription)")
        #expect(sepia.contains("38;5;238"))
        try tmux.press("T")
        _ = try tmux.waitFor { $0.contains("Theme: custom") || $0.contains("Theme: default") }
        let notice = try tmux.screen()
        #expect(notice.contains("Theme: default"), "sepia is the last named theme")
        try tmux.press("T")
        _ = try tmux.waitFor { $0.contains("Theme: light") }
        // The light theme's page (#fafafa) is the grey ramp's last entry, 255, its text (#1e1e1e) 234.
        #expect(try tmux.styledScreen().contains("38;5;234"))
        try tmux.press("q")
        // The choice is remembered: the next start shows the light theme, not the file's.
        try tmux.type("clear; \(environment) '\(Command.reader)' '\(book)'")
        _ = try tmux.waitFor { $0.contains("Paragraph 1 ") }
        let again = try tmux.styledScreen()
        #expect(again.contains("38;5;234") && !again.contains("38;5;238"))
    }

    @Test func noColorGivesNoColours() throws {
        let (environment, book) = try prepare()
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("\(environment) NO_COLOR=1 '\(Command.reader)' '\(book)'")
        _ = try tmux.waitFor { $0.contains("Paragraph 1 ") }
        let styled = try tmux.styledScreen()
        for colour in ["38;5;", "48;5;", "38;2;", "48;2;"] { #expect(!styled.contains(colour), "\(colour)") }
        #expect(!styled.contains("\u{1B}[3") && !styled.contains("\u{1B}[4"), "no basic colours either")
        #expect(styled.contains("\u{1B}[7m"), "the status line in reverse video")
    }
}
