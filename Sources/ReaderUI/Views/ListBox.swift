import Terminal

/// A list over the page in a rounded frame with its title on the top edge: the rows of the
/// entries in view, the selected one in reverse video and kept in view.
enum ListBox {
    /// Draws the box for `count` entries, at most `maxWidth` cells wide, and hands each entry
    /// in view to `entry` with the cells of its row (inside the frame, a cell in from each side)
    /// and its style.
    static func draw(
        title: String, count: Int, selection: Int, maxWidth: Int, into screen: inout Screen,
        entry: (_ index: Int, _ row: Rect, _ style: CellStyle, _ screen: inout Screen) -> Void
    ) {
        let width = min(maxWidth, screen.width - 4)
        let height = min(count + 2, screen.height - 3)
        guard width >= 12, height >= 3 else { return }
        let box = Rect(
            row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width,
            height: height)
        let inside = box.inset(by: 1)
        let first = min(max(0, selection - inside.height / 2), max(0, count - inside.height))
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        frame(box, into: &screen)
        TextLine.draw(
            " \(title) ", into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1),
            style: .bold)
        for (slot, index) in (first..<min(count, first + inside.height)).enumerated() {
            let row = inside.row + slot
            let style: CellStyle = index == selection ? .reverse : []
            if index == selection { screen.fill(row: row, columns: inside.column..<inside.right, style: .reverse) }
            entry(index, Rect(row: row, column: inside.column + 1, width: inside.width - 2, height: 1), style, &screen)
        }
    }

    /// An entry's row: `text` from `indent` cells in, `number` (a page) at the row's right end.
    static func drawEntry(
        _ text: String, indent: Int = 0, number: String, in row: Rect, style: CellStyle, shapesArabic: Bool,
        into screen: inout Screen
    ) {
        TextLine.draw(
            text, into: &screen,
            in: Rect(
                row: row.row, column: row.column + indent, width: row.width - indent - number.count - 1, height: 1),
            style: style, shapesArabic: shapesArabic)
        TextLine.draw(
            number, into: &screen,
            in: Rect(row: row.row, column: row.right - number.count, width: number.count, height: 1), style: style)
    }

    /// A rounded frame on the edge of `box`.
    static func frame(_ box: Rect, into screen: inout Screen) {
        screen.markBox(box)
        let right = box.right - 1
        let bottom = box.bottom - 1
        for column in (box.column + 1)..<right {
            screen.put("─", width: 1, row: box.row, column: column)
            screen.put("─", width: 1, row: bottom, column: column)
        }
        for row in (box.row + 1)..<bottom {
            screen.put("│", width: 1, row: row, column: box.column)
            screen.put("│", width: 1, row: row, column: right)
        }
        screen.put("╭", width: 1, row: box.row, column: box.column)
        screen.put("╮", width: 1, row: box.row, column: right)
        screen.put("╰", width: 1, row: bottom, column: box.column)
        screen.put("╯", width: 1, row: bottom, column: right)
    }
}
