/// The gaps between the words of a line counted as it is walked: runs of spaces, tabs and
/// ideographic spaces with text on both sides (hidden text is neither), leaving out those that
/// stay as they are (`Justification.isRigid`). The gaps a justified line widens.
package struct WordGaps: Equatable {
    /// The gaps closed so far.
    package private(set) var count = 0
    /// Where the run of spaces met last starts, or `noText` before the line's first text, or
    /// `noGap` after text.
    private var open = Self.noText

    private static let noText = -2
    private static let noGap = -1

    package init() {}

    /// Notes a unit of text (not a gap space, not hidden) at `offset`: it closes the gap open
    /// before it, if any. Most text follows text: that costs one comparison.
    @inline(__always)
    package mutating func text(at offset: Int, in storage: TextStorage) {
        if open != Self.noGap { close(at: offset, in: storage) }
    }

    private mutating func close(at offset: Int, in storage: TextStorage) {
        if open >= 0 && !Justification.isRigid(open..<offset, in: storage) { count += 1 }
        open = Self.noGap
    }

    /// Notes a gap space at `offset`: it opens a gap after text, or goes on with the one open.
    @inline(__always)
    package mutating func space(at offset: Int) {
        if open == Self.noGap { open = offset }
    }
}
