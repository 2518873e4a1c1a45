/// A walk forward along one line, a cluster at a time: how far each grapheme cluster, space,
/// tab, line separator, run of hidden text and reading beside the line moves it on. The
/// typesetter backs off broken runs and finds hyphenation points with it, and `LinePlacement`
/// and `VerticalPlacement` place glyphs with it, so that a line is drawn as it was measured.
/// The typesetter's line loop alone keeps a copy of these advances (`Typesetter.advance`),
/// for speed: the two must say the same.
///
/// Horizontal lines count cells: a cluster its width (a wide CJK character 2, a combining
/// mark on its own as ICU says), a space 1, an ideographic space 2, a tab the cells to the
/// next stop of `Typesetter.tabInterval`, a line separator and hidden text none. Vertical
/// lines (columns) count rows: a cluster that takes cells 1 (a tate-chu-yoko pair of digits
/// too), a space or an ideographic space 1, a tab to the next stop. Readings that stand beside
/// a column (`RubyColumn`) take none of its rows. In a horizontal run drawn full width, an
/// ASCII character takes 2 cells and a space 2, as an ideographic space does.
///
/// The walk is a struct whose step is inlined, allocates nothing, and looks for hidden text and
/// readings only from the offset where the next may start.
package struct ClusterWalk {
    private let segmenter: TextSegmenter
    private let units: UnsafeMutableBufferPointer<UInt16>
    private let vertical: Bool
    private var hidden: HiddenText.Cursor
    /// Nil when readings stay in their lines (all horizontal text).
    private var ruby: RubyColumn?
    /// The runs drawn full width (none in vertical text).
    private var wide: HiddenText.Cursor
    /// Where the next hidden text, reading or run drawn full width may start: before it, a
    /// step need not look.
    private var watch: Int
    /// The column (row) the line has reached, where a tab counts its stop from.
    package private(set) var column = 0
    /// The first row below the readings placed beside the line so far (0 without).
    package private(set) var reach = 0

    /// A walk along the line starting at `start`, with the segmenter's hidden text left out
    /// (unless not `leavesOutHidden`); with `readingsBeside`, in vertical text, readings stand
    /// beside a column `rows` long where they can (`RubyColumn`).
    package init(
        _ segmenter: TextSegmenter, from start: Int, readingsBeside: Bool = false, rows: Int = 0,
        leavesOutHidden: Bool = true
    ) {
        self.segmenter = segmenter
        units = segmenter.storage.units
        vertical = segmenter.isVertical
        hidden = HiddenText.Cursor(leavesOutHidden ? segmenter.hidden : .none, from: start)
        ruby = readingsBeside ? RubyColumn(segmenter.readings, lineStart: start, height: rows) : nil
        wide = HiddenText.Cursor(vertical ? .none : segmenter.fullWidthRuns, from: start)
        watch = min(hidden.nextStart, ruby?.nextStart ?? Int.max, wide.nextStart)
    }

    /// The step at `offset`, cut at `limit`; moves the walk on by its advance. The offsets
    /// asked about must not go back.
    @inline(__always)
    package mutating func step(at offset: Int, limit: Int) -> ClusterStep {
        if offset >= watch, let step = setApart(at: offset, limit: limit) { return step }
        let unit = units[offset]
        let start = column
        if !vertical && CodeUnit.isLoneASCII(unit, followedBy: offset + 1 < limit ? units[offset + 1] : nil) {
            column += 1
            return ClusterStep(offset, offset + 1, .glyph, column: start, advance: 1)
        }
        switch unit {
        case CodeUnit.space:
            column += 1
            return ClusterStep(offset, offset + 1, .space, column: start, advance: 1)
        case CodeUnit.tab:
            column += Typesetter.tabInterval - start % Typesetter.tabInterval
            return ClusterStep(offset, offset + 1, .tab, column: start, advance: column - start)
        case CodeUnit.lineSeparator:
            return ClusterStep(offset, offset + 1, .lineSeparator, column: start, advance: 0)
        default:
            let kind: ClusterStep.Kind = unit == CodeUnit.ideographicSpace ? .ideographicSpace : .glyph
            if vertical {
                let unit = segmenter.verticalUnit(from: offset, limit: limit)
                column += unit.rows
                return ClusterStep(offset, unit.end, kind, column: start, advance: unit.rows)
            }
            let end = min(segmenter.clusterEnd(from: offset), limit)
            column += segmenter.clusterWidth(offset, end)
            return ClusterStep(offset, end, kind, column: start, advance: column - start)
        }
    }

    /// The step of the hidden text, the reading beside the line or the cluster widened in a
    /// run drawn full width at `offset`, if one is there. Inlined, though most text has none:
    /// a walk whose address is passed to a call is kept in memory, its column loaded and
    /// stored at every step.
    @inline(__always)
    private mutating func setApart(at offset: Int, limit: Int) -> ClusterStep? {
        defer { watch = min(hidden.nextStart, ruby?.nextStart ?? Int.max, wide.nextStart) }
        if let end = hidden.hiddenEnd(at: offset) {
            return ClusterStep(offset, min(end, limit), .hidden, column: column, advance: 0)
        }
        if wide.range(holding: offset) != nil, TextSegmenter.widensFullWidth(units[offset]) {
            let start = column
            column += 2
            let kind: ClusterStep.Kind = units[offset] == CodeUnit.space ? .ideographicSpace : .glyph
            return ClusterStep(offset, min(segmenter.clusterEnd(from: offset), limit), kind, column: start, advance: 2)
        }
        guard let reading = ruby?.reading(at: offset, row: column, segmenter: segmenter) else { return nil }
        reach = max(reach, reading.row + reading.rows)
        return ClusterStep(
            offset, min(reading.run.upperBound, limit), .reading, column: reading.row, advance: reading.rows)
    }
}
