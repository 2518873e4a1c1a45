/// A picture's place on the screen, in terminal cells.
public struct CellBox: Equatable, Sendable {
    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The largest box of at most `columns` x `rows` cells that shows a picture of `width` x
    /// `height` pixels in its proportions on cells of `cellWidth` x `cellHeight` pixels, no
    /// larger than the picture's own size; at least one cell.
    public init(fitting width: Int, _ height: Int, within columns: Int, _ rows: Int, cellWidth: Int, cellHeight: Int) {
        let pictureWidth = Double(max(width, 1)), pictureHeight = Double(max(height, 1))
        let scale = min(1, Double(columns * cellWidth) / pictureWidth, Double(rows * cellHeight) / pictureHeight)
        self.columns = min(max(Int((pictureWidth * scale / Double(cellWidth)).rounded()), 1), max(columns, 1))
        self.rows = min(max(Int((pictureHeight * scale / Double(cellHeight)).rounded()), 1), max(rows, 1))
    }
}
