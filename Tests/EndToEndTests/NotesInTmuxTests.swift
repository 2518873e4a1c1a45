import Foundation
import TestSupport
import Testing

/// A note opened in the real binary, from an EPUB made like a modern one (endnotes as list
/// items, each with a back-link): its box titled with the note's number, three rows for a
/// line of text, no "↩", its keys said, and Esc giving the page back.
@Suite("Notes in tmux", .serialized)
struct NotesInTmuxTests {
    private let temporary = TemporaryDirectory()

    private func writeBook() throws -> String {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(
            spine: #"<itemref idref="c1"/><itemref idref="notes"/><itemref idref="c2"/>"#)
        files["OEBPS/text/one.xhtml"] = EPUBFixture.chapter(
            "Chapter One",
            """
            <p>The first words<a href="notes.xhtml#note-3" id="noteref-3" epub:type="noteref">3</a> stand here.</p>
            """)
        files["OEBPS/text/notes.xhtml"] = EPUBFixture.chapter(
            "Notes",
            """
            <ol start="3"><li id="note-3" epub:type="endnote"><p>A <i>brief</i> note. \
            <a href="one.xhtml#noteref-3" epub:type="backlink">↩︎</a></p></li></ol>
            """)
        let path = temporary.path + "/Notes.epub"
        try EPUBFixture.zip(files).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aNoteOpensInASmallBoxTitledWithItsNumberAndEscapeBringsThePageBack() throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'")
        let page = try tmux.waitFor { $0.contains("stand here.") }
        try tmux.press("Tab", "Enter")
        let screen = try tmux.waitFor { $0.contains("brief note.") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(rows.firstIndex { $0.contains("╭─ Note 3 ─") }, "titled by its number:\n\(screen)")
        #expect(rows[top + 1].contains("│") && rows[top + 1].contains("brief note.") && rows[top + 2].contains("╰"))
        #expect(rows[top + 2].contains("Esc close"), "the keys are said:\n\(screen)")
        #expect(!screen.unicodeScalars.contains("\u{21A9}"), "the back-link is left out:\n\(screen)")
        try tmux.press("Escape")
        let back = try tmux.waitFor { !$0.contains("brief note.") }
        let text = { (screen: String) in screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(23) }
        #expect(text(back) == text(page), "the page as it was (the status line aside):\n\(back)")
        try tmux.press("q")
    }
}
