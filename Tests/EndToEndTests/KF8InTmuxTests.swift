import Foundation
import TestSupport
import Testing

/// A KF8 book with skeleton, fragment and NCX indexes opened in the real binary: its title on
/// the status line, its two-level contents with `t`, a chapter reached from them, and the
/// page kept when it is opened again.
@Suite("KF8 in tmux", .serialized)
struct KF8InTmuxTests {
    private let temporary = TemporaryDirectory()

    @Test func aKF8BookShowsItsContentsAndResumesWhereItWasLeft() throws {
        var fixture = KF8Fixture.sample
        fixture.title = "Harbour Lights"
        let book = temporary.file("book.azw3", bytes: fixture.bytes)
        let open = "XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'"
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type(open)
        let first = try tmux.waitFor { $0.contains("Harbour Lights") && $0.contains("Chapter One") }
        #expect(!first.contains("book.azw3"), "the book's title, not the file's:\n\(first)")
        try tmux.press("t")
        let contents = try tmux.waitFor { $0.contains("Contents") && $0.contains("Chapter Three") }
        for entry in ["Chapter One", "  First Section", "Chapter Two", "  Second Section", "  Third Section"] {
            #expect(contents.contains(entry), "\(entry):\n\(contents)")
        }
        try tmux.press("j", "j", "Enter")
        let chapter = try tmux.waitFor { $0.contains("Chapter Two") && !$0.contains("Contents") }
        #expect(!chapter.contains("Chapter One"), "the second part's page:\n\(chapter)")
        try tmux.press("q")
        _ = try tmux.waitFor { !$0.contains("Chapter Two") }
        try tmux.type(open)
        let again = try tmux.waitFor { $0.contains("Harbour Lights") && $0.contains("Chapter Two") }
        #expect(!again.contains("Chapter One"), "the page left:\n\(again)")
        try tmux.press("q")
    }
}
