import TextEngine

/// Where the cells of a document's tables stand: a table outside any cell gets an id, its rows
/// and cells their places, a cell past the columns that cells of rows above still cover
/// (`rowspan`). (A table inside a cell is read as that cell's paragraphs: the importer does not
/// place it.)
struct TablePlacement {
    /// The tables being read, innermost last: their ids, where their rows and cells stand, and
    /// the last row each column is covered to by a cell spanning rows.
    private var open: [(id: Int, row: Int, column: Int, coveredTo: [Int: Int])] = []
    /// The rows a cell may span, at most.
    static let longestRowSpan = 64
    /// Tables met so far in every document: the id of the next.
    private var count = 0

    /// A document begins: no table is open.
    mutating func startDocument() {
        open = []
    }

    /// An element begins outside any cell: a `table` opens a table, a `tr` a row, and a `td`
    /// or `th` (spanning `colspan` columns and `rowspan` rows, up to `longestRowSpan`; 0 is
    /// taken for 1) is the cell returned; nil for a cell outside a table or past
    /// `Limits.tableColumns`, and for other elements.
    mutating func place(_ element: HTMLElement, colspan: String?, rowspan: String? = nil) -> TableCell? {
        switch element {
        case .table:
            count += 1
            open.append((count, -1, 0, [:]))
        case .tr where !open.isEmpty:
            open[open.count - 1].row += 1
            open[open.count - 1].column = 0
        case .td, .th:
            guard !open.isEmpty else { return nil }
            if open[open.count - 1].row < 0 { open[open.count - 1].row = 0 }
            var table = open[open.count - 1]
            while let last = table.coveredTo[table.column], last >= table.row { table.column += 1 }
            let span = min(max(Int(colspan ?? "") ?? 1, 1), 64)
            let rows = min(max(Int(rowspan ?? "") ?? 1, 1), Self.longestRowSpan)
            guard table.column < Limits.tableColumns else { return nil }
            if rows > 1 {
                for column in table.column..<(table.column + span) { table.coveredTo[column] = table.row + rows - 1 }
            }
            open[open.count - 1] = table
            open[open.count - 1].column += span
            return TableCell(
                table: table.id, row: table.row, column: table.column, span: span, rowSpan: rows,
                header: element == .th)
        default:
            break
        }
        return nil
    }

    /// A table placed by `place` ends.
    mutating func endTable() {
        if !open.isEmpty { open.removeLast() }
    }
}
