import CICU

extension Typesetter {
    /// Where the word starting `segment` may end the line with a hyphen within `room` cells:
    /// the last hyphenation point that fits, and the cells before it. Letters are any script's
    /// (a letter with its combining marks is one), in the language of the text they are in;
    /// the parts of a word joined by an apostrophe (l'indépendance, aujourd'hui) are words of
    /// their own, never broken at the apostrophe; opening punctuation (« “ ¿) and the spaces
    /// French keeps after « may come first.
    func hyphenate(_ segment: Range<Int>, room: Int, hyphenators: HyphenatorCache) -> (end: Int, width: Int)? {
        guard room >= 2 else { return nil }
        // Letters are looked at only as far as a word the hyphenator takes: a run of millions of
        // letters must not be walked again for every line it fills.
        let farthest = min(segment.upperBound, segment.lowerBound + Hyphenator.longestWord + 1)
        // Hidden text is walked as letters of the word: `hyphenate` does not leave it out.
        var walk = ClusterWalk(segmenter, from: segment.lowerBound, leavesOutHidden: false)
        var offset = segment.lowerBound
        var column = 0
        while offset < farthest && Self.mayPrecedeWord(units[offset]) {
            let step = walk.step(at: offset, limit: segmenter.storage.length)
            column += step.advance
            offset = step.range.upperBound
        }
        var chosen: (end: Int, width: Int)?
        // A part longer than `longestWord` letters is never hyphenated: the buffers hold one more.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Hyphenator.longestWord + 1) { letters in
            withUnsafeTemporaryAllocation(of: (offset: Int, column: Int).self, capacity: Hyphenator.longestWord + 1) {
                starts in
                while offset < farthest {
                    var count = 0
                    while offset < farthest {
                        let step = walk.step(at: offset, limit: segment.upperBound)
                        guard let letter = letter(step.range) else { break }
                        letters[count] = letter
                        starts[count] = (offset, column)
                        count += 1
                        column += step.advance
                        offset = step.range.upperBound
                    }
                    // A part cut off by the limit is longer than any word: it and what follows are left whole.
                    if offset >= farthest && farthest < segment.upperBound { break }
                    if count > 0, let hyphenator = hyphenators.hyphenator(at: starts[0].offset) {
                        hyphenator.forEachPoint(in: UnsafeBufferPointer(rebasing: letters[..<count])) { point in
                            if starts[point].column <= room { chosen = (starts[point].offset, starts[point].column) }
                        }
                    }
                    // The step after the letters was taken: an apostrophe, a cell, goes on to the next part.
                    guard count > 0, offset + 1 < farthest, Self.isApostrophe(units[offset]) else { break }
                    column += 1
                    offset += 1
                }
            }
        }
        guard let chosen else { return nil }
        // The rest of the word ends where this segment does: no need to ask ICU again.
        segmenter.rememberLineBreak(after: chosen.end, at: segment.upperBound)
        return chosen
    }

    /// The cluster at `cluster` as the lowercase letter hyphenation patterns spell, or nil.
    private func letter(_ cluster: Range<Int>) -> UInt32? {
        let unit = units[cluster.lowerBound]
        if cluster.count == 1 && unit < 0x80 {
            let lower = unit | 0x20
            return lower >= 0x61 && lower <= 0x7A ? UInt32(lower) : nil  // a-z
        }
        let letter = rd_lowercase_letter(units.baseAddress! + cluster.lowerBound, Int32(cluster.count))
        return letter < 0 ? nil : UInt32(letter)
    }

    private static func isApostrophe(_ unit: UInt16) -> Bool {
        unit == 0x27 || unit == 0x2019
    }

    /// Opening quotes and brackets, and spaces (French keeps one after «).
    private static func mayPrecedeWord(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x22, 0x28, 0x5B, 0x7B, 0xA1, 0xAB, 0xBF, 0x2018, 0x201A, 0x201C, 0x201E, 0x2039, 0xA0, 0x202F: true
        default: false
        }
    }
}
