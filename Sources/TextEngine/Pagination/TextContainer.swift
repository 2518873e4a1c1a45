/// A fixed rectangle of cells that holds the text of one page.
public struct TextContainer: Hashable, Sendable {
    /// Columns; at least 1.
    public let width: Int
    /// Rows; at least 1.
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }
}
