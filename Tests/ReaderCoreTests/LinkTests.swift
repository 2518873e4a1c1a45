import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Links on the page: Tab and Shift-Tab select them, Enter follows; a note opens over the page
/// in a frame, an address outside the book is only shown.
@Suite("Links and notes")
struct LinkTests {
    private static func book() throws -> Book {
        let filler = fillerParagraphs()
        return try htmlBook(
            """
            <html><body><p>See the <a href="#ch2">second chapter</a>, a note<a epub:type="noteref" href="#n1">1</a>,
            or <a href="https://example.org/">the web</a>.</p>\(filler)
            <h2 id="ch2">Chapter Two</h2><p>Here it is.</p>
            <aside epub:type="footnote" id="n1"><p>1.</p><p>The note's own text, said in full.</p></aside></body></html>
            """)
    }

    @Test func linksAreReadWithTheirTargets() throws {
        let book = try Self.book()
        let text = book.storage.string
        #expect(book.links.count == 3)
        let words = book.links.map { text.utf16.dropFirst($0.range.lowerBound).prefix($0.range.count) }.map {
            String($0) ?? ""
        }
        #expect(words == ["second chapter", "1", "the web"], "a link's range is its text, not the space before it")
        let chapter = try #require(book.links[0].target)
        #expect(book.storage.string(in: chapter..<chapter + 11) == "Chapter Two" && !book.links[0].isNote)
        #expect(book.links[1].isNote && book.links[2].url == "https://example.org/" && book.links[2].target == nil)
    }

    @Test func tabSelectsEnterFollowsAndANoteOpensOverThePage() throws {
        var session = ReaderSession(book: try Self.book(), columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .character("\t")) == .action(.nextLink))
        #expect(KeyBindings.command(for: .backTab) == .action(.previousLink))
        #expect(KeyBindings.command(for: .enter) == .action(.followLink))
        #expect(session.perform(.followLink) == [.notice("No link selected: Tab selects one")])
        session.perform(.nextLink)
        session.perform(.nextLink)
        #expect(session.linkSelection == 1)
        let rows = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        let selected = (0..<23).flatMap { row in
            (0..<80).filter { rows[row, $0].style.contains(.reverse) }.map { rows[row, $0].text }
        }
        #expect(selected == ["¹"], "the selected link (a note number, raised) is shown, and only it")
        session.perform(.followLink)
        #expect(session.mode == .note)
        let shown = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows().joined(separator: "\n")
        #expect(shown.contains("Note") && shown.contains("The note's own text, said in full."), "\(shown)")
        session.perform(.note(.close))
        #expect(session.mode == .reading && session.currentPage() == 0)
        session.perform(.nextLink)
        #expect(session.perform(.followLink) == [.notice("Link to https://example.org/ (not opened)")])
        session.perform(.previousLink)
        session.perform(.previousLink)
        session.perform(.followLink)
        #expect(session.paginator.range(ofPage: session.currentPage()).contains(session.book.links[0].target ?? -1))
        session.perform(.goBack)
        #expect(session.currentPage() == 0, "following a link is a jump to come back from")
    }

    @Test func aClickOnALinkFollowsIt() throws {
        var session = ReaderSession(book: try Self.book(), columns: 80, rows: 24)
        // Where "second chapter" is drawn, found on the screen itself.
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        let rows = screen.textRows()
        let row = try #require(rows.firstIndex { $0.contains("second chapter") })
        let column = rows[row].distance(
            from: rows[row].startIndex, to: try #require(rows[row].range(of: "second chapter")).lowerBound)
        session.perform(.click(row: row, column: column + 3))
        #expect(
            session.paginator.range(ofPage: session.currentPage()).contains(session.book.links[0].target ?? -1),
            "the click followed the link")
    }
}
