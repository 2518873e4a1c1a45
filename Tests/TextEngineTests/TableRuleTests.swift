import Testing

@testable import TextEngine

/// Table rows placed as a grid: their rules say what they are, and where the column rules
/// cross the rule below a row.
@Suite("Table rules")
struct TableRuleTests {
    /// The decorations of a table of two rows of two cells, `cells` row by row.
    private func decorations(_ cells: [String]) -> [Decoration] {
        var runs: [ParagraphStyleRun] = []
        var location = 0
        for (index, cell) in cells.enumerated() {
            var style = ParagraphStyle()
            style.tableCell = TableCell(table: 1, row: index / 2, column: index % 2)
            runs.append(ParagraphStyleRun(location: location, style: style))
            location += cell.utf16.count + 1
        }
        let layout = LaidOut(cells.joined(separator: "\n"), width: 20, styles: runs)
        return layout.pages[0].decorations
    }

    @Test func aLeftToRightTableHasItsRulesFromTheLeft() {
        // Columns of 1 and 2 cells, 3 cells apart: the rule between them in the middle of the gap.
        #expect(
            decorations(["a", "bb", "c", "d"]) == [
                Decoration(row: 0, column: 2, width: 1, kind: .columnRule),
                Decoration(row: 1, column: 0, width: 6, kind: .rowRule(crossings: [2])),
                Decoration(row: 2, column: 2, width: 1, kind: .columnRule),
            ])
    }

    @Test func aRightToLeftTableHasThemMirrored() {
        // The table's 6 cells stand at the right edge, 14 to 19; its first column rightmost.
        #expect(
            decorations(["א", "בב", "ג", "ד"]) == [
                Decoration(row: 0, column: 17, width: 1, kind: .columnRule),
                Decoration(row: 1, column: 14, width: 6, kind: .rowRule(crossings: [3])),
                Decoration(row: 2, column: 17, width: 1, kind: .columnRule),
            ])
    }

    /// A right-to-left table whose first cell spans both rows: the rule between the rows runs
    /// from the column rule beside that cell, which a tee joins, towards the left edge.
    @Test func aRuleBesideACellSpanningRowsIsJoinedToItsColumnRule() {
        let cells = [
            (TableCell(table: 1, row: 0, column: 0, rowSpan: 2), "א"), (TableCell(table: 1, row: 0, column: 1), "בב"),
            (TableCell(table: 1, row: 1, column: 1), "ג"),
        ]
        var runs: [ParagraphStyleRun] = []
        var location = 0
        for (cell, text) in cells {
            var style = ParagraphStyle()
            style.tableCell = cell
            runs.append(ParagraphStyleRun(location: location, style: style))
            location += text.utf16.count + 1
        }
        let layout = LaidOut(cells.map { $0.1 }.joined(separator: "\n"), width: 20, styles: runs)
        // Columns of 1 and 2 cells at the right edge: the first at 19, its rule at 17, the second at 14.
        #expect(
            layout.pages[0].decorations == [
                Decoration(row: 0, column: 17, width: 1, kind: .columnRule),
                Decoration(row: 1, column: 17, width: 1, kind: .tee(rightward: false)),
                Decoration(row: 1, column: 14, width: 3, kind: .rowRule(crossings: [])),
                Decoration(row: 2, column: 17, width: 1, kind: .columnRule),
            ])
    }
}
