/// A picture of the book as the storage holds it: where the book keeps it, its size in pixels
/// (0 when unknown) and the text that stands for it.
public struct Picture: Hashable, Sendable {
    /// The picture's path in the book: an EPUB entry's, or a file's beside the book.
    public var source: String
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// The alternative text; empty when the book gives none.
    public var alt: String

    public init(source: String, pixelWidth: Int, pixelHeight: Int, alt: String) {
        self.source = source
        self.pixelWidth = max(0, pixelWidth)
        self.pixelHeight = max(0, pixelHeight)
        self.alt = alt
    }

    /// The share of the measure a picture may take at most (seed 004's 90 %).
    public static let widestShare = 90

    /// The cells the picture takes on a line `width` cells wide with at most `maxRows` rows:
    /// no wider than `share` percent of the line (a table cell's picture may fill its cell)
    /// nor than its natural size in cells of `cell`, its shape kept with the cell's; a picture
    /// of unknown size is a box of 4:3.
    public func size(forWidth width: Int, maxRows: Int, cell: CellSize, share: Int = widestShare) -> (
        columns: Int, rows: Int
    ) {
        let widest = max(1, width * share / 100)
        let natural = isSized ? max(1, pixelWidth / cell.width + (pixelWidth % cell.width == 0 ? 0 : 1)) : widest
        return Self.box(
            pixelWidth: shape.width, pixelHeight: shape.height, columns: min(widest, natural), rows: maxRows, cell: cell
        )
    }

    /// Whether the picture's size in pixels is known.
    public var isSized: Bool { pixelWidth > 0 && pixelHeight > 0 }

    /// Its size in pixels, or 4 by 3 when unknown: its shape.
    public var shape: (width: Double, height: Double) {
        isSized ? (Double(pixelWidth), Double(pixelHeight)) : (4, 3)
    }

    /// The largest box of at most `columns` x `rows` cells of `cell` pixels that shows pixels
    /// of `pixelWidth` x `pixelHeight` in their shape; at least one cell each way.
    public static func box(pixelWidth: Double, pixelHeight: Double, columns: Int, rows: Int, cell: CellSize) -> (
        columns: Int, rows: Int
    ) {
        // Rows per column for this shape, in cells of this shape.
        let shape = pixelHeight / pixelWidth * Double(cell.width) / Double(cell.height)
        let maxRows = max(1, rows)
        var columns = max(1, columns)
        var rows = whole(Double(columns) * shape)
        if rows > maxRows {
            rows = maxRows
            columns = min(columns, whole(Double(rows) / shape))
        }
        return (columns, rows)
    }

    /// A count of cells, at least 1, to the nearest whole number.
    private static func whole(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value.rounded(), 1), 1_000_000)) : 1
    }
}

/// The size of a terminal cell in pixels, for the shape of pictures: about twice as tall as
/// wide when the terminal does not say.
public struct CellSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    public static let standard = CellSize(width: 8, height: 16)
}
