/// How a justified line spreads its extra cells over the gaps between its words.
public enum Justification {
    /// A justified gap is never widened by more than this many cells; looser lines stay ragged.
    public static let maximumExtraPerGap = 4

    /// The extra cells of each gap, left to right, on the line at `row`: every gap gets the
    /// average rounded down, and the remainder goes one cell a gap to gaps spread evenly across
    /// the line (Bresenham's steps), the pattern turned by one gap from row to row, so that
    /// over any `gaps` rows each gap gets the same share and no column of gaps gathers a river.
    public static func extraWidths(gaps: Int, extra: Int, row: Int) -> [Int] {
        guard gaps > 0 else { return [] }
        let remainder = extra % gaps
        let turn = ((row % gaps) + gaps) % gaps
        return (0..<gaps).map { gap in
            extra / gaps + (((gap + turn) % gaps) * remainder % gaps >= gaps - remainder ? 1 : 0)
        }
    }

    /// Runs of spaces between the words of `range` (not before its first visible cluster or
    /// after its last): the gaps a justified line widens.
    public static func gapCount(in range: Range<Int>, of storage: TextStorage, hidden: HiddenText = .none) -> Int {
        var gaps = 0
        var seenText = false
        var inGap = false
        var skipped = HiddenText.Cursor(hidden, from: range.lowerBound)
        var offset = range.lowerBound
        while offset < range.upperBound {
            if let end = skipped.hiddenEnd(at: offset) {
                // Hidden text is neither a word nor a gap.
                offset = end
                continue
            }
            let unit = storage[offset]
            if Typesetter.isHangingSpace(unit) && unit != CodeUnit.lineSeparator {
                if seenText && !inGap { inGap = true }
            } else {
                if inGap { gaps += 1 }
                inGap = false
                seenText = true
            }
            offset += 1
        }
        return gaps
    }
}
