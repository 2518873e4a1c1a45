import Formats
import Testing

@testable import ReaderCore

/// A picture alone in a table cell is a picture box in the cell, in the grid as in records:
/// never the attachment character, whose glyph would invent a character the book does not have.
@Suite("Pictures in table cells")
struct TableCellPictureTests {
    static let birds = """
        <html><body><p>Birds of the garden.</p>
        <table><tr><th>Bird</th><th>Picture</th><th>Song</th></tr>
        <tr><td>Wren</td><td><img src="wren.png" width="96" height="64" alt="a wren"/></td>
        <td>A loud trill for so small a bird.</td></tr>
        <tr><td>Robin</td><td>none</td><td>Sweet</td></tr></table></body></html>
        """

    /// The first page of the birds at `width` × `height`, and the rows expected on it padded
    /// to the page's height.
    private func pages(width: Int, height: Int, expected rows: [String]) throws -> (shown: String, expected: String) {
        let shown = try #require(dumpedPages(try htmlBook(Self.birds), width: width, height: height).first)
        return (shown, (rows + Array(repeating: "", count: height - rows.count)).joined(separator: "\n") + "\n")
    }

    /// 96 × 64 pixels are 12 cells of 8 pixels across and 4 rows of 16 pixels.
    @Test func aPictureInAGridCellIsABoxInItsColumnAt80x24() throws {
        let page = try pages(
            width: 80, height: 24,
            expected: [
                "Birds of the garden.",
                "",
                "Bird  │ Picture      │ Song",
                "──────┼──────────────┼──────────────────────────────────",
                "Wren  │ ┌──────────┐ │ A loud trill for so small a bird.",
                "      │ │ [a wren] │ │",
                "      │ │          │ │",
                "      │ └──────────┘ │",
                "──────┼──────────────┼──────────────────────────────────",
                "Robin │ none         │ Sweet",
            ])
        #expect(page.shown == page.expected)
    }

    /// At 40 columns the song's column gives way, never the picture's.
    @Test func aPictureInAGridCellIsABoxInItsColumnAt40x12() throws {
        let page = try pages(
            width: 40, height: 12,
            expected: [
                "Birds of the garden.",
                "",
                "Bird  │ Picture      │ Song",
                "──────┼──────────────┼──────────────────",
                "Wren  │ ┌──────────┐ │ A loud trill for",
                "      │ │ [a wren] │ │ so small a bird.",
                "      │ │          │ │",
                "      │ └──────────┘ │",
                "──────┼──────────────┼──────────────────",
                "Robin │ none         │ Sweet",
            ])
        #expect(page.shown == page.expected)
    }

    @Test func noAttachmentCharacterIsEverDrawnInATable() throws {
        let book = try htmlBook(Self.birds)
        for width in [80, 60, 40, 30, 24, 20] {
            let text = dumpedPages(book, width: width, height: 12).joined()
            #expect(!text.contains("\u{FFFC}"), "at \(width) columns")
            #expect(text.contains("┌"), "the picture's box at \(width) columns")
        }
    }

    /// A picture of unknown size (its file missing) asks its column for 16 cells, no more: a
    /// box of 4:3, 16 cells by 6 rows.
    @Test func aPictureOfUnknownSizeTakesALongWordsColumn() throws {
        let book = try htmlBook("<table><tr><td>A</td><td><img src='missing.png' alt='lost'/></td></tr></table>")
        let page = try #require(dumpedPages(book, width: 80, height: 8).first)
        #expect(
            page
                == [
                    "A │ ┌──────────────┐", "  │ │              │", "  │ │[image: lost] │", "  │ │              │",
                    "  │ │              │", "  │ └──────────────┘", "", "",
                ].joined(separator: "\n") + "\n")
    }
}
