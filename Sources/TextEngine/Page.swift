/// What one text container holds: a contiguous range of the storage and its line fragments.
/// The pages of a layout cover the storage from its start to its end without gap or overlap.
public struct Page: Hashable, Sendable {
    public var range: Range<Int>
    public var lines: [LineFragment]
    /// What the layout manager draws besides the text: list markers.
    public var decorations: [Decoration]

    public init(range: Range<Int>, lines: [LineFragment], decorations: [Decoration] = []) {
        self.range = range
        self.lines = lines
        self.decorations = decorations
    }
}

/// A mark drawn on a page that is not text of the storage.
public struct Decoration: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var text: String
    /// The cells `text` takes.
    public var width: Int

    /// A decoration of `width` cells; measured when not given.
    public init(row: Int, column: Int, text: String, width: Int? = nil) {
        self.row = row
        self.column = column
        self.text = text
        self.width = width ?? TextSegmenter.width(of: text)
    }
}
