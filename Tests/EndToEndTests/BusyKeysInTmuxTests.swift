import Foundation
import TestSupport
import Testing

/// Keys answer while the reader has much to do: 100 KB pasted into `/`, a long phrase searched
/// in a long book. The real binary in tmux; the bounds are generous, the machine is shared.
@Suite("Busy keys in tmux", .serialized)
struct BusyKeysInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()

    /// A tmux of 80x24 showing the first page of a book of `text`.
    private func open(_ text: String) throws -> Tmux {
        let path = temporary.path + "/Busy Book.txt"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(path)'")
        try tmux.waitFor(timeout: 60) { $0.contains("word word") && $0.contains("%") }
        return tmux
    }

    /// Seconds from `start` until the reader has quit and the shell is back (at most 30).
    private func secondsToQuit(_ tmux: Tmux, from start: Date) throws -> Double {
        #expect(try tmux.waitUntil(timeout: 30) { try tmux.foregroundChild() == nil }, "the reader quits")
        return Date().timeIntervalSince(start)
    }

    /// Paragraphs of "word", `size` bytes or so.
    private static func words(_ size: Int) -> String {
        let paragraph = Array(repeating: "word", count: 60).joined(separator: " ") + "\n\n"
        return String(repeating: paragraph, count: size / paragraph.utf8.count)
    }

    @Test func aPasteOfAHundredKilobytesIntoThePromptLeavesTheKeysFree() throws {
        let tmux = try open(Self.words(200_000))
        try tmux.press("/")
        try tmux.waitFor { $0.split(separator: "\n").last?.hasPrefix(" /") == true }
        try tmux.paste(String(repeating: "x", count: 100_000))
        // The line is cut at 200 characters: once it is drawn, the rest of the paste is refused
        // without a frame, and Esc and q come through at once.
        try tmux.waitFor { $0.split(separator: "\n").last?.hasSuffix(String(repeating: "x", count: 70)) == true }
        let cut = Date()
        try tmux.press("Escape")
        try tmux.waitFor { !$0.contains("xxx") }
        try tmux.press("q")
        let seconds = try secondsToQuit(tmux, from: cut)
        // The bound holds tmux's delivery of the refused 99,800 keys to a debug build on a busy
        // machine (about 1 s alone, 2.5 s under the whole suite); drawing each took 50 s.
        #expect(seconds < 5, "Esc and q answered \(seconds) s after the line was cut")
    }

    @Test func aLongPhraseInALongBookLeavesTheKeysFree() throws {
        // Sixteen megabytes of "word", searched for 39 of them and "wordx": a search that
        // compares the phrase at every place would take many seconds.
        let tmux = try open(Self.words(16_000_000))
        let phrase = String(repeating: "word ", count: 39) + "wordx"
        try tmux.press("/")
        try tmux.send(literally: phrase)
        try tmux.waitFor(timeout: 30) { $0.split(separator: "\n").last?.hasSuffix("wordx") == true }
        let submitted = Date()
        try tmux.press("Enter", "q")
        let seconds = try secondsToQuit(tmux, from: submitted)
        #expect(seconds < 2, "q answered \(seconds) s after the search began")
    }
}
