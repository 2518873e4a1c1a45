/// One thing a line draws, where the layout put it: a cluster of the storage, the cells a space
/// or tab takes (widened on a justified line), the ellipsis of a cluster too wide for its
/// line, the hyphen of a hyphenated line, or a cluster of a ruby reading standing beside its
/// line in vertical text (`RubyColumn`). Columns count from the line's first cell, in the
/// order the line is shown (its runs reordered for bidirectional text); a reading's count
/// rows beside the line.
public struct PlacedGlyph: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case cluster, space, ellipsis, hyphen, reading
    }

    public var kind: Kind
    /// The storage range shown; for a hyphen, the last visible cluster, whose attributes it takes.
    public var range: Range<Int>
    public var column: Int
    public var width: Int
    /// The attributes it is drawn with; a space carries them only inside a run that goes on
    /// after it (an underlined or marked phrase), so that no style trails a phrase's end.
    public var attributes: CharacterAttributes
    /// It stands in a right-to-left run (an odd bidi level): a mirrored character (a bracket)
    /// is drawn mirrored, and its region's start is on its right.
    public var isRightToLeft: Bool

    public init(
        kind: Kind, range: Range<Int>, column: Int, width: Int, attributes: CharacterAttributes,
        isRightToLeft: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.column = column
        self.width = width
        self.attributes = attributes
        self.isRightToLeft = isRightToLeft
    }
}
