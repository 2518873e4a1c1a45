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
    /// inside a word with a hyphen and whether readings stand beside it; and why it ends, as
    /// the typesetter decided it.
    struct Line {
        var end: Int
        var width: Int
        var hyphenated = false
        var readingsBeside = false
        var ending = LineEnding.paragraphEnd
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
    /// two are longer than a line; in horizontal text, a line breaks inside a reading in its
    /// parentheses only when the reading is longer than a line. Kept out of line, as it was in one piece: once split in
    /// parts, the compiler took it into `LineSetter.line` and pagination took more instructions.
    @inline(never)
    func line(
        from start: Int, limit: Int, width: Int, hyphenators: HyphenatorCache? = nil, optionalHyphens: Bool = true,
        readingsBeside: Bool = false
    ) -> Line {
        let vertical = segmenter.isVertical
        // Hidden text and readings ahead, as one plain bound: the check in the loop below costs one comparison.
        var hidden = HiddenText.Cursor(segmenter.hidden, from: start)
        let holdsReadings = !segmenter.rubyGroups.isEmpty
        var groups = holdsReadings ? HiddenText.Cursor(segmenter.rubyGroups, from: start) : nil
        var ruby =
            vertical && holdsReadings && readingsBeside
            ? RubyColumn(segmenter.readings, lineStart: start, height: width) : nil
        var wide = HiddenText.Cursor(vertical ? .none : segmenter.fullWidthRuns, from: start)
        var watch = min(hidden.nextStart, ruby?.nextStart ?? Int.max, wide.nextStart)
        // Worth a look after a hard break (preformatted text, verse); anywhere else ICU's
        // sequential walk through the text is cheaper than losing it.
        if !vertical, watch >= limit, start > 0 && units[start - 1] == CodeUnit.lineSeparator,
            let plain = plainLine(from: start, limit: limit, width: width)
        {
            return plain
        }
        // What the line holds so far: whole segments (words with the spaces after them).
        var held = Extent()
        var lineEnd = start
        var segmentStart = start
        while segmentStart < limit {
            var segmentEnd = min(segmenter.lineBreak(after: segmentStart), limit)
            if holdsReadings, segmentEnd > groups!.nextStart {
                segmentEnd = breakAfterReadings(from: segmentEnd, limit: limit, width: width, groups: &groups!)
            }
            let fit = measure(
                segmentStart..<segmentEnd, after: held, width: width, vertical: vertical, hidden: &hidden, ruby: &ruby,
                wide: &wide, watch: &watch)
            if fit.overflow {
                return overflowingLine(
                    from: start, held: held, end: lineEnd, segment: segmentStart..<segmentEnd, fit: fit, width: width,
                    hyphenators: hyphenators, optionalHyphens: optionalHyphens, readingsBeside: readingsBeside)
            }
            held = fit.extent
            lineEnd = segmentEnd
            if fit.hardBreak { break }
            segmentStart = segmentEnd
        }
        // A hard break ends the segment it is in.
        let ending =
            lineEnd > start && units[lineEnd - 1] == CodeUnit.lineSeparator ? LineEnding.hardBreak : .paragraphEnd
        return Line(end: lineEnd, width: max(held.visible, held.reach), readingsBeside: held.reach > 0, ending: ending)
    }

    /// How far a line reaches: the cells (in vertical text the rows) its text takes, those up
    /// to its last visible cluster, and the last row the readings beside it reach.
    private struct Extent {
        var column = 0
        var visible = 0
        var reach = 0
    }

    /// A line as it would be with one more segment, as far as the segment fits: where its
    /// last visible cluster that fits ends, whether the rest overflows and whether it holds a
    /// hard break.
    private struct SegmentFit {
        var extent: Extent
        var lastFit: Int
        var overflow = false
        var hardBreak = false
    }

    /// The line holding `held` as it would be with the segment `segment`, cluster by cluster
    /// until one overflows a line `width` cells wide. Hidden text and readings beside the line
    /// take no cells, an ASCII character or a space in a run drawn full width (`wide`) two (the
    /// space hanging, as an ideographic space does); a soft hyphen at the segment's end must
    /// leave room for the hyphen it may show. `watch` is the nearest of the next starts of
    /// `hidden`, `ruby` and `wide`.
    @inline(__always)
    private func measure(
        _ segment: Range<Int>, after held: Extent, width: Int, vertical: Bool, hidden: inout HiddenText.Cursor,
        ruby: inout RubyColumn?, wide: inout HiddenText.Cursor, watch: inout Int
    ) -> SegmentFit {
        let segmentEnd = segment.upperBound
        var (column, visible, reach, lastFit) = (held.column, held.visible, held.reach, segment.lowerBound)
        var (overflow, hardBreak, offset) = (false, false, segment.lowerBound)
        while offset < segmentEnd {
            if offset >= watch,
                let apart = skip(
                    at: offset, row: column, reach: &reach, hidden: &hidden, ruby: &ruby, wide: &wide, watch: &watch)
            {
                column += apart.cells
                if apart.cells > 0 && units[offset] != CodeUnit.space {
                    if column > width {
                        overflow = true
                        break
                    }
                    visible = column
                }
                offset = min(apart.end, segmentEnd)
                lastFit = offset
                continue
            }
            let unit = units[offset]
            if !vertical && CodeUnit.isLoneASCII(unit, followedBy: offset + 1 < segmentEnd ? units[offset + 1] : nil) {
                column += 1
                if column > width {
                    overflow = true
                    break
                }
                visible = column
                offset += 1
                lastFit = offset
                continue
            }
            if unit == CodeUnit.space {
                // The commonest unit after letters, kept out of `advance`: a space hangs, it never overflows.
                column += 1
                offset += 1
                continue
            }
            if unit == CodeUnit.lineSeparator { hardBreak = true }
            let step = advance(from: offset, to: segmentEnd, column: column, vertical: vertical)
            if step.visible {
                if step.column > width {
                    overflow = true
                    break
                }
                visible = step.column
                lastFit = step.end
            }
            column = step.column
            offset = step.end
        }
        let hyphenOverflows = !segment.isEmpty && units[segmentEnd - 1] == CodeUnit.softHyphen && visible + 1 > width
        return SegmentFit(
            extent: Extent(column: column, visible: visible, reach: reach), lastFit: lastFit,
            overflow: overflow || hyphenOverflows, hardBreak: hardBreak)
    }

    /// Where the hidden text, the reading beside the line or the cluster widened in a run
    /// drawn full width at `offset` ends, and the cells it takes; nil when none stands there.
    /// Hidden text and readings take no cell (a reading at `row` takes none of the line's rows,
    /// it raises `reach` to the last row it reaches), a widened cluster two (as
    /// `ClusterWalk.step` says). `watch` moves on to the nearest of the next starts of `hidden`,
    /// `ruby` and `wide`. Kept out of line: the loop of `line` stays as tight as it is without them.
    @inline(never)
    private func skip(
        at offset: Int, row: Int, reach: inout Int, hidden: inout HiddenText.Cursor, ruby: inout RubyColumn?,
        wide: inout HiddenText.Cursor, watch: inout Int
    ) -> (end: Int, cells: Int)? {
        defer { watch = min(hidden.nextStart, ruby?.nextStart ?? Int.max, wide.nextStart) }
        if let end = hidden.hiddenEnd(at: offset) { return (end, 0) }
        if let reading = ruby?.reading(at: offset, row: row, segmenter: segmenter) {
            reach = max(reach, reading.row + reading.rows)
            return (reading.run.upperBound, 0)
        }
        if wide.range(holding: offset) != nil, TextSegmenter.widensFullWidth(units[offset]) {
            return (segmenter.clusterEnd(from: offset), 2)
        }
        return nil
    }

    /// The line from `start` when the segment after the segments it holds (`held`, up to
    /// `end`) overflows it: the next word hyphenated if it is worth it, else a break before
    /// that word; a word wider than the whole line is broken at a hyphenation point, else
    /// between clusters.
    @inline(__always)
    private func overflowingLine(
        from start: Int, held: Extent, end: Int, segment: Range<Int>, fit: SegmentFit, width: Int,
        hyphenators: HyphenatorCache?, optionalHyphens: Bool, readingsBeside: Bool
    ) -> Line {
        if end > start {
            if let hyphenators, optionalHyphens, width - held.visible >= Self.hyphenationSlack,
                let split = hyphenate(segment, room: width - held.column - 1, hyphenators: hyphenators)
            {
                return Line(end: split.end, width: held.column + split.width + 1, hyphenated: true, ending: .hyphen)
            }
            if units[end - 1] == CodeUnit.softHyphen {
                return Line(end: end, width: held.visible + 1, hyphenated: true, ending: .hyphen)
            }
            return Line(end: end, width: max(held.visible, held.reach), readingsBeside: held.reach > 0, ending: .wrap)
        }
        // A word wider than the whole line: a hyphenation point beats an arbitrary break.
        if let hyphenators, let split = hyphenate(segment, room: width - 1, hyphenators: hyphenators) {
            return Line(end: split.end, width: split.width + 1, hyphenated: true, ending: .hyphen)
        }
        let segmentStart = segment.lowerBound
        if fit.lastFit > segmentStart || Self.isHangingSpace(units[segmentStart]) {
            return brokenRun(
                from: segmentStart, fit: fit.lastFit, width: max(fit.extent.visible, fit.extent.reach),
                segmentEnd: segment.upperBound, room: width, readingsBeside: readingsBeside,
                placed: fit.extent.reach > 0)
        }
        // A single cluster wider than the whole line stands alone, clipped to it.
        let clusterEnd = min(segmenter.clusterEnd(from: segmentStart), segment.upperBound)
        return Line(
            end: clusterEnd, width: min(width, segmenter.clusterWidth(segmentStart, clusterEnd)), ending: .overflow)
    }

    /// How the unit or cluster at `offset` advances a line at `column`: where it ends, the
    /// column (in vertical text the row) after it, and whether it is visible (spaces, tabs,
    /// ideographic spaces and line separators are not: they may hang past the line's end).
    /// `ClusterWalk.step`'s advances, written again for the loop of `line`, the hottest of the
    /// engine: with the walk there (and the loop split in functions of 60 lines), pagination
    /// took 6% more instructions (War and Peace at 80x24, callgrind: 631 million against 593)
    /// and the bench's ratio to the ICU floor went from 1.86 to 1.98. Kept out of line, as the
    /// compiler kept it before the loop of `line` was split: inlined in `measure`, it costs more.
    @inline(never)
    private func advance(from offset: Int, to segmentEnd: Int, column: Int, vertical: Bool) -> (
        end: Int, column: Int, visible: Bool
    ) {
        switch units[offset] {
        case CodeUnit.space: return (offset + 1, column + 1, false)
        case CodeUnit.tab: return (offset + 1, column + Self.tabInterval - column % Self.tabInterval, false)
        case CodeUnit.lineSeparator: return (offset + 1, column, false)
        case let unit where vertical:
            let step = segmenter.verticalUnit(from: offset, limit: segmentEnd)
            return (step.end, column + step.rows, unit != CodeUnit.ideographicSpace)
        case let unit:
            let end = min(segmenter.clusterEnd(from: offset), segmentEnd)
            return (end, column + segmenter.clusterWidth(offset, end), unit != CodeUnit.ideographicSpace)
        }
    }

    /// The first break at or after `offset` outside the groups of a base and its reading
    /// (`RubyColumn.groups`; in horizontal text, the reading in its parentheses alone); a group
    /// too long for a line `width` rows long is broken as other text is, but never inside its
    /// vertical reading, whose breaks are passed over at once (a reading
    /// of 200,000 kana is not walked again for each of its lines). Kept out of line: the loop
    /// of `line` stays as tight as it is without readings.
    @inline(never)
    private func breakAfterReadings(from offset: Int, limit: Int, width: Int, groups: inout HiddenText.Cursor) -> Int {
        var end = offset
        while end < limit, let group = groups.range(holding: end), group.lowerBound < end {
            if let reading = segmenter.readings.range(endingAfter: end), reading.lowerBound < end {
                end = min(segmenter.lineBreak(after: reading.upperBound - 1), limit)
            } else if group.count <= Self.longestHeldGroup(width) {
                end = min(segmenter.lineBreak(after: end), limit)
            } else {
                break
            }
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
        return Line(end: limit, width: visible)
    }
}
