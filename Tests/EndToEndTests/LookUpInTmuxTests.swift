import Foundation
import TestSupport
import Testing

/// Looking a word up in the real binary, through a real dictd the test starts on a free port
/// with a dictionary built by dictfmt: the definition in its box, a reference followed and
/// gone back from; and the line said when there is no dictionary at all.
@Suite("Looking up in tmux", .serialized)
struct LookUpInTmuxTests {
    private let temporary = TemporaryDirectory()

    private func start(_ options: String, columns: Int = 80, rows: Int = 24) throws -> Tmux {
        let book = temporary.file("book.txt", text: "A lantern stood on the table.\n\nIt was lit at dusk.\n")
        let tmux = try Tmux(columns: columns, rows: rows)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' \(options) '\(book)'")
        try tmux.waitFor { $0.contains("A lantern stood") }
        return tmux
    }

    @Test(.enabled(if: TestDictd.missing == nil, "\(TestDictd.missing ?? "")"))
    func aWordIsLookedUpInDictdAndItsReferenceFollowed() throws {
        let dictd = try TestDictd()
        let tmux = try start("--dict-server 127.0.0.1:\(dictd.port)")
        try tmux.press("D")
        try tmux.send(literally: "lantern")
        try tmux.press("Enter")
        var screen = try tmux.waitFor { $0.contains("See also candle.") }
        #expect(screen.contains("╭─ lantern ─") && screen.contains("│ Reader test dictionary"), "\(screen)")
        #expect(screen.contains("1 definition of “lantern”"), "\(screen)")
        try tmux.press("Tab", "Enter")
        screen = try tmux.waitFor { $0.contains("A stick of wax with a wick") }
        #expect(screen.contains("╭─ candle ─") && screen.contains("⌫ back"), "\(screen)")
        #expect(screen.contains("│ ..two dots stay"), "\(screen)")
        try tmux.press("BSpace")
        try tmux.waitFor { $0.contains("See also candle.") }
        try tmux.press("Escape")
        try tmux.waitFor { !$0.contains("See also candle.") && $0.contains("A lantern stood") }
        try tmux.press("q")
        withExtendedLifetime(dictd) {}
    }

    @Test(.enabled(if: TestDictd.missing == nil, "\(TestDictd.missing ?? "")"))
    func theWordUnderTheSelectionsCursorIsLookedUp() throws {
        let dictd = try TestDictd()
        let tmux = try start("--dict-server 127.0.0.1:\(dictd.port)")
        // The cursor starts on "A"; one word on is "lantern".
        try tmux.press("s", "w", "d")
        let screen = try tmux.waitFor { $0.contains("See also candle.") }
        #expect(screen.contains("╭─ lantern ─"), "\(screen)")
        try tmux.press("Escape", "q")
        withExtendedLifetime(dictd) {}
    }

    @Test func withNoDictionaryTheStatusLineSaysWhatToInstall() throws {
        let tmux = try start("--dict-server 127.0.0.1:\(try FreePort.find())", columns: 120)
        try tmux.press("D")
        try tmux.send(literally: "lantern")
        try tmux.press("Enter")
        try tmux.waitFor { $0.contains("No dictionary: install dictd and dict-gcide (or dict-wn, or a freedict pair)") }
        try tmux.press("q")
    }
}
