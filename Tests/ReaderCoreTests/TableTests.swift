import Formats
import Testing

@testable import ReaderCore

/// Tables are grids when they fit (columns sized to their content, cells wrapped in them,
/// light rules between), records of `Header: value` lines when they do not; every word of
/// every cell is on the pages either way.
@Suite("Tables")
struct TableTests {
    static let rivers = """
        <html><body><p>Before the table.</p>
        <table><caption>Rivers of the world</caption>
        <tr><th>River</th><th>Length (km)</th><th>Notes</th></tr>
        <tr><td>Nile</td><td>6650</td><td>Flows north through eleven countries into the Mediterranean Sea.</td></tr>
        <tr><td>Amazon</td><td>6400</td><td>The largest by discharge of water.</td></tr>
        <tr><td>長江</td><td>6300</td><td>中国最长的河流。</td></tr>
        </table><p>After the table.</p></body></html>
        """

    @Test func aTableThatFitsIsAGrid() throws {
        let page = try #require(dumpedPages(try htmlBook(Self.rivers), width: 60, height: 20).first)
        #expect(
            page == """
                Before the table.

                                    Rivers of the world

                River  │ Length   │ Notes
                       │ (km)     │
                ───────┼──────────┼────────────────────────────────────────
                Nile   │ 6650     │ Flows north through eleven countries
                       │          │ into the Mediterranean Sea.
                ───────┼──────────┼────────────────────────────────────────
                Amazon │ 6400     │ The largest by discharge of water.
                ───────┼──────────┼────────────────────────────────────────
                長江   │ 6300     │ 中国最长的河流。

                After the table.






                """)
    }

    @Test func aTableTooWideIsReadAsRecords() throws {
        let page = try #require(dumpedPages(try htmlBook(Self.rivers), width: 30, height: 30).first)
        #expect(
            page.hasPrefix(
                """
                Before the table.

                     Rivers of the world

                River
                Length (km)
                Notes

                River: Nile
                Length (km): 6650
                Notes: Flows north through
                       eleven countries into
                       the Mediterranean Sea.

                River: Amazon
                """))
    }

    @Test func everyWordOfEveryCellIsOnThePagesAtAnyWidth() throws {
        let book = try htmlBook(Self.rivers)
        let words =
            ("River Length (km) Notes Nile 6650 Flows north through eleven countries into the Mediterranean Sea. "
            + "Amazon 6400 largest by discharge of water. 長江 6300 中国最长的河流。")
            .split(separator: " ")
        for width in [80, 60, 40, 30, 23, 20] {
            let text = dumpedPages(book, width: width, height: 12).joined(separator: "\n")
            // Words broken across lines are joined back for the check.
            let joined = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" || $0 == "─" || $0 == "┼" })
                .joined(separator: " ")
            for word in words {
                #expect(
                    joined.contains(word) || joined.replacingOccurrences(of: " ", with: "").contains(word),
                    "\(word) at \(width)")
            }
        }
    }

    @Test func aSpanningCellIsNeverCrossedByARule() throws {
        let book = try htmlBook(
            """
            <table><tr><th>A</th><th>B</th><th>C</th></tr>\
            <tr><td colspan="2">spanning two columns here</td><td>7</td></tr>
            <tr><td>東京都</td><td colspan="2">日本の首都であり最大の都市である。</td></tr><tr><td>大阪</td><td>西</td><td>商業</td></tr></table>
            """)
        let wide = dumpedPages(book, width: 80, height: 30).joined()
        #expect(
            wide.contains("spanning two columns here") && wide.contains("日本の首都であり最大の都市である。"), "whole on one line each")
        for width in [40, 30, 23] {
            // Every character of the spanning cells, in order, once the rules and spaces are left out.
            let text = dumpedPages(book, width: width, height: 30).joined().filter { !"│─┼ \n".contains($0) }
            for sentence in ["spanningtwocolumnshere", "日本の首都であり最大の都市である。"] {
                var rest = Substring(text)
                let found = sentence.allSatisfy { character in
                    guard let index = rest.firstIndex(of: character) else { return false }
                    rest = rest[rest.index(after: index)...]
                    return true
                }
                #expect(found, "\(sentence) at \(width)")
            }
        }
    }

    @Test func recordLabelsAddNoEllipsis() throws {
        let headers = (1...8).map { "<th>h\($0) header text that is quite long indeed</th>" }.joined()
        let row = "<tr>" + (1...8).map { "<td>value\($0)</td>" }.joined() + "</tr>"
        let book = try htmlBook("<table><tr>\(headers)</tr>\(row)</table>")
        let text = dumpedPages(book, width: 40, height: 40).joined()
        #expect(!text.contains("…"), "a cut label adds nothing the book lacks")
        #expect(text.contains("h1 header text: value1"))
    }
}
