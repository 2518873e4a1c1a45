extension PageComposer {
    /// How a table row went onto the page.
    enum RowPlacement {
        /// Placed whole; the row's last paragraph.
        case placed(ResolvedParagraph)
        /// Not enough rows are left: the row goes to the next page.
        case noRoom
        /// Taller than a page: it is read as a record instead.
        case tooTall
    }

    /// A line of a table row typeset in its cell: its row within the table row, the cell's
    /// first column from the table's left edge and width, and its direction; or the block of a
    /// picture alone in its paragraph, centred in the cell.
    private typealias CellLine = (
        range: Range<Int>, row: Int, column: Int, cellWidth: Int, line: Typesetter.Line, rightToLeft: Bool,
        block: AttachmentBlock?
    )

    /// A table row typeset: its lines, how many rows it takes, the column boundaries a spanning
    /// cell covers (no rule is drawn through its text), where the paragraphs after it start
    /// and its last paragraph.
    private struct TypesetRow {
        var lines: [CellLine] = []
        var height = 1
        var spanned = Set<Int>()
        var next: Int
        var last: ResolvedParagraph
    }

    /// Places the table row starting at `start` as a grid: each cell's paragraphs typeset in
    /// its column, columns side by side, a rule between columns and one below the row unless
    /// it is the table's last.
    func placeTableRow(
        _ page: inout PageInProgress, from start: Int, of cell: TableCell, grid: TableGrid,
        style: ParagraphStyle, in container: TextContainer
    ) -> RowPlacement {
        guard let columns = grid.columns else { return .tooTall }
        // A right-to-left table (its first strong character, else its language) runs its columns
        // from the right edge: each place left to right is mirrored.
        let mirrored =
            paragraphs.direction(of: grid.range, style: storage.paragraphStyle(at: grid.range.lowerBound))
            == .rightToLeft
        let row = typesetRow(
            from: start, of: cell, in: (columns, grid), style: style, mirrored: mirrored, extent: container.height)
        let lastRow = row.next >= storage.length || storage.paragraphStyle(at: row.next).tableCell?.table != cell.table
        if page.state.row + row.height > container.height { return page.lines.isEmpty ? .tooTall : .noRoom }
        page.lastLineCheckpoint = page.state
        let left = lines.indents(of: style, first: false, in: container).head
        func physical(_ column: Int, width: Int) -> Int { mirrored ? container.width - column - width : column }
        let base = page.state.row
        for line in row.lines {
            // Right-to-left text stands at its cell's right side.
            let cell = physical(left + line.column, width: line.cellWidth)
            let slack = line.cellWidth - line.line.width
            let fragment = LineFragment(
                range: line.range, row: base + line.row,
                column: cell + (line.block != nil ? slack / 2 : line.rightToLeft ? slack : 0), width: line.line.width,
                hyphenated: line.line.hyphenated, isRightToLeft: line.rightToLeft)
            page.lines.append(PlacedLine(fragment: fragment, block: line.block))
        }
        let rule = !lastRow && base + row.height < container.height
        if page.decorated {
            for (index, column) in columns.enumerated().dropFirst() where !row.spanned.contains(index) {
                for line in base..<(base + row.height) {
                    page.decorations.append(
                        Decoration(
                            row: line, column: physical(left + column.start - 2, width: 1), width: 1, kind: .columnRule)
                    )
                }
            }
            if rule {
                // Crossed where each column rule would run on, on either side.
                let crossings = columns.dropFirst().map { mirrored ? grid.width - $0.start + 1 : $0.start - 2 }
                page.decorations.append(
                    Decoration(
                        row: base + row.height, column: physical(left, width: grid.width), width: grid.width,
                        kind: .rowRule(crossings: mirrored ? crossings.reversed() : crossings)))
            }
        }
        page.state.lineCount = page.lines.count
        page.state.decorationCount = page.decorations.count
        page.state.position = min(row.next, storage.length)
        page.state.hyphenatedRun = 0
        page.state.row += row.height + (rule ? 1 : 0)
        page.state.spacingAfterPrevious = lastRow ? 1 : 0
        return .placed(row.last)
    }

    /// Typesets each cell of the row from `start` in its column; a picture takes at most
    /// `extent` rows.
    private func typesetRow(
        from start: Int, of cell: TableCell, in table: (columns: [(start: Int, width: Int)], grid: TableGrid),
        style: ParagraphStyle, mirrored: Bool, extent: Int
    ) -> TypesetRow {
        let (columns, grid) = table
        var row = TypesetRow(next: start, last: ResolvedParagraph(start: start, end: start, style: style))
        var rowsOfColumn = [Int](repeating: 0, count: columns.count)
        while row.next < storage.length, let other = storage.paragraphStyle(at: row.next).tableCell,
            other.table == cell.table, other.row == cell.row
        {
            let (next, end) = (row.next, storage.paragraphEnd(from: row.next))
            row.last = ResolvedParagraph(start: next, end: end, style: storage.paragraphStyle(at: next))
            // A cell without a strong character (a number) goes the table's way.
            let rightToLeft =
                row.last.style.writingDirection != .natural
                ? row.last.style.writingDirection == .rightToLeft
                : BidiResolver.firstStrongDirection(in: next..<end, of: storage).map { $0 == .rightToLeft } ?? mirrored
            let column = min(other.column, columns.count - 1)
            let width = grid.cellWidth(column: column, span: other.span)
            if other.span > 1 { row.spanned.formUnion((column + 1)..<min(column + other.span, columns.count)) }
            for (range, line, block) in cellLines(next..<end, width: width, extent: extent) {
                row.lines.append(
                    (range, rowsOfColumn[column], columns[column].start, width, line, rightToLeft, block))
                rowsOfColumn[column] += block?.rows ?? 1
            }
            row.next = end + 1
        }
        row.height = max(rowsOfColumn.max() ?? 1, 1)
        return row
    }

    /// The lines of the cell paragraph `paragraph` in a cell `width` cells wide: the block of a
    /// picture alone in it (at most `extent` rows), else its text's lines.
    private func cellLines(_ paragraph: Range<Int>, width: Int, extent: Int) -> [(
        range: Range<Int>, line: Typesetter.Line, block: AttachmentBlock?
    )] {
        if let block = lines.block(at: paragraph.lowerBound, measure: width, extent: extent, share: 100) {
            return [(paragraph, Typesetter.Line(end: paragraph.upperBound, width: min(block.columns, width)), block)]
        }
        var result: [(range: Range<Int>, line: Typesetter.Line, block: AttachmentBlock?)] = []
        var lineStart = paragraph.lowerBound
        while lineStart < paragraph.upperBound {
            let line = lines.typesetter.line(from: lineStart, limit: paragraph.upperBound, width: width)
            result.append((lineStart..<line.end, line, nil))
            lineStart = max(line.end, lineStart + 1)
        }
        return result
    }
}
