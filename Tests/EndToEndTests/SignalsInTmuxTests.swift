import Foundation
import Store
import TestSupport
import Testing

/// Signals and keys answer while the reader lays out a long book: the real binary in tmux,
/// sent SIGTERM, hung up or asked to quit right after `G`, while the pages before the last are
/// still being found. The bounds are generous: the machine is shared and the build a debug one.
@Suite("Signals in tmux", .serialized)
struct SignalsInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var state: String { temporary.path + "/state" }

    /// The words of the book's last page: nowhere else in it.
    private static let ending = "The very end of the book."

    /// About 12 MB of chapters: laying out every page takes seconds in a debug build, the last
    /// chapter alone (a page break before it) a moment.
    private static let text: String = {
        let paragraph = Array(repeating: "word", count: 60).joined(separator: " ") + "\n\n"
        let chapter = String(repeating: paragraph, count: 130)
        return (1...300).map { "CHAPTER \($0)\n\n" + chapter }.joined() + "CHAPTER 301\n\n\(ending)\n"
    }()

    /// A tmux of 80x24 showing the book's last page after `G`, its pages still being laid out.
    private func openAtTheEnd() throws -> Tmux {
        let path = temporary.path + "/Long Book.txt"
        try Self.text.write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(path)'")
        try tmux.waitFor(timeout: 60) { $0.contains("word word") && $0.contains("%") }
        try tmux.press("G")
        let screen = try tmux.waitFor(timeout: 30) { $0.contains(Self.ending) }
        #expect(screen.contains("laying out…"), "the status line says the pages are being laid out:\n\(screen)")
        return tmux
    }

    /// How far into the book the saved place is, 0-100, read from the store the reader used.
    private func savedProgress() throws -> Int? {
        try PositionStore(directory: state + "/reader", readOnly: true).library().first?.progress
    }

    @Test func sigtermMidLayoutEndsTheReaderRestoresTheTerminalAndKeepsThePlaceShown() throws {
        let tmux = try openAtTheEnd()
        let reader = try #require(try tmux.foregroundChild())
        let sent = Date()
        kill(reader, SIGTERM)
        let seconds = ReaderProcess(pid: reader).secondsToExit(after: sent)
        #expect(seconds < 1, "the reader ended \(seconds) s after SIGTERM")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() }, "the terminal is given back")
        // Its modes too: the shell's line is echoed again.
        try tmux.type("echo given-back")
        #expect(try tmux.waitFor { $0.contains("echo given-back\ngiven-back") }.contains("given-back\ngiven-back"))
        // The last page was on screen: its place is saved, near 100 %.
        let progress = try savedProgress()
        #expect(progress.map { $0 >= 99 } == true, "saved at \(progress.map(String.init) ?? "no place")%")
    }

    @Test func aClosedWindowMidLayoutEndsTheReaderAndKeepsThePlaceShown() throws {
        let tmux = try openAtTheEnd()
        let reader = try #require(try tmux.foregroundChild())
        let closed = Date()
        try tmux.killWindow()
        let seconds = ReaderProcess(pid: reader).secondsToExit(after: closed)
        #expect(seconds < 1, "the reader ended \(seconds) s after its window closed")
        let progress = try savedProgress()
        #expect(progress.map { $0 >= 99 } == true, "saved at \(progress.map(String.init) ?? "no place")%")
    }

    @Test func sigtermWhileAKeyLaysOutSlowTextEndsTheReader() throws {
        // Soft hyphens between single letters: `G` lays out the whole paragraph at once, for
        // seconds or more; the signal does not wait for it.
        let path = temporary.path + "/Storm.txt"
        try String(repeating: "a\u{00AD}", count: 1_000_000).write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(path)'")
        try tmux.waitFor(timeout: 60) { $0.contains("%") }
        let reader = try #require(try tmux.foregroundChild())
        try tmux.press("G")
        Thread.sleep(forTimeInterval: 0.3)
        let sent = Date()
        kill(reader, SIGTERM)
        let seconds = ReaderProcess(pid: reader).secondsToExit(after: sent)
        #expect(seconds < 1, "the reader ended \(seconds) s after SIGTERM")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() }, "the terminal is given back")
    }

    @Test func qMidLayoutAnswersAtOnce() throws {
        let tmux = try openAtTheEnd()
        let reader = try #require(try tmux.foregroundChild())
        let pressed = Date()
        try tmux.press("q")
        let seconds = ReaderProcess(pid: reader).secondsToExit(after: pressed)
        #expect(seconds < 1, "q answered \(seconds) s after it was pressed")
        #expect(try !tmux.alternateScreenOn(), "the terminal is given back")
        let progress = try savedProgress()
        #expect(progress.map { $0 >= 99 } == true, "saved at \(progress.map(String.init) ?? "no place")%")
    }
}
