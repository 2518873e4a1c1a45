/// The columns of one table at one width, CSS's automatic table layout counted in cells: each
/// column gets at least its narrowest content (its longest word, up to `longestWord`) and, as
/// room allows, up to its widest (its longest line unbroken); nil columns when even the
/// narrowest do not fit, and the table is then read as one record per row.
struct TableGrid {
    /// Cells between two columns: a space, a rule, a space.
    static let gap = 3
    /// A word longer than this does not widen its column: it is broken instead.
    static let longestWord = 16
    /// Cells of a table measured; a longer table takes its widths from its first cells.
    static let measuredCells = 4000
    /// A header's label in a record is cut to this many cells.
    static let longestLabel = 16

    /// The storage range of the table's paragraphs.
    let range: Range<Int>
    /// Each column's first cell and its width, from the table's left edge; nil when the grid
    /// does not fit.
    let columns: [(start: Int, width: Int)]?
    /// The text of the first row's header cells, by column: the labels of records.
    let labels: [Int: String]

    /// The grid of the table holding `offset` in a container `width` cells wide and `height`
    /// rows high.
    init(tableAt offset: Int, lines: LineSetter, width: Int, height: Int) {
        range = Self.range(ofTableAt: offset, in: lines.storage)
        let measures = Measures(of: range, lines: lines, room: (width, height))
        labels = measures.labels
        columns = Self.columns(narrowest: measures.narrowest, widest: measures.widest, width: width)
    }

    /// The storage range of the paragraphs of the table holding `offset`.
    private static func range(ofTableAt offset: Int, in storage: TextStorage) -> Range<Int> {
        let runs = storage.paragraphStyleRuns
        var first = storage.paragraphStyleRunIndex(at: offset) ?? 0
        let table = runs[first].style.tableCell?.table
        while first > 0 && runs[first - 1].style.tableCell?.table == table { first -= 1 }
        var last = first
        while last + 1 < runs.count && runs[last + 1].style.tableCell?.table == table { last += 1 }
        let end = last + 1 < runs.count ? runs[last + 1].location : storage.length
        return runs[first].location..<end
    }

    /// The narrowest and widest content of each column, and the labels of records.
    private struct Measures {
        var narrowest: [Int] = []
        var widest: [Int] = []
        var labels: [Int: String] = [:]

        /// Measures the cells of the table `range`, up to `measuredCells` of them, in a
        /// container of `room`.
        init(of range: Range<Int>, lines: LineSetter, room: (width: Int, height: Int)) {
            let storage = lines.storage
            var spanning: [(column: Int, span: Int, narrowest: Int, widest: Int)] = []
            var measured = 0
            var start = range.lowerBound
            while start < range.upperBound && measured < TableGrid.measuredCells {
                let paragraphEnd = storage.paragraphEnd(from: start)
                defer { start = paragraphEnd + 1 }
                guard let cell = storage.paragraphStyle(at: start).tableCell, paragraphEnd > start else { continue }
                measured += 1
                if cell.header && cell.row == 0 && labels[cell.column] == nil {
                    labels[cell.column] = TableGrid.label(storage.string(in: start..<paragraphEnd))
                }
                while narrowest.count < cell.column + cell.span {
                    narrowest.append(0)
                    widest.append(0)
                }
                let extent = TableGrid.extent(of: start..<paragraphEnd, lines: lines, room: room)
                guard cell.span == 1 else {
                    spanning.append((cell.column, cell.span, extent.narrowest, extent.widest))
                    continue
                }
                narrowest[cell.column] = max(narrowest[cell.column], extent.narrowest)
                widest[cell.column] = max(widest[cell.column], extent.widest)
            }
            for cell in spanning { widen(cell) }
        }

        /// A spanning cell wider than the columns it spans widens them evenly.
        private mutating func widen(_ cell: (column: Int, span: Int, narrowest: Int, widest: Int)) {
            let columns = cell.column..<(cell.column + cell.span)
            let gaps = TableGrid.gap * (cell.span - 1)
            let missingWidest = cell.widest - gaps - columns.reduce(0) { $0 + widest[$1] }
            let missingNarrowest = cell.narrowest - gaps - columns.reduce(0) { $0 + narrowest[$1] }
            for column in columns {
                if missingWidest > 0 { widest[column] += (missingWidest + cell.span - 1) / cell.span }
                if missingNarrowest > 0 { narrowest[column] += (missingNarrowest + cell.span - 1) / cell.span }
            }
        }
    }

    /// The columns in `width` cells, from their narrowest and widest content; nil when even
    /// the narrowest do not fit.
    private static func columns(narrowest: [Int], widest: [Int], width: Int) -> [(start: Int, width: Int)]? {
        let count = narrowest.count
        let room = width - Self.gap * (count - 1)
        guard count > 0, narrowest.reduce(0, +) <= room else { return nil }
        var widths = widest
        if widest.reduce(0, +) > room {
            // Each column gets its narrowest, and the rest of the room in proportion to how
            // much wider it would like to be.
            let spare = room - narrowest.reduce(0, +)
            let wanted = zip(widest, narrowest).map { $0 - $1 }
            let totalWanted = max(wanted.reduce(0, +), 1)
            widths = zip(narrowest, wanted).map { $0 + $1 * spare / totalWanted }
        }
        var x = 0
        return widths.map { columnWidth in
            defer { x += columnWidth + Self.gap }
            return (x, columnWidth)
        }
    }

    /// The table's width in cells.
    var width: Int {
        guard let last = columns?.last else { return 0 }
        return last.start + last.width
    }

    /// The cells a cell starting at `column` and spanning `span` columns has for its text.
    func cellWidth(column: Int, span: Int) -> Int {
        guard let columns, column < columns.count else { return 1 }
        let lastColumn = columns[min(column + span, columns.count) - 1]
        return lastColumn.start + lastColumn.width - columns[column].start
    }

    /// A paragraph's longest word (counted up to `longestWord`) and its longest line unbroken;
    /// a picture's cells in a container of `room` (`longestWord` when its size is unknown), and
    /// no more than `longestWord` at the least.
    private static func extent(of paragraph: Range<Int>, lines: LineSetter, room: (width: Int, height: Int)) -> (
        narrowest: Int, widest: Int
    ) {
        if let block = lines.block(at: paragraph.lowerBound, measure: room.width, extent: room.height, share: 100) {
            // A picture of unknown size would take all the room: it asks for a long word's.
            let sized = if case .image(let picture) = block.attachment.content { picture.isSized } else { true }
            let widest = sized ? block.columns : min(block.columns, Self.longestWord)
            return (min(widest, Self.longestWord), widest)
        }
        let typesetter = lines.typesetter
        var widest = 0
        var start = paragraph.lowerBound
        while start < paragraph.upperBound {
            let line = typesetter.line(from: start, limit: paragraph.upperBound, width: 10_000)
            widest = max(widest, line.width)
            guard line.end > start else { break }
            start = line.end
        }
        // The widest segment between two break opportunities, its hanging spaces left out.
        let segmenter = typesetter.segmenter
        var narrowest = 0
        var segmentStart = paragraph.lowerBound
        while segmentStart < paragraph.upperBound && narrowest < Self.longestWord {
            let segmentEnd = min(segmenter.lineBreak(after: segmentStart), paragraph.upperBound)
            var column = 0
            var offset = segmentStart
            while offset < segmentEnd && column <= Self.longestWord {
                let end = min(segmenter.clusterEnd(from: offset), segmentEnd)
                column += segmenter.clusterWidth(offset, end)
                if !Typesetter.isHangingSpace(segmenter.storage[offset]) { narrowest = max(narrowest, column) }
                offset = end
            }
            segmentStart = max(segmentEnd, segmentStart + 1)
        }
        return (min(narrowest, Self.longestWord), widest)
    }

    /// A header as a label: its first words, up to `longestLabel` cells (a label is no text of
    /// the book's, and adds nothing to it, not even an ellipsis).
    private static func label(_ text: String) -> String {
        var label = ""
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let longer = label.isEmpty ? String(word) : label + " " + word
            guard TextSegmenter.width(of: longer) <= Self.longestLabel else {
                return label.isEmpty ? String(word.prefix(Self.longestLabel / 2)) : label
            }
            label = longer
        }
        return label
    }
}
