/// An entry of a book's table of contents.
public struct Chapter: Hashable, Sendable {
    public var title: String
    /// Storage offset where the chapter begins.
    public var offset: Int
    /// Nesting level, 0 for the top.
    public var level: Int

    public init(title: String, offset: Int, level: Int = 0) {
        self.title = title
        self.offset = offset
        self.level = level
    }
}
