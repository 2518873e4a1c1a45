/// A mark drawn on a page that is not text of the storage. It says what it is; the renderers
/// choose its glyphs (a horizontal page and a vertical one draw a rule differently).
public struct Decoration: Hashable, Sendable {
    public var row: Int
    public var column: Int
    /// The cells the mark takes along its row.
    public let width: Int
    public let kind: Kind

    /// What a decoration is.
    public enum Kind: Hashable, Sendable {
        /// A list item's marker or a record's label; `rightToLeft` when its paragraph reads
        /// right to left, where it is shown reordered from a right-to-left base, 1. as .1.
        case marker(String, rightToLeft: Bool)
        /// One cell of the rule between two columns of a table.
        case columnRule
        /// The rule below a table row, `width` cells long, crossed by the column rules at
        /// `crossings` (cells from the rule's start, in order).
        case rowRule(crossings: [Int])
        /// One cell where a column rule meets a row rule on one side of it only (beside a cell
        /// spanning rows): the rule runs to its right (`rightward`) or to its left.
        case tee(rightward: Bool)
        /// One cell of a rounded frame.
        case frame(FramePiece)
    }

    /// A cell of a rounded frame, as the frame runs on a horizontal page.
    public enum FramePiece: Hashable, Sendable {
        case horizontal
        case vertical
        case topLeft
        case topRight
        case bottomLeft
        case bottomRight
    }

    /// A mark of `kind` taking `width` cells from a row and column of the container.
    public init(row: Int, column: Int, width: Int, kind: Kind) {
        self.row = row
        self.column = column
        self.width = width
        self.kind = kind
    }

    /// A list marker or a record's label of `width` cells; measured when not given.
    public static func marker(
        _ text: String, row: Int, column: Int, width: Int? = nil, rightToLeft: Bool = false
    ) -> Decoration {
        Decoration(
            row: row, column: column, width: width ?? TextSegmenter.width(of: text),
            kind: .marker(text, rightToLeft: rightToLeft))
    }

    /// One cell of a frame.
    public static func frame(_ piece: FramePiece, row: Int, column: Int) -> Decoration {
        Decoration(row: row, column: column, width: 1, kind: .frame(piece))
    }
}
