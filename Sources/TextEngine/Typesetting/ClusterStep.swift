/// One step of a walk along a line (`ClusterWalk`): the storage range it covers, what it is
/// and how far it moves the line on.
package struct ClusterStep {
    /// What a step covers.
    package enum Kind: UInt8 {
        /// A grapheme cluster the line shows (in vertical text, a tate-chu-yoko pair of digits
        /// too); a cluster of no cells is one, taking none.
        case glyph
        /// A space: one cell that may hang past the line's end.
        case space
        /// A tab: the cells to the next stop (`Typesetter.tabInterval`), hanging.
        case tab
        /// An ideographic space (U+3000): two cells, in vertical text a row, hanging.
        case ideographicSpace
        /// A line separator (U+2028): no cells; the line ends after it.
        case lineSeparator
        /// Hidden text (`HiddenText`): no cells, never drawn.
        case hidden
        /// A ruby reading standing beside the line (`RubyColumn`): none of the line's rows.
        case reading
    }

    /// The storage range it covers, cut at the walk's limit.
    package var range: Range<Int>
    package var kind: Kind
    /// The column (in vertical text the row) it starts at; for a reading, the row beside the
    /// line where it starts.
    package var column: Int
    /// The cells (rows) it moves the line on; for a reading, the rows it takes beside the line,
    /// which move the line on by none.
    package var advance: Int

    /// Whether it is of the spaces between words that a justified line widens.
    @inline(__always)
    package var isGapSpace: Bool {
        kind == .space || kind == .tab || kind == .ideographicSpace
    }

    @inline(__always)
    init(_ start: Int, _ end: Int, _ kind: Kind, column: Int, advance: Int) {
        range = Range(uncheckedBounds: (start, end))
        self.kind = kind
        self.column = column
        self.advance = advance
    }
}
