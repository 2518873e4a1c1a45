/// One row of a page: the storage range it shows and where its cells go.
public struct LineFragment: Hashable, Sendable {
    /// The storage range, including spaces that hang past the line's end.
    public var range: Range<Int>
    /// Row in the container.
    public var row: Int
    /// Column of the line's first cell in the container (after indent and alignment).
    public var column: Int
    /// Cells the line's visible text takes, hanging spaces excluded, the spread of a justified
    /// line and a hyphen included; never past the container.
    public var width: Int
    /// Extra cells a justified line spreads over the gaps between its words.
    public var justification = 0
    /// The line ends inside a word and shows a hyphen in its last cell.
    public var hyphenated = false
    /// The line's paragraph runs right to left: it starts at the right edge and its runs are
    /// ordered from the right (the storage stays in logical order).
    public var isRightToLeft = false
    /// In vertical text with ruby readings beside the line, in a column of their own (the row of
    /// the container before the line's, `RubyColumn`): the rows from the line's first they stand
    /// within; 0 without (32 bits: a page holds many fragments, and pagination copies them).
    public var readingRoom: Int32 = 0

    /// Whether ruby readings stand beside the line (`readingRoom`).
    public var readingsBeside: Bool { readingRoom > 0 }

    public init(
        range: Range<Int>, row: Int, column: Int, width: Int, justification: Int = 0, hyphenated: Bool = false,
        isRightToLeft: Bool = false
    ) {
        self.range = range
        self.row = row
        self.column = column
        self.width = width
        self.justification = justification
        self.hyphenated = hyphenated
        self.isRightToLeft = isRightToLeft
    }
}
