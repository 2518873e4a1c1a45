/// How a justified line spreads its extra cells over the gaps between its words.
public enum Justification {
    /// A justified gap is never widened by more than this many cells; looser lines stay ragged.
    public static let maximumExtraPerGap = 4

    /// The extra cells of each gap, left to right: evenly, the remainder given alternately
    /// from the line's two ends inwards.
    public static func extraWidths(gaps: Int, extra: Int) -> [Int] {
        guard gaps > 0 else { return [] }
        var widths = Array(repeating: extra / gaps, count: gaps)
        var remainder = extra % gaps
        var low = 0
        var high = gaps - 1
        var fromLeft = true
        while remainder > 0 {
            widths[fromLeft ? low : high] += 1
            if fromLeft { low += 1 } else { high -= 1 }
            fromLeft.toggle()
            remainder -= 1
        }
        return widths
    }

    /// Runs of spaces between the words of `range` (not before its first visible cluster or
    /// after its last): the gaps a justified line widens.
    public static func gapCount(in range: Range<Int>, of storage: TextStorage) -> Int {
        var gaps = 0
        var seenText = false
        var inGap = false
        for offset in range {
            let unit = storage[offset]
            if Typesetter.isHangingSpace(unit) && unit != CodeUnit.lineSeparator {
                if seenText && !inGap { inGap = true }
            } else {
                if inGap { gaps += 1 }
                inGap = false
                seenText = true
            }
        }
        return gaps
    }
}
