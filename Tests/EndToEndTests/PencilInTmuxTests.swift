import Foundation
import TestSupport
import Testing

/// Reading with a pencil in a real terminal: a passage selected by keys is copied through
/// OSC 52 to the terminal's clipboard, highlighted with a note, found again after the reader
/// reopens at another size, exported, and kept through a kill -9.
@Suite("A pencil in tmux", .serialized)
struct PencilInTmuxTests {
    private let temporary = TemporaryDirectory()

    /// Eighty paragraphs "Para N one two three.".
    private func book() throws -> String {
        let path = temporary.path + "/paragraphs.txt"
        if !FileManager.default.fileExists(atPath: path) {
            try (1...80).map { "Para \($0) one two three." }.joined(separator: "\n\n").write(
                toFile: path, atomically: false, encoding: .utf8)
        }
        return path
    }

    private func open(_ tmux: Tmux) throws {
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(try book())'")
        _ = try tmux.waitFor { $0.contains("Para 1 one two three.") && $0.contains("/") }
    }

    private func export(_ format: String = "markdown") throws -> Command.Result {
        let arguments = ["env", "XDG_STATE_HOME=\(temporary.path)/state", Command.reader, "--export", try book()]
        return try Command.run("/usr/bin/env", arguments + ["--format", format])
    }

    @Test func aSelectionIsCopiedThroughOSC52() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.acceptClipboard()
        try open(tmux)
        // From "Para" to the line's end: the first paragraph.
        try tmux.press("s", "v", "$", "y")
        _ = try tmux.waitFor { $0.contains("Copied 5 words through OSC 52") }
        #expect(try tmux.clipboard() == "Para 1 one two three.")
        // The second paragraph with a citation line.
        try tmux.press("s", "}", "v", "$", "Y")
        _ = try tmux.waitFor { $0.contains("Copied 5 words and a citation through OSC 52") }
        let cited = try tmux.clipboard() ?? ""
        #expect(cited.hasPrefix("Para 2 one two three.\n"), "\(cited)")
        #expect(cited.contains("paragraphs"), "the citation names the book: \(cited)")
    }

    @Test func aNotedHighlightComesBackAtAnotherSizeAndIsExported() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(tmux)
        try tmux.press("s", "}", "v", "$", "n")
        _ = try tmux.waitFor { $0.contains("Ctrl-S") }
        try tmux.send(literally: "Pencilled in.")
        try tmux.press("C-s")
        _ = try tmux.waitFor { !$0.contains("Ctrl-S") && $0.contains("✎") }
        try tmux.press("q")
        _ = try tmux.waitUntil { try tmux.foregroundChild() == nil }
        try tmux.resize(columns: 50, rows: 16)
        try open(tmux)
        let page = try tmux.waitFor { $0.contains("Para 2 one") && $0.contains("✎") }
        let line = page.split(separator: "\n").first { $0.contains("Para 2 one") } ?? ""
        #expect(line.contains("✎"), "the note's mark is beside its line: \(page)")
        // The highlighted words are drawn on a colour (an SGR sequence just before them); the
        // paragraph before is not.
        let styled = try tmux.styledScreen().split(separator: "\n")
        let marked = styled.first { $0.contains("Para 2 one") } ?? ""
        #expect(marked.contains("m▐\u{1B}[") && marked.contains("mPara 2 one two three."), "\(marked)")
        #expect(!(styled.first { $0.contains("Para 1 one") } ?? "").contains("\u{1B}["))
        try tmux.press("H")
        let list = try tmux.waitFor { $0.contains("Pencilled in.") }
        #expect(list.contains("Para 2 one two three."), "\(list)")
        try tmux.press("q")
        let exported = try export()
        #expect(exported.status == 0, "\(exported.error)")
        #expect(exported.output.contains("Para 2 one two three."), "\(exported.output)")
        #expect(exported.output.contains("Pencilled in."), "\(exported.output)")
    }

    @Test func aHighlightAcknowledgedSurvivesKillNine() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(tmux)
        try tmux.press("s", "}", "}", "v", "$", "3")
        _ = try tmux.waitFor { $0.contains("Highlighted") }
        let reader = try #require(try tmux.foregroundChild())
        kill(reader, SIGKILL)
        _ = try tmux.waitUntil { try tmux.foregroundChild() == nil }
        let exported = try export("json")
        #expect(exported.status == 0, "\(exported.error)")
        #expect(exported.output.contains("Para 3 one two three."), "\(exported.output)")
        #expect(exported.output.contains("\"blue\""), "\(exported.output)")
    }
}

/// A paste of two megabytes into the note editor: the first megabyte is taken, the rest thrown
/// away unread with one notice, and the reader answers at once.
@Suite("A long note in tmux", .serialized)
struct LongNoteInTmuxTests {
    private let temporary = TemporaryDirectory()

    @Test func aPasteOverTheNotesBoundIsCutAndTold() throws {
        let path = temporary.path + "/short.txt"
        try "A short text to note.".write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(path)'")
        _ = try tmux.waitFor { $0.contains("A short text") }
        try tmux.press("s", "n")
        _ = try tmux.waitFor { $0.contains("Ctrl-S") }
        try tmux.paste(String(repeating: "word ", count: 420_000))
        _ = try tmux.waitFor(timeout: 60) { $0.contains("A note holds at most 1 MB") }
        try tmux.press("C-s")
        _ = try tmux.waitFor { $0.contains("Note saved") }
    }
}
