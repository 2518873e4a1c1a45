/// A grid of cells: what a frame shows, built without a terminal.
public struct Screen: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(row: Int, column: Int) -> Cell {
        cells[row * width + column]
    }

    /// Puts a cluster `cellWidth` cells wide (1 or 2) at a position; it is dropped when it
    /// would not fit. Control characters are replaced by their visible pictures.
    public mutating func put(_ cluster: String, width cellWidth: Int, row: Int, column: Int, style: CellStyle = []) {
        guard cellWidth > 0, row >= 0, row < height, column >= 0, column + cellWidth <= width else { return }
        clearHalf(row: row, column: column)
        if cellWidth == 2 { clearHalf(row: row, column: column + 1) }
        cells[row * width + column] = Cell(text: Cell.visible(cluster), style: style)
        if cellWidth == 2 { cells[row * width + column + 1] = .continuation }
    }

    /// Fills a span of a row with blanks in a style.
    public mutating func fill(row: Int, columns: Range<Int>, style: CellStyle) {
        guard row >= 0, row < height else { return }
        for column in max(0, columns.lowerBound)..<min(width, columns.upperBound) {
            cells[row * width + column] = Cell(text: " ", style: style)
        }
    }

    /// The rows as text with trailing spaces trimmed.
    public func textRows() -> [String] {
        (0..<height).map { row in
            let start = row * width
            // Trailing blanks are never joined: most of a page's cells are.
            var end = start + width
            while end > start, cells[end - 1].text == " " { end -= 1 }
            var line = ""
            for index in start..<end { line += cells[index].text }
            return line
        }
    }

    /// Removing half of a wide cluster blanks its other half.
    private mutating func clearHalf(row: Int, column: Int) {
        let index = row * width + column
        if cells[index].isContinuation && column > 0 {
            cells[index - 1] = .blank
        } else if column + 1 < width && cells[index + 1].isContinuation {
            cells[index + 1] = .blank
        }
    }
}
