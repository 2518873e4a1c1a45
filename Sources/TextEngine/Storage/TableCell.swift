/// Where a paragraph stands in a table (TextKit's `NSTextTableBlock`, in cells): the table it
/// belongs to, its row and the columns it spans. The layout manager sets a row's cells side by
/// side in columns sized to their content, or one after another when the grid cannot fit.
public struct TableCell: Hashable, Sendable {
    /// Tells the tables of a storage apart; the same for every cell of one table.
    public var table: Int
    public var row: Int
    public var column: Int
    /// Columns the cell spans, one or more.
    public var span: Int
    /// Rows the cell spans, one or more: it stands beside the rows below its own.
    public var rowSpan: Int
    /// A header cell (`th`): the label of its column when rows are read as records.
    public var header: Bool

    public init(table: Int, row: Int, column: Int, span: Int = 1, rowSpan: Int = 1, header: Bool = false) {
        self.table = table
        self.row = row
        self.column = column
        self.span = max(1, span)
        self.rowSpan = max(1, rowSpan)
        self.header = header
    }
}
