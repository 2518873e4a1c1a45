/// What one text container holds: a contiguous range of the storage, its line fragments and
/// the attachments placed as blocks. The pages of a layout cover the storage from its start to
/// its end without gap or overlap.
public struct Page: Hashable, Sendable {
    public var range: Range<Int>
    public var lines: [LineFragment]
    /// What the layout manager draws besides the text: list markers and frames.
    public var decorations: [Decoration]
    public var blocks: [PlacedBlock]

    public init(range: Range<Int>, lines: [LineFragment], decorations: [Decoration] = [], blocks: [PlacedBlock] = []) {
        self.range = range
        self.lines = lines
        self.decorations = decorations
        self.blocks = blocks
    }
}

/// A mark drawn on a page that is not text of the storage.
public struct Decoration: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public let text: String
    /// The cells `text` takes.
    public let width: Int
    /// The text when it is one scalar one cell wide (a frame's glyph): drawn without string handling.
    public let scalar: Unicode.Scalar?

    /// A decoration of `width` cells; measured when not given.
    public init(row: Int, column: Int, text: String, width: Int? = nil) {
        self.row = row
        self.column = column
        self.text = text
        self.width = width ?? TextSegmenter.width(of: text)
        var scalars = text.unicodeScalars.makeIterator()
        let first = scalars.next()
        self.scalar = self.width == 1 && scalars.next() == nil ? first : nil
    }

    /// One scalar one cell wide at a position.
    public init(row: Int, column: Int, scalar: Unicode.Scalar) {
        self.row = row
        self.column = column
        self.text = String(scalar)
        self.width = 1
        self.scalar = scalar
    }
}
