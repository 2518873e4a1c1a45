import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// A picture in a note is its box in the note's popup, with its alt text, as on the page.
@Suite("Pictures in notes")
struct NotePictureTests {
    @Test func aNotesPictureIsDrawnInItsBox() throws {
        let book = try htmlBook(
            """
            <html><body><p>See the shell<a epub:type="noteref" href="#n1">1</a>.</p>
            <aside epub:type="footnote" id="n1"><p>A shell:</p><p><img src="shell.png" width="96" height="64" \
            alt="a shell"/></p></aside></body></html>
            """)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        let reference = try #require(book.links.firstIndex { book.storage.string(in: $0.range) == "1" })
        _ = session.follow(link: reference)
        #expect(session.mode == .note)
        let rows = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows()
        // The box is as wide as a note's box may be (66 cells of text, 70 in all, centred from
        // column 5): the words, a blank row, then the picture's 12 × 4 cells in its middle.
        let top = try #require(rows.firstIndex { $0.contains("╭─ Note 1") })
        let text = top + 1
        #expect(rows[text].dropFirst(5).prefix(70) == "│ A shell:" + String(repeating: " ", count: 59) + "│")
        let inside = rows[(text + 2)...(text + 5)].map { String($0.dropFirst(7).prefix(66)) }
        let margin = String(repeating: " ", count: 27)
        #expect(
            inside == [
                margin + "┌──────────┐" + margin, margin + "│[a shell] │" + margin,
                margin + "│          │" + margin, margin + "└──────────┘" + margin,
            ])
    }
}
