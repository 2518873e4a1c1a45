/// A rectangle of cells on a screen: where a view draws.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = width
        self.height = height
    }

    /// The row below the rectangle's last.
    public var bottom: Int { row + height }
    /// The column right of the rectangle's last.
    public var right: Int { column + width }

    /// The rectangle with `cells` taken off each side.
    public func inset(by cells: Int) -> Rect {
        Rect(
            row: row + cells, column: column + cells, width: max(0, width - 2 * cells),
            height: max(0, height - 2 * cells))
    }
}
