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
    /// The cells the mark takes.
    public let width: Int
    /// The mark reads right to left (a list marker or a record's label in a right-to-left
    /// paragraph): it is shown reordered from a right-to-left base, 1. as .1.
    public let isRightToLeft: Bool
    private let content: Content

    /// A frame's glyph is one scalar: kept as one, it is drawn without string handling.
    private enum Content: Hashable, Sendable {
        case scalar(Unicode.Scalar)
        case text(String)
    }

    /// A decoration of `width` cells; measured when not given.
    public init(row: Int, column: Int, text: String, width: Int? = nil, rightToLeft: Bool = false) {
        self.row = row
        self.column = column
        self.width = width ?? TextSegmenter.width(of: text)
        isRightToLeft = rightToLeft
        var scalars = text.unicodeScalars.makeIterator()
        if self.width == 1, let first = scalars.next(), scalars.next() == nil {
            content = .scalar(first)
        } else {
            content = .text(text)
        }
    }

    /// One scalar one cell wide at a position.
    public init(row: Int, column: Int, scalar: Unicode.Scalar) {
        self.row = row
        self.column = column
        width = 1
        isRightToLeft = false
        content = .scalar(scalar)
    }

    /// What the mark shows.
    public var text: String {
        switch content {
        case .scalar(let scalar): String(scalar)
        case .text(let text): text
        }
    }

    /// The mark when it is one scalar one cell wide.
    public var scalar: Unicode.Scalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }
}
