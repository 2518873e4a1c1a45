/// The column beside a column of vertical text where ruby readings stand, each beside its base
/// as Japanese books print them (on the column's right in `vertical-rl`): a reading is centred on
/// its base, starts no lower than the base's first row and ends no higher than its last, reaches
/// past it by at most `overhang` rows, and never covers another reading. A reading that cannot
/// stays in its line, in parentheses, as horizontal text shows it.
///
/// The typesetter and the renderer each walk a line down with one, so that both take the same
/// readings out of the line: the column holds no state but what the walk put in it.
struct RubyColumn {
    /// The most rows a reading reaches past its base, above and below together.
    static let overhang = 3

    private var readings: HiddenText.Cursor
    private let lineStart: Int
    /// The first row below the readings placed so far.
    private var end = 0

    /// A reading set beside its line.
    struct Reading {
        /// The end of the reading's run, its parentheses included.
        let runEnd: Int
        /// The reading's own text, its parentheses left out.
        let text: Range<Int>
        /// The row of the line it starts beside, and the rows it takes.
        let row: Int
        let rows: Int
    }

    /// The column of the line starting at `lineStart`, with the runs of readings that may stand in
    /// it (`TextSegmenter.readings`).
    init(_ readings: HiddenText, lineStart: Int) {
        self.readings = HiddenText.Cursor(readings, from: lineStart)
        self.lineStart = lineStart
    }

    /// Where the next run of a reading starts: the walk need only ask from there.
    var nextStart: Int { readings.nextStart }

    /// The reading whose run starts at `offset`, `row` rows down the line, when it stands beside
    /// its base; nil when no run starts there or its reading stays in the line. The offsets
    /// asked about must not go back.
    mutating func reading(at offset: Int, row: Int, segmenter: TextSegmenter) -> Reading? {
        guard let run = readings.range(holding: offset), run.lowerBound == offset,
              let base = base(before: offset, storage: segmenter.storage) else { return nil }
        let text = Self.text(of: run, in: segmenter.storage)
        let rows = segmenter.verticalRows(in: text)
        let baseRows = segmenter.verticalRows(in: base)
        let baseStart = row - baseRows
        guard rows > 0, baseRows > 0, baseStart >= 0, let start = place(rows: rows, beside: baseStart..<row) else { return nil }
        end = start + rows
        return Reading(runEnd: run.upperBound, text: text, row: start, rows: rows)
    }

    /// The first row of a reading `rows` long beside a base at `base`, nil when it has no room.
    private func place(rows: Int, beside base: Range<Int>) -> Int? {
        let longer = rows >= base.count
        let centred = longer ? base.lowerBound - (rows - base.count) / 2 : base.lowerBound + (base.count - rows) / 2
        let start = max(centred, end, 0)
        if longer {
            return start <= base.lowerBound && rows - base.count <= Self.overhang ? start : nil
        }
        return start + rows <= base.upperBound ? start : nil
    }

    /// The base of the reading whose run starts at `offset`: the text marked as one right
    /// before it, within the line.
    private func base(before offset: Int, storage: TextStorage) -> Range<Int>? {
        var start = offset
        while start > lineStart {
            let attributes = storage.attributes(at: start - 1)
            guard attributes.contains(.rubyBase) && !attributes.contains(.ruby) else { break }
            start = storage.attributeRunRange(at: start - 1, limit: lineStart..<start).lowerBound
        }
        return start < offset ? start..<offset : nil
    }

    /// A reading's text in its run: the parentheses the importer set around it left out.
    static func text(of run: Range<Int>, in storage: TextStorage) -> Range<Int> {
        var start = run.lowerBound
        var end = run.upperBound
        while end > start && TextStorage.isParagraphSeparator(storage[end - 1]) { end -= 1 }
        if start < end && storage[start] == CodeUnit.space { start += 1 }
        if start < end && (storage[start] == 0x28 || storage[start] == 0xFF08) { start += 1 }
        if start < end && (storage[end - 1] == 0x29 || storage[end - 1] == 0xFF09) { end -= 1 }
        return start..<end
    }

    /// The ruby of `storage` as groups a line never breaks inside: each reading's run with its
    /// base before it (the text marked as one right before it), in order.
    static func groups(in storage: TextStorage) -> HiddenText {
        var groups: [Range<Int>] = []
        var baseStart: Int?
        let runs = storage.attributeRuns
        for (index, run) in runs.enumerated() {
            let end = index + 1 < runs.count ? runs[index + 1].location : storage.length
            if run.attributes.contains(.ruby) {
                let start = baseStart ?? run.location
                if let last = groups.last, last.upperBound == run.location, baseStart == nil {
                    groups[groups.count - 1] = last.lowerBound..<end
                } else if end > start {
                    groups.append(start..<end)
                }
                baseStart = nil
            } else if run.attributes.contains(.rubyBase) {
                baseStart = baseStart ?? run.location
            } else {
                baseStart = nil
            }
        }
        return HiddenText(ranges: groups)
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
