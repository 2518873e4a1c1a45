/// Rows of a table set together as a grid: a row and the rows below it that its cells spanning
/// rows (`rowspan`) reach, so that such a cell stands beside all of them. Each row is as tall
/// as its tallest cell of one row; a cell spanning rows takes the rows it spans and the rules
/// between them, and the last of them grows when it needs more. Positions are counted from the
/// group's top row and the table's left edge, left to right (a right-to-left table mirrors them).
struct TableRowGroup {
    /// A cell's lines: a line of text, or a picture's block.
    typealias CellLine = (range: Range<Int>, line: Typesetter.Line, block: AttachmentBlock?)

    /// A cell typeset: its row in the group, its columns and rows, its width and direction,
    /// and its lines (those of all its paragraphs).
    struct Cell {
        var row: Int
        var column: Int
        var span: Int
        var rowSpan: Int
        var width: Int
        var rightToLeft: Bool
        var lines: [CellLine] = []

        /// The rows its lines take.
        var height: Int { lines.reduce(0) { $0 + ($1.block?.rows ?? 1) } }
    }

    let cells: [Cell]
    /// The rows each row of the group takes, and the first row of each (a rule between two).
    let heights: [Int]
    let tops: [Int]

    /// `cells` of `rows` rows: their heights and tops found.
    init(cells: [Cell], rows: Int) {
        var cells = cells
        for index in cells.indices { cells[index].rowSpan = min(cells[index].rowSpan, rows - cells[index].row) }
        self.cells = cells
        var heights = [Int](repeating: 1, count: max(rows, 1))
        for cell in cells where cell.rowSpan == 1 { heights[cell.row] = max(heights[cell.row], cell.height) }
        // A cell spanning rows has the rows it spans and the rules between them; the last of
        // them grows to hold the rest.
        for cell in cells.filter({ $0.rowSpan > 1 }).sorted(by: { $0.row + $0.rowSpan < $1.row + $1.rowSpan }) {
            let last = cell.row + cell.rowSpan - 1
            let room = heights[cell.row...last].reduce(0, +) + cell.rowSpan - 1
            if cell.height > room { heights[last] += cell.height - room }
        }
        self.heights = heights
        var top = 0
        tops = heights.map { height in
            defer { top += height + 1 }
            return top
        }
    }

    /// The rows the group takes, the rules between its rows included.
    var height: Int { tops[tops.count - 1] + heights[heights.count - 1] }

    /// Whether `cell` stands in row `row` of the group.
    private static func covers(_ cell: Cell, _ row: Int) -> Bool {
        cell.row <= row && row < cell.row + cell.rowSpan
    }

    /// The column rules beside each row (none through a cell spanning columns) and the rules
    /// between rows, broken where a cell spanning rows stands across them.
    func rules(columns: [(start: Int, width: Int)]) -> [Decoration] {
        var rules: [Decoration] = []
        for row in heights.indices {
            let standing = cells.filter { Self.covers($0, row) }
            let spanned = Set(standing.flatMap { ($0.column + 1)..<($0.column + $0.span) })
            for (index, column) in columns.enumerated().dropFirst() where !spanned.contains(index) {
                for line in tops[row]..<(tops[row] + heights[row]) {
                    rules.append(Decoration(row: line, column: column.start - 2, width: 1, kind: .columnRule))
                }
            }
            if row + 1 < heights.count {
                rules += ruleBetween(row, and: row + 1, columns: columns)
            }
        }
        return rules
    }

    /// The rule below `upper` and above `lower`: pieces between the cells that stand across it,
    /// joined to the column rules beside them.
    private func ruleBetween(_ upper: Int, and lower: Int, columns: [(start: Int, width: Int)]) -> [Decoration] {
        let row = tops[upper] + heights[upper]
        // The cell across the rule in each column, if any.
        var across = [Int?](repeating: nil, count: columns.count)
        for (index, cell) in cells.enumerated() where Self.covers(cell, upper) && Self.covers(cell, lower) {
            for column in cell.column..<min(cell.column + cell.span, columns.count) { across[column] = index }
        }
        var rules: [Decoration] = []
        var pieceStart: Int?
        var crossings: [Int] = []
        for column in 0...columns.count {
            let blocked = column == columns.count || across[column] != nil
            let boundary = column < columns.count ? columns[column].start - 2 : 0
            if let start = pieceStart, blocked {
                let end = column == columns.count ? columns[column - 1].start + columns[column - 1].width : boundary
                rules.append(
                    Decoration(row: row, column: start, width: end - start, kind: .rowRule(crossings: crossings)))
                pieceStart = nil
            }
            guard column > 0, column < columns.count else {
                if !blocked { (pieceStart, crossings) = (0, []) }
                continue
            }
            let leftBlocked = across[column - 1] != nil
            switch (leftBlocked, blocked) {
            case (false, false): crossings.append(boundary - (pieceStart ?? 0))
            case (true, false):
                rules.append(Decoration(row: row, column: boundary, width: 1, kind: .tee(rightward: true)))
                (pieceStart, crossings) = (boundary + 1, [])
            case (false, true):
                rules.append(Decoration(row: row, column: boundary, width: 1, kind: .tee(rightward: false)))
            case (true, true) where across[column - 1] != across[column]:
                rules.append(Decoration(row: row, column: boundary, width: 1, kind: .columnRule))
            default: break
            }
        }
        return rules
    }
}
