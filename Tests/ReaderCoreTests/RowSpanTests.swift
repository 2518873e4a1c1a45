import Formats
import Testing

@testable import ReaderCore

/// A cell spanning rows (`rowspan`) stands beside every row it spans, under its own header; the
/// cells of the rows below stand past it under theirs. No rule runs through it.
@Suite("Table cells spanning rows")
struct RowSpanTests {
    static let fruit = """
        <html><body><table>
        <tr><th>Item</th><th>Kind</th><th>Price</th></tr>
        <tr><td>Apple</td><td rowspan="3">Fruit of the orchards of the north, sold in autumn</td><td>1</td></tr>
        <tr><td>Pear</td><td>2</td></tr>
        <tr><td>Plum</td><td>3</td></tr>
        <tr><td>Bread</td><td>Baked</td><td>4</td></tr>
        </table><p>After.</p></body></html>
        """

    /// The page `rows`, padded with blank rows to `height`, as `--dump` writes it.
    private func page(_ rows: [String], height: Int) -> String {
        (rows + Array(repeating: "", count: height - rows.count)).joined(separator: "\n") + "\n"
    }

    @Test func aCellSpanningRowsStandsBesideThemAt80x24() throws {
        let shown = try #require(dumpedPages(try htmlBook(Self.fruit), width: 80, height: 24).first)
        #expect(
            shown
                == page(
                    [
                        "Item  │ Kind                                               │ Price",
                        "──────┼────────────────────────────────────────────────────┼──────",
                        "Apple │ Fruit of the orchards of the north, sold in autumn │ 1",
                        "──────┤                                                    ├──────",
                        "Pear  │                                                    │ 2",
                        "──────┤                                                    ├──────",
                        "Plum  │                                                    │ 3",
                        "──────┼────────────────────────────────────────────────────┼──────",
                        "Bread │ Baked                                              │ 4",
                        "",
                        "After.",
                    ], height: 24))
    }

    /// At 40 columns the spanning cell's text runs on beside the rows below and the rules
    /// between them.
    @Test func aCellSpanningRowsStandsBesideThemAt40x12() throws {
        let shown = try #require(dumpedPages(try htmlBook(Self.fruit), width: 40, height: 12).first)
        #expect(
            shown
                == page(
                    [
                        "Item  │ Kind                     │ Price",
                        "──────┼──────────────────────────┼──────",
                        "Apple │ Fruit of the orchards of │ 1",
                        "──────┤ the north, sold in       ├──────",
                        "Pear  │ autumn                   │ 2",
                        "──────┤                          ├──────",
                        "Plum  │                          │ 3",
                        "──────┼──────────────────────────┼──────",
                        "Bread │ Baked                    │ 4",
                        "",
                        "After.",
                    ], height: 12))
    }

    /// A spanning cell taller than its rows makes the last of them taller. (Columns of 16 and 1
    /// cells: the first at least its longest word, then all the room its text asks for.)
    @Test func aTallSpanningCellMakesItsLastRowTaller() throws {
        let html = """
            <table><tr><td rowspan="2">one two three four five six seven eight nine ten eleven</td><td>a</td></tr>
            <tr><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>
            """
        let shown = try #require(dumpedPages(try htmlBook(html), width: 20, height: 12).first)
        #expect(
            shown
                == page(
                    [
                        "one two three    │ a",
                        "four five six    ├──",
                        "seven eight nine │ b",
                        "ten eleven       │",
                        "─────────────────┼──",
                        "c                │ d",
                    ], height: 12))
    }
}
