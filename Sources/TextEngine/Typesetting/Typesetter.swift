/// Breaks the text of one paragraph into lines: greedy filling at ICU line break
/// opportunities, spaces hanging at a line's end, and words wider than the line broken at
/// grapheme boundaries.
package struct Typesetter {
    /// Cells between tab stops.
    package static let tabInterval = 8

    let segmenter: TextSegmenter
    let units: UnsafeMutableBufferPointer<UInt16>

    init(segmenter: TextSegmenter) {
        self.segmenter = segmenter
        self.units = segmenter.storage.units
    }

    /// One typeset line: where it ends, how many cells its visible text takes (a hyphen
    /// included, in vertical text the rows the readings beside it reach too), whether it ends
    /// inside a word with a hyphen and whether readings stand beside it; and what the
    /// typesetter decided or found: why it ends and, when asked, the gaps between its words
    /// (`WordGaps`, else 0).
    struct Line {
        var end: Int
        var width: Int
        var hyphenated = false
        var readingsBeside = false
        var gaps = 0
        var ending = LineEnding.paragraphEnd
    }

    /// What a line holds so far (whole segments: words with the spaces after them), or would
    /// hold with the segment being fitted, as far as it fits.
    struct Filling {
        var end: Int
        var column = 0
        var visible = 0
        /// The last row the readings beside the line reach.
        var reach = 0
    }

    /// A segment fitted to a line: the line with it, as far as it fits, where the last cluster
    /// that fits ends, and whether it overflowed the line or ends it with a line separator.
    struct Fitting {
        var line: Filling
        var lastFit: Int
        var overflow = false
        var hardBreak = false
    }

    /// A line this many cells short of its width is worth hyphenating the next word for.
    static let hyphenationSlack = 3

    /// Whitespace that may hang past the end of a line.
    @inline(__always)
    package static func isHangingSpace(_ unit: UInt16) -> Bool {
        unit == CodeUnit.space || unit == CodeUnit.tab || unit == CodeUnit.ideographicSpace
            || unit == CodeUnit.lineSeparator
    }

    /// The line that starts at `start` in a paragraph ending at `limit`, `width` cells wide;
    /// with hyphenators, a word wider than the whole line is broken at a hyphenation point and,
    /// when `optionalHyphens`, so is a word that would leave the line noticeably short. In
    /// vertical text with `readingsBeside`, readings stand beside the line where they can
    /// (`RubyColumn`), else in it; a line breaks between a base and its reading only when the
    /// two are longer than a line. With `countsGaps` (a justified line), the line's gaps are
    /// counted once it is set: counted while filling every line, they cost pagination 8% more
    /// instructions (War and Peace at 80x24, callgrind).
    func line(
        from start: Int, limit: Int, width: Int, hyphenators: HyphenatorCache? = nil, optionalHyphens: Bool = true,
        readingsBeside: Bool = false, countsGaps: Bool = false
    ) -> Line {
        var line = filledLine(
            from: start, limit: limit, width: width, hyphenators: hyphenators, optionalHyphens: optionalHyphens,
            readingsBeside: readingsBeside)
        if countsGaps { line.gaps = gaps(in: start..<line.end) }
        return line
    }

    /// The line of `line(from:limit:width:hyphenators:optionalHyphens:readingsBeside:countsGaps:)`,
    /// its gaps not counted.
    private func filledLine(
        from start: Int, limit: Int, width: Int, hyphenators: HyphenatorCache?, optionalHyphens: Bool,
        readingsBeside: Bool
    ) -> Line {
        let vertical = segmenter.isVertical
        let holdsReadings = vertical && !segmenter.rubyGroups.isEmpty
        var groups = holdsReadings ? HiddenText.Cursor(segmenter.rubyGroups, from: start) : nil
        var walk = ClusterWalk(segmenter, from: start, readingsBeside: holdsReadings && readingsBeside, rows: width)
        // Worth a look after a hard break (preformatted text, verse); anywhere else ICU's
        // sequential walk through the text is cheaper than losing it.
        if !vertical, !walk.meetsHiddenOrReading(before: limit),
            start > 0 && units[start - 1] == CodeUnit.lineSeparator,
            let plain = plainLine(from: start, limit: limit, width: width)
        {
            return plain
        }
        var filled = Filling(end: start)
        var segmentStart = start
        while segmentStart < limit {
            var segmentEnd = min(segmenter.lineBreak(after: segmentStart), limit)
            if holdsReadings, segmentEnd > groups!.nextStart {
                segmentEnd = breakAfterReadings(from: segmentEnd, limit: limit, width: width, groups: &groups!)
            }
            let fitting = fit(segmentStart..<segmentEnd, width: width, after: filled, walk: &walk)
            if fitting.overflow {
                return overflowLine(
                    from: start, segment: segmentStart..<segmentEnd, fitting: fitting, filled: filled, width: width,
                    hyphenators: hyphenators, optionalHyphens: optionalHyphens, readingsBeside: readingsBeside)
            }
            filled = fitting.line
            if fitting.hardBreak { return Line(filled, ending: .hardBreak) }
            segmentStart = segmentEnd
        }
        return Line(filled, ending: .paragraphEnd)
    }

    /// The line `filled` up to `segment`, with as much of `segment` as fits a line `width`
    /// cells wide, walked on by `walk`. The loop every line of a book goes through: with the
    /// walk, pagination takes 6% more instructions than the loop it replaces (War and Peace at
    /// 80x24, callgrind: 631 million against 593), not in the steps (taking ASCII letters and
    /// spaces here instead gained nothing) but around them, per segment and line.
    @inline(__always)
    private func fit(_ segment: Range<Int>, width: Int, after filled: Filling, walk: inout ClusterWalk) -> Fitting {
        var fitting = Fitting(line: filled, lastFit: segment.lowerBound)
        var offset = segment.lowerBound
        walking: while offset < segment.upperBound {
            let step = walk.step(at: offset, limit: segment.upperBound)
            offset = step.range.upperBound
            switch step.kind {
            case .glyph:
                if walk.column > width {
                    fitting.overflow = true
                    break walking
                }
                fitting.line.visible = walk.column
                fitting.lastFit = offset
            case .space, .tab, .ideographicSpace:
                // Spaces hang: they never overflow.
                break
            case .lineSeparator:
                fitting.hardBreak = true
            case .hidden:
                // Hidden text takes no cells: it always fits.
                fitting.lastFit = offset
            case .reading:
                // A reading beside the line takes none of its rows.
                fitting.lastFit = offset
            }
        }
        fitting.line.column = walk.column
        fitting.line.reach = walk.reach
        fitting.line.end = segment.upperBound
        // A soft hyphen at the end of a segment must leave room for the hyphen it may show.
        if !fitting.overflow && !segment.isEmpty && units[segment.upperBound - 1] == CodeUnit.softHyphen
            && fitting.line.visible + 1 > width
        {
            fitting.overflow = true
        }
        return fitting
    }

    /// The line when `segment` does not fit after `filled`: `filled` itself, or the segment
    /// broken with a hyphen, or, when it starts the line, broken where it overflows (`fitting`).
    private func overflowLine(
        from start: Int, segment: Range<Int>, fitting: Fitting, filled: Filling, width: Int,
        hyphenators: HyphenatorCache?, optionalHyphens: Bool, readingsBeside: Bool
    ) -> Line {
        if filled.end > start {
            if let hyphenators, optionalHyphens, width - filled.visible >= Self.hyphenationSlack,
                let split = hyphenate(segment, room: width - filled.column - 1, hyphenators: hyphenators)
            {
                return Line(end: split.end, width: filled.column + split.width + 1, hyphenated: true, ending: .hyphen)
            }
            if units[filled.end - 1] == CodeUnit.softHyphen {
                return Line(end: filled.end, width: filled.visible + 1, hyphenated: true, ending: .hyphen)
            }
            return Line(filled, ending: .wrap)
        }
        // A word wider than the whole line: a hyphenation point beats an arbitrary break.
        if let hyphenators, let split = hyphenate(segment, room: width - 1, hyphenators: hyphenators) {
            return Line(end: split.end, width: split.width + 1, hyphenated: true, ending: .hyphen)
        }
        if fitting.lastFit > start || Self.isHangingSpace(units[start]) {
            return brokenRun(
                from: start, fit: fitting.lastFit, width: max(fitting.line.visible, fitting.line.reach),
                segmentEnd: segment.upperBound, room: width, readingsBeside: readingsBeside,
                placed: fitting.line.reach > 0)
        }
        // A single cluster wider than the whole line stands alone, clipped to it.
        let end = min(segmenter.clusterEnd(from: start), segment.upperBound)
        return Line(end: end, width: min(width, segmenter.clusterWidth(start, end)), ending: .overflow)
    }

    /// The gaps between the words of the line `range`.
    private func gaps(in range: Range<Int>) -> Int {
        var gaps = WordGaps()
        var walk = ClusterWalk(segmenter, from: range.lowerBound)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let step = walk.step(at: offset, limit: range.upperBound)
            gaps.note(step, in: segmenter.storage)
            offset = step.range.upperBound
        }
        return gaps.count
    }

    /// The first break at or after `offset` outside the groups of a base and its reading
    /// (`RubyColumn.groups`); a group too long for a line `width` rows long is broken as other
    /// text is, but never inside its reading. Kept out of line: the loop of `line` stays as
    /// tight as it is without readings.
    @inline(never)
    private func breakAfterReadings(from offset: Int, limit: Int, width: Int, groups: inout HiddenText.Cursor) -> Int {
        let storage = segmenter.storage
        var end = offset
        while end < limit, let group = groups.range(holding: end), group.lowerBound < end,
            group.count <= Self.longestHeldGroup(width)
                || storage.attributes(at: end).contains(.ruby) && storage.attributes(at: end - 1).contains(.ruby)
        {
            end = min(segmenter.lineBreak(after: end), limit)
        }
        return end
    }

    /// The code units of the longest group of a base and its reading kept whole in a line
    /// `width` rows long: a row takes at most a few units (a pair of digits, a surrogate pair, a
    /// letter and its marks), and a longer group cannot fit whole anyway.
    private static func longestHeldGroup(_ width: Int) -> Int {
        4 * max(width, 1)
    }

    /// The line when all of it up to a hard break (or the paragraph's end) is printable ASCII
    /// and spaces that fit: greedy filling would take every segment, so none is looked for.
    private func plainLine(from start: Int, limit: Int, width: Int) -> Line? {
        var column = 0
        var visible = 0
        var offset = start
        while offset < limit {
            let unit = units[offset]
            if unit == CodeUnit.lineSeparator { return Line(end: offset + 1, width: visible, ending: .hardBreak) }
            guard
                unit == CodeUnit.space
                    || CodeUnit.isLoneASCII(unit, followedBy: offset + 1 < limit ? units[offset + 1] : nil)
            else { return nil }
            column += 1
            if column > width { return nil }
            if unit != CodeUnit.space { visible = column }
            offset += 1
        }
        return Line(end: limit, width: visible, ending: .paragraphEnd)
    }
}

extension Typesetter.Line {
    /// The line that holds `filled`, ending as `ending` says.
    init(_ filled: Typesetter.Filling, ending: LineEnding) {
        self.init(
            end: filled.end, width: max(filled.visible, filled.reach), readingsBeside: filled.reach > 0, ending: ending)
    }
}
