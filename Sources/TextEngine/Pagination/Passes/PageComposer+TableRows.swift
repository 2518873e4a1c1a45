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

    /// The rows of a table typeset as a group (`TableRowGroup`), where the paragraphs after
    /// them start, and their last paragraph.
    private typealias TypesetRows = (group: TableRowGroup, next: Int, last: ResolvedParagraph)

    /// Places the table row starting at `start` as a grid, with the rows below it that its
    /// cells spanning rows reach: each cell's paragraphs typeset in its column, columns side by
    /// side, a rule between columns and rows, and one below the last row unless it ends the table.
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
        guard
            let rows = typesetRows(
                from: start, of: cell, in: (columns, grid), style: style, mirrored: mirrored,
                extent: container.height)
        else { return .tooTall }
        let lastRow =
            rows.next >= storage.length || storage.paragraphStyle(at: rows.next).tableCell?.table != cell.table
        let height = rows.group.height
        if page.state.row + height > container.height { return page.lines.isEmpty ? .tooTall : .noRoom }
        page.lastLineCheckpoint = page.state
        let left = lines.indents(of: style, first: false, in: container).head
        func physical(_ column: Int, width: Int) -> Int { mirrored ? container.width - column - width : column }
        let base = page.state.row
        for cell in rows.group.cells {
            var row = base + rows.group.tops[cell.row]
            let column = physical(left + columns[min(cell.column, columns.count - 1)].start, width: cell.width)
            for (range, line, block) in cell.lines {
                // Right-to-left text stands at its cell's right side, a picture in its middle.
                let slack = cell.width - line.width
                let fragment = LineFragment(
                    range: range, row: row, column: column + (block != nil ? slack / 2 : cell.rightToLeft ? slack : 0),
                    width: line.width, hyphenated: line.hyphenated, isRightToLeft: cell.rightToLeft)
                page.lines.append(PlacedLine(fragment: fragment, block: block))
                row += block?.rows ?? 1
            }
        }
        let rule = !lastRow && base + height < container.height
        if page.decorated {
            for var decoration in rows.group.rules(columns: columns) {
                decoration.row += base
                decoration.column = physical(left + decoration.column, width: decoration.width)
                page.decorations.append(mirrored ? Self.mirrored(decoration) : decoration)
            }
            if rule {
                // Crossed where each column rule would run on.
                let crossings = columns.dropFirst().map { $0.start - 2 }
                let below = Decoration(
                    row: base + height, column: physical(left, width: grid.width), width: grid.width,
                    kind: .rowRule(crossings: crossings))
                page.decorations.append(mirrored ? Self.mirrored(below) : below)
            }
        }
        page.state.lineCount = page.lines.count
        page.state.decorationCount = page.decorations.count
        page.state.position = min(rows.next, storage.length)
        page.state.hyphenatedRun = 0
        page.state.row += height + (rule ? 1 : 0)
        page.state.spacingAfterPrevious = lastRow ? 1 : 0
        return .placed(rows.last)
    }

    /// A rule of a right-to-left table, already at its mirrored place: its crossings counted
    /// from its other end, a tee facing the other way.
    private static func mirrored(_ decoration: Decoration) -> Decoration {
        switch decoration.kind {
        case .rowRule(let crossings):
            let turned = crossings.map { decoration.width - 1 - $0 }.reversed()
            return Decoration(
                row: decoration.row, column: decoration.column, width: decoration.width,
                kind: .rowRule(crossings: Array(turned)))
        case .tee(let rightward):
            return Decoration(
                row: decoration.row, column: decoration.column, width: 1, kind: .tee(rightward: !rightward))
        default:
            return decoration
        }
    }

    /// Typesets each cell of the row from `start`, and of the rows below it that its cells
    /// spanning rows reach, in its column; a picture takes at most `extent` rows. Nil when the
    /// rows are more than a page has.
    private func typesetRows(
        from start: Int, of cell: TableCell, in table: (columns: [(start: Int, width: Int)], grid: TableGrid),
        style: ParagraphStyle, mirrored: Bool, extent: Int
    ) -> TypesetRows? {
        let (columns, grid) = table
        var (next, last) = (start, ResolvedParagraph(start: start, end: start, style: style))
        var cells: [TableRowGroup.Cell] = []
        var lastRow = cell.row
        while next < storage.length, let other = storage.paragraphStyle(at: next).tableCell,
            other.table == cell.table, other.row >= cell.row, other.row <= lastRow
        {
            guard other.row - cell.row < extent else { return nil }
            lastRow = max(lastRow, other.row + other.rowSpan - 1)
            let end = storage.paragraphEnd(from: next)
            last = ResolvedParagraph(start: next, end: end, style: storage.paragraphStyle(at: next))
            // A cell without a strong character (a number) goes the table's way.
            let rightToLeft =
                last.style.writingDirection != .natural
                ? last.style.writingDirection == .rightToLeft
                : BidiResolver.firstStrongDirection(in: next..<end, of: storage).map { $0 == .rightToLeft } ?? mirrored
            let column = min(other.column, columns.count - 1)
            let width = grid.cellWidth(column: column, span: other.span)
            let typeset = cellLines(next..<end, width: width, extent: extent)
            // A cell's paragraphs after its first go on under it.
            if let index = cells.lastIndex(where: { $0.row == other.row - cell.row && $0.column == column }) {
                cells[index].lines += typeset
            } else {
                cells.append(
                    TableRowGroup.Cell(
                        row: other.row - cell.row, column: column, span: other.span, rowSpan: other.rowSpan,
                        width: width, rightToLeft: rightToLeft, lines: typeset))
            }
            next = end + 1
        }
        let rows = (cells.map { $0.row }.max() ?? 0) + 1
        return (TableRowGroup(cells: cells, rows: rows), next, last)
    }

    /// The lines of the cell paragraph `paragraph` in a cell `width` cells wide: the block of a
    /// picture alone in it (at most `extent` rows), else its text's lines.
    private func cellLines(_ paragraph: Range<Int>, width: Int, extent: Int) -> [TableRowGroup.CellLine] {
        if let block = lines.block(at: paragraph.lowerBound, measure: width, extent: extent, share: 100) {
            return [(paragraph, Typesetter.Line(end: paragraph.upperBound, width: min(block.columns, width)), block)]
        }
        var result: [TableRowGroup.CellLine] = []
        var lineStart = paragraph.lowerBound
        while lineStart < paragraph.upperBound {
            let line = lines.typesetter.line(from: lineStart, limit: paragraph.upperBound, width: width)
            result.append((lineStart..<line.end, line, nil))
            lineStart = max(line.end, lineStart + 1)
        }
        return result
    }
}
