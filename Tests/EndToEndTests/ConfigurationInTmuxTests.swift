import Foundation
import TestSupport
import Testing

/// The configuration file read by the real binary in tmux, from a fresh XDG_CONFIG_HOME.
@Suite("Configuration in tmux", .serialized)
struct ConfigurationInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path }

    /// A book of many pages, and a config.toml holding `config` under a fresh XDG_CONFIG_HOME.
    private func prepare(config: String) throws -> (book: String, configHome: String) {
        let book = directory + "/Long Book.txt"
        let text = (1...80).map { paragraph in (1...40).map { "p\(paragraph)w\($0)" }.joined(separator: " ") }
        try text.joined(separator: "\n\n").write(toFile: book, atomically: false, encoding: .utf8)
        let configHome = directory + "/config"
        try FileManager.default.createDirectory(atPath: configHome + "/reader", withIntermediateDirectories: true)
        try config.write(toFile: configHome + "/reader/config.toml", atomically: false, encoding: .utf8)
        return (book, configHome)
    }

    /// The reader opened on `book` in a tmux `columns` wide, its standard error in `errors`.
    private func open(_ book: String, configHome: String, columns: Int, errors: String) throws -> Tmux {
        let tmux = try Tmux(columns: columns, rows: 30)
        try tmux.type(
            "XDG_STATE_HOME='\(directory)/state' XDG_CONFIG_HOME='\(configHome)' '\(Command.reader)' '\(book)'"
                + " 2>'\(errors)'")
        return tmux
    }

    @Test func spreadOffShowsOnePageAt140ColumnsAndSShowsTwo() throws {
        let (book, configHome) = try prepare(config: "[layout]\nspread = \"off\"\n")
        let tmux = try open(book, configHome: configHome, columns: 140, errors: directory + "/errors")
        var screen = try tmux.waitFor { $0.contains(" 1/") }
        #expect(!screen.contains("1-2/"), "one page, though 140 columns hold two:\n\(screen)")
        try tmux.press("S")
        screen = try tmux.waitFor { $0.contains("1-2/") }
        #expect(screen.contains("Two pages side by side"), "\(screen)")
        try tmux.press("X")
        screen = try tmux.waitFor { $0.contains("Settings of this book reset") }
        #expect(screen.contains(" 1/") && !screen.contains("1-2/"), "back to the file's one page:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        #expect(try String(contentsOfFile: directory + "/errors", encoding: .utf8).isEmpty)
    }

    @Test func aBrokenFileIsOneLineOnStandardErrorAndTheReaderStillOpens() throws {
        let (book, configHome) = try prepare(config: "[layout\nspread = \"off\"\n")
        let errors = directory + "/errors"
        let tmux = try open(book, configHome: configHome, columns: 140, errors: errors)
        let screen = try tmux.waitFor { $0.contains("1-2/") && $0.contains("config.toml:1") }
        #expect(screen.contains("config.toml:1"), "the notice names the file and line:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        let lines = try String(contentsOfFile: errors, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("reader: \(configHome)/reader/config.toml:1:") == true)
    }
}
