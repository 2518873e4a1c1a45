import Foundation
import TestSupport
import Testing

/// Selecting across a page turn in a real terminal, by keyboard and by mouse (X10 mouse reports
/// as tmux sends them for TERM=screen: ESC [ M, then 32 + the button, 33 + the column, 33 + the
/// row).
@Suite("Selecting in tmux", .serialized)
struct SelectionInTmuxTests {
    private let temporary = TemporaryDirectory()

    /// Eighty paragraphs "Para N one two three.": five words each.
    private func start() throws -> Tmux {
        let path = temporary.path + "/paragraphs.txt"
        try (1...80).map { "Para \($0) one two three." }.joined(separator: "\n\n").write(
            toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(path)'")
        // Once every page is counted, the reader waits for keys alone.
        _ = try tmux.waitFor { $0.contains("Para 1 one two three.") && $0.contains("1/8") }
        return tmux
    }

    private static func mouse(_ button: Int, row: Int, column: Int) -> String {
        "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + column)))
            + String(UnicodeScalar(UInt8(33 + row)))
    }

    @Test func theKeysSelectAcrossPageTurns() throws {
        let tmux = try start()
        try tmux.press("s", "v")
        // From Para 1 to the start of Para 31, thirty paragraphs on: 150 words and one more.
        for _ in 0..<30 { try tmux.press("}") }
        let screen = try tmux.waitFor { $0.contains("151 words from page 1") }
        #expect(screen.contains("Para 31 one two three."), "\(screen)")
        #expect(!screen.contains("Para 1 one"), "the page turned with the cursor: \(screen)")
        try tmux.press("Escape")
        _ = try tmux.waitFor { !$0.contains("words from page") }
    }

    @Test func aClickStillTurnsThePage() throws {
        let tmux = try start()
        try tmux.send(literally: Self.mouse(0, row: 5, column: 70))
        try tmux.send(literally: Self.mouse(3, row: 5, column: 70))
        let screen = try tmux.waitFor { $0.contains("2/8") }
        #expect(!screen.contains("words from page"), "a click selects nothing: \(screen)")
    }

    @Test func aPressAndADragReadTogetherBothCount() throws {
        // As a fast hand (or a busy reader) makes them: both reports in one read. From "Para"
        // (row 1, column 2) to "one" (row 3, column 8): "Para 1 one two three." and "Para 2".
        let tmux = try start()
        try tmux.send(literally: Self.mouse(0, row: 1, column: 2) + Self.mouse(32, row: 3, column: 8))
        _ = try tmux.waitFor { $0.contains("7 words from page 1") }
    }

    @Test func theMouseSelectsAcrossAPageTurn() throws {
        let tmux = try start()
        // Press on "Para 1" (the text starts at row 1, column 2), drag to the status row: the
        // page turns; release on the second page's first line, on its paragraph's number.
        try tmux.send(literally: Self.mouse(0, row: 1, column: 2))
        try tmux.send(literally: Self.mouse(32, row: 3, column: 8))
        _ = try tmux.waitFor { $0.contains("words from page 1") }
        try tmux.send(literally: Self.mouse(32, row: 23, column: 20))
        let turned = try tmux.waitFor { !$0.contains("Para 1 one") }
        let first = try #require(turned.split(separator: "\n").first { $0.contains("Para") })
        let number = try #require(Int(first.split(separator: " ")[1]))
        try tmux.send(literally: Self.mouse(32, row: 1, column: 8))
        try tmux.send(literally: Self.mouse(3, row: 1, column: 8))
        // Every paragraph before the second page's first, and "Para" and the number there.
        let words = (number - 1) * 5 + 2
        let screen = try tmux.waitFor { $0.contains("\(words) words from page 1") }
        #expect(screen.contains("2/"), "\(screen)")
    }
}
