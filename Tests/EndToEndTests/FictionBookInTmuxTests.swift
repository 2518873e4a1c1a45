import Foundation
import TestSupport
import Testing

/// A zipped FictionBook in windows-1251 opened in the real binary: its title and author on the
/// status line, its contents with `t`, and its note in the popup.
@Suite("FictionBook in tmux", .serialized)
struct FictionBookInTmuxTests {
    private let temporary = TemporaryDirectory()

    @Test func aZippedNovelShowsItsTitleContentsAndNote() throws {
        let bytes = Data(FictionBookFixture.encode(FictionBookFixture.novel()))
        let book = temporary.path + "/novel.fb2.zip"
        try EPUBFixture.zip([:], extra: [("novel.fb2", bytes)]).write(to: URL(fileURLWithPath: book))
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'")
        let first = try tmux.waitFor { $0.contains("Война и мир — Лев Николаевич Толстой") }
        #expect(!first.contains("novel"), "the book's title, not the file's:\n\(first)")
        try tmux.press("t")
        let contents = try tmux.waitFor { $0.contains("Contents") }
        for entry in ["Часть первая Глава I", "    Подглава", "  Часть вторая", "Примечания"] {
            #expect(contents.contains(entry), "\(entry):\n\(contents)")
        }
        try tmux.press("j", "Enter")
        _ = try tmux.waitFor { $0.contains("поместья[¹]") }
        try tmux.press("Tab", "Enter")
        let note = try tmux.waitFor { $0.contains("╭─ Note 1 ─") }
        #expect(note.contains("Генуя, город в Италии."), "the note's text in its box:\n\(note)")
        try tmux.press("Escape", "q")
    }
}
