import TextEngine

/// Where the cells of a document's tables stand: a table outside any cell gets an id, its rows
/// and cells their places. (A table inside a cell is read as that cell's paragraphs: the
/// importer does not place it.)
struct TablePlacement {
    /// The tables being read, innermost last: their ids and where their rows and cells stand.
    private var open: [(id: Int, row: Int, column: Int)] = []
    /// Tables met so far in every document: the id of the next.
    private var count = 0

    /// A document begins: no table is open.
    mutating func startDocument() {
        open = []
    }

    /// An element begins outside any cell: a `table` opens a table, a `tr` a row, and a `td`
    /// or `th` (spanning `colspan` columns) is the cell returned; nil for a cell outside a
    /// table or past `Limits.tableColumns`, and for other elements.
    mutating func place(_ element: HTMLElement, colspan: String?) -> TableCell? {
        switch element {
        case .table:
            count += 1
            open.append((count, -1, 0))
        case .tr where !open.isEmpty:
            open[open.count - 1].row += 1
            open[open.count - 1].column = 0
        case .td, .th:
            guard !open.isEmpty else { return nil }
            if open[open.count - 1].row < 0 { open[open.count - 1].row = 0 }
            let table = open[open.count - 1]
            let span = min(max(Int(colspan ?? "") ?? 1, 1), 64)
            guard table.column < Limits.tableColumns else { return nil }
            open[open.count - 1].column += span
            return TableCell(table: table.id, row: table.row, column: table.column, span: span, header: element == .th)
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
