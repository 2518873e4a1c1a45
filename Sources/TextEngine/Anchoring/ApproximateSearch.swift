/// Where a short pattern occurs in a text with a few edits: Myers' bit-parallel search for the
/// ends of its matches (G. Myers, "A fast bit-vector algorithm for approximate string matching
/// based on dynamic programming", 1999), then a small table for each match's start. Time
/// linear in the text for a pattern of at most 64 units.
enum ApproximateSearch {
    /// The longest pattern searched in one machine word.
    static let longestPattern = 64

    /// A match: where it starts and ends in the text, and its edits.
    struct Match: Equatable {
        var range: Range<Int>
        var errors: Int
    }

    /// For each code unit, the bits of the places it stands at in `pattern`: what a search
    /// looks each unit of the text up in (half a megabyte: made once for a pattern searched often).
    static func table(of pattern: ArraySlice<UInt16>) -> [UInt64] {
        var equal = [UInt64](repeating: 0, count: 1 << 16)
        for (index, unit) in pattern.prefix(longestPattern).enumerated() { equal[Int(unit)] |= 1 << UInt64(index) }
        return equal
    }

    /// The matches of `pattern` (1 to `longestPattern` units) in `text[within]` with at most
    /// `maxErrors` edits: of each run of ends within the bound, the one of fewest edits, and of
    /// those the match whose length is nearest the pattern's. `table` is the pattern's, when
    /// it was made before.
    static func matches(
        of pattern: ArraySlice<UInt16>, table: [UInt64]? = nil, in text: [UInt16], within: Range<Int>,
        maxErrors: Int
    ) -> [Match] {
        let count = pattern.count
        guard (1...longestPattern).contains(count), maxErrors < count else { return [] }
        let equal = table ?? Self.table(of: pattern)
        let last: UInt64 = 1 << UInt64(count - 1)
        var positive: UInt64 = count == 64 ? ~0 : (1 << UInt64(count)) - 1
        var negative: UInt64 = 0
        var score = count
        var runs: [(ends: [Int], errors: Int)] = []
        var run: (ends: [Int], errors: Int)?
        for position in within {
            let eq = equal[Int(text[position])]
            let xv = eq | negative
            let xh = (((eq & positive) &+ positive) ^ positive) | eq
            var ph = negative | ~(xh | positive)
            var mh = positive & xh
            if ph & last != 0 { score += 1 } else if mh & last != 0 { score -= 1 }
            ph <<= 1
            mh <<= 1
            positive = mh | ~(xv | ph)
            negative = ph & xv
            if score <= maxErrors {
                if run == nil || score < run!.errors {
                    run = ([position + 1], score)
                } else if score == run!.errors {
                    run!.ends.append(position + 1)
                }
            } else if let best = run {
                runs.append(best)
                run = nil
            }
        }
        if let run { runs.append(run) }
        return runs.compactMap { run in
            run.ends.map { end in
                Match(
                    range: start(of: pattern, endingAt: end, in: text, maxErrors: maxErrors)..<end, errors: run.errors)
            }.min { abs($0.range.count - count) < abs($1.range.count - count) }
        }
    }

    /// Where the best match of `pattern` that ends at `end` starts: the edit distance of the
    /// pattern against the text read backwards from `end`, the fewest edits winning, and of
    /// those the length nearest the pattern's.
    private static func start(of pattern: ArraySlice<UInt16>, endingAt end: Int, in text: [UInt16], maxErrors: Int)
        -> Int
    {
        let count = pattern.count
        let span = min(end, count + maxErrors)
        var previous = Array(0...span)
        var current = previous
        for row in 1...count {
            let unit = pattern[pattern.endIndex - row]
            current[0] = row
            for column in 1...span {
                let substitution = previous[column - 1] + (text[end - column] == unit ? 0 : 1)
                current[column] = min(substitution, previous[column] + 1, current[column - 1] + 1)
            }
            swap(&previous, &current)
        }
        let best = (0...span).min { (previous[$0], abs($0 - count)) < (previous[$1], abs($1 - count)) } ?? count
        return end - best
    }
}
