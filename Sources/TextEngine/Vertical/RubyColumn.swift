/// The column beside a column of vertical text where ruby readings stand, each beside its base
/// as Japanese books print them (on the column's right in `vertical-rl`): a reading is centred on
/// its base, starts no lower than the base's first row and ends no higher than its last, reaches
/// past it by at most `overhang` rows, never covers another reading and stays within the rows of
/// its column. A reading that cannot stays in its line, in parentheses, as horizontal text shows it.
///
/// The typesetter and the renderer each walk a line down with one, so that both take the same
/// readings out of the line: the column holds no state but what the walk put in it.
struct RubyColumn {
    /// The most rows a reading reaches past its base, above and below together.
    static let overhang = 3

    private var readings: HiddenText.Cursor
    private let lineStart: Int
    /// The rows of the column, its indents off.
    private let height: Int
    /// The first row below the readings placed so far.
    private var end = 0

    /// A reading set beside its line.
    struct Reading {
        /// The reading's run, its parentheses included.
        let run: Range<Int>
        /// The row of the line it starts beside, and the rows it takes.
        let row: Int
        let rows: Int
    }

    /// The column of the line starting at `lineStart`, `height` rows long, with the runs of
    /// readings that may stand in it (`TextSegmenter.readings`).
    init(_ readings: HiddenText, lineStart: Int, height: Int) {
        self.readings = HiddenText.Cursor(readings, from: lineStart)
        self.lineStart = lineStart
        self.height = height
    }

    /// Where the next run of a reading starts: the walk need only ask from there.
    var nextStart: Int { readings.nextStart }

    /// The reading whose run starts at `offset`, `row` rows down the line, when it stands beside
    /// its base; nil when no run starts there or its reading stays in the line. The offsets
    /// asked about must not go back.
    mutating func reading(at offset: Int, row: Int, segmenter: TextSegmenter) -> Reading? {
        guard var run = readings.range(holding: offset), run.lowerBound == offset,
            let base = Self.base(before: offset, from: lineStart, in: segmenter.storage)
        else { return nil }
        // A reading ends with its paragraph.
        if let separator = run.first(where: { TextStorage.isParagraphSeparator(segmenter.storage[$0]) }) {
            run = offset..<separator
        }
        var rows = 0
        Self.forEachCluster(of: run, segmenter: segmenter) { _, _, _ in rows += 1 }
        let baseRows = segmenter.verticalRows(in: base)
        let baseStart = row - baseRows
        guard rows > 0, baseRows > 0, baseStart >= 0, let start = place(rows: rows, beside: baseStart..<row) else {
            return nil
        }
        end = start + rows
        return Reading(run: run, row: start, rows: rows)
    }

    /// The first row of a reading `rows` long beside a base at `base`, nil when it has no room.
    private func place(rows: Int, beside base: Range<Int>) -> Int? {
        let longer = rows >= base.count
        let centred = longer ? base.lowerBound - (rows - base.count) / 2 : base.lowerBound + (base.count - rows) / 2
        let start = max(centred, end, 0)
        guard start + rows <= height else { return nil }
        if longer {
            return start <= base.lowerBound && rows - base.count <= Self.overhang ? start : nil
        }
        return start + rows <= base.upperBound ? start : nil
    }

    /// Hands each cluster a reading beside its base shows to `body`: its range, its row in the
    /// reading and its cells across. The reading's run holds its parentheses and any white
    /// space around it (and around each reading of a base with several): those are not shown.
    static func forEachCluster(of run: Range<Int>, segmenter: TextSegmenter, _ body: (Range<Int>, Int, Int) -> Void) {
        let storage = segmenter.storage
        var row = 0
        var offset = run.lowerBound
        while offset < run.upperBound {
            let unit = storage[offset]
            if Typesetter.isHangingSpace(unit) || isParenthesis(unit) {
                offset += 1
                continue
            }
            let step = segmenter.verticalUnit(from: offset, limit: run.upperBound)
            if step.rows > 0 {
                let cells = step.pair ? VerticalLayout.columnWidth : segmenter.clusterWidth(offset, step.end)
                body(offset..<step.end, row, min(cells, VerticalLayout.columnWidth))
                row += 1
            }
            offset = max(step.end, offset + 1)
        }
    }

    private static func isParenthesis(_ unit: UInt16) -> Bool {
        unit == 0x28 || unit == 0x29 || unit == 0xFF08 || unit == 0xFF09
    }

    /// The base of the reading whose run starts at `offset`: the text marked as one right
    /// before it, from `lineStart` on and after any line separator or tab in it (rows the base
    /// takes must not depend on where it stands).
    static func base(before offset: Int, from lineStart: Int, in storage: TextStorage) -> Range<Int>? {
        var start = offset
        while start > lineStart {
            let unit = storage[start - 1]
            let attributes = storage.attributes(at: start - 1)
            guard attributes.contains(.rubyBase) && !attributes.contains(.ruby), unit != CodeUnit.lineSeparator,
                unit != CodeUnit.tab,
                !TextStorage.isParagraphSeparator(unit)
            else { break }
            start -= 1
        }
        return start < offset ? start..<offset : nil
    }

    /// The ruby of `storage` as groups a line does not break inside: each reading's run with its
    /// base before it, in order.
    static func groups(in storage: TextStorage) -> HiddenText {
        var groups: [Range<Int>] = []
        let runs = storage.attributeRuns
        for (index, run) in runs.enumerated() where run.attributes.contains(.ruby) {
            let end = storage.endOfAttributeRun(index)
            let base = base(before: run.location, from: 0, in: storage)
            let start = base?.lowerBound ?? run.location
            // A reading goes on in a run of other attributes; the next base starts another group.
            if let last = groups.last, last.upperBound > start || last.upperBound == start && base == nil {
                groups[groups.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else if end > start {
                groups.append(start..<end)
            }
        }
        return HiddenText(ranges: groups)
    }

    /// The readings of horizontal text, each in its parentheses, that no line breaks inside;
    /// a space before the opening parenthesis stays a place to break.
    static func parenthesisedReadings(in storage: TextStorage) -> HiddenText {
        let readings = HiddenText(runsOf: .ruby, in: storage).ranges.map { reading in
            storage[reading.lowerBound] == 0x20 ? (reading.lowerBound + 1)..<reading.upperBound : reading
        }
        return HiddenText(ranges: readings.filter { !$0.isEmpty })
    }
}

extension TextSegmenter {
    /// The rows the text of `range` takes in a column of vertical text.
    func verticalRows(in range: Range<Int>) -> Int {
        var rows = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            let step = verticalUnit(from: offset, limit: range.upperBound)
            rows += step.rows
            offset = max(step.end, offset + 1)
        }
        return rows
    }
}
