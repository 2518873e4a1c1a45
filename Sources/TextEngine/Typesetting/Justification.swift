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
    /// after its last, nor those that stay as they are: `isRigid`): the gaps a justified line widens.
    public static func gapCount(in range: Range<Int>, of storage: TextStorage, hidden: HiddenText = .none) -> Int {
        var gaps = WordGaps()
        var skipped = HiddenText.Cursor(hidden, from: range.lowerBound)
        var offset = range.lowerBound
        while offset < range.upperBound {
            if let end = skipped.hiddenEnd(at: offset) {
                // Hidden text is neither a word nor a gap.
                offset = end
                continue
            }
            if isGapSpace(storage[offset]) { gaps.space(at: offset) } else { gaps.text(at: offset, in: storage) }
            offset += 1
        }
        return gaps.count
    }

    /// A unit of the gaps between words: a space, a tab or an ideographic space.
    static func isGapSpace(_ unit: UInt16) -> Bool {
        Typesetter.isHangingSpace(unit) && unit != CodeUnit.lineSeparator
    }

    /// Whether the run of spaces `gap` stays as it is on a justified line: the spaces that go
    /// with punctuation (after «, before ; : ! ? », as French sets them) are no gaps between words.
    static func isRigid(_ gap: Range<Int>, in storage: TextStorage) -> Bool {
        if gap.lowerBound > 0 && storage[gap.lowerBound - 1] == 0xAB { return true }
        guard gap.upperBound < storage.length else { return false }
        switch storage[gap.upperBound] {
        case 0x3B, 0x3A, 0x21, 0x3F, 0xBB: return true
        default: return false
        }
    }
}
