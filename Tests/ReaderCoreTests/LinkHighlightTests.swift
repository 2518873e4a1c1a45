import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// A selected link is highlighted whole, wherever it stands on its line.
@Suite("Link highlight")
struct LinkHighlightTests {
    /// The text of the cells in reverse video on the page, row by row.
    private func highlighted(_ session: ReaderSession) -> [String] {
        let screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        return (0..<11).map { row in
            (0..<40).filter { screen[row, $0].style.contains(.reverse) }.map { screen[row, $0].text }.joined()
        }.filter { !$0.isEmpty }
    }

    @Test func aLinkThatStartsALineIsHighlightedWhole() throws {
        let book = try htmlBook(
            """
            <html><body><p><a href="#b">Opening link</a> starts the paragraph and is followed by
            words enough to <a href="#b">wrapped link</a> here.</p>
            <p>A line of verse,<br/>
            <a href="#b">linked line</a> after a break.</p>
            <p id="b">Target.</p></body></html>
            """)
        let text = book.storage.string
        let words = book.links.map { String(text.utf16.dropFirst($0.range.lowerBound).prefix($0.range.count)) }
        #expect(words == ["Opening link", "wrapped link", "linked line"], "a link's range is its text")
        var session = ReaderSession(book: book, columns: 40, rows: 12)
        session.perform(.nextLink)
        #expect(highlighted(session) == ["Opening link"])
        session.perform(.nextLink)
        #expect(highlighted(session) == ["wrapped link"])
        session.perform(.nextLink)
        #expect(highlighted(session) == ["linked line"])
    }
}
