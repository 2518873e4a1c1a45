import ReaderCore
import Terminal

/// The list of keys over the page, in a rounded frame, made from the bindings in force; a list
/// longer than the screen is scrolled (`list.top`), its frame saying so.
enum HelpView {
    static func draw(_ list: HelpOverlay, lines: [(keys: String, help: String)], into screen: inout Screen) {
        let widestKeys = min(lines.map { TextLine.width(of: $0.keys) }.max() ?? 0, 28)
        let width = min(widestKeys + 2 + (lines.map { TextLine.width(of: $0.help) }.max() ?? 0) + 4, screen.width - 2)
        // Over the status line too when the list needs it.
        let height = min(lines.count + 2, screen.height)
        guard width >= 12, height >= 3 else { return }
        let box = Rect(
            row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width,
            height: height)
        let inside = box.inset(by: 1)
        // On a narrow screen the keys take at most half the box, cut like everything in it.
        let keysWidth = min(widestKeys, max(1, (inside.width - 2) / 2))
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        ListBox.frame(box, into: &screen)
        TextLine.draw(
            " Keys ", into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1),
            style: .bold)
        let top = max(0, min(list.top, lines.count - inside.height))
        if lines.count > inside.height {
            let more = " ↑↓ \(top + 1)-\(min(top + inside.height, lines.count))/\(lines.count) "
            TextLine.draw(
                more, into: &screen,
                in: Rect(row: box.bottom - 1, column: box.column + 2, width: width - 4, height: 1), style: .dim)
        }
        for (slot, line) in lines[top...].prefix(inside.height).enumerated() {
            let row = inside.row + slot
            TextLine.draw(
                line.keys, into: &screen, in: Rect(row: row, column: inside.column + 1, width: keysWidth, height: 1),
                style: .bold)
            let column = inside.column + 1 + keysWidth + 2
            TextLine.draw(
                line.help, into: &screen,
                in: Rect(row: row, column: column, width: max(0, inside.right - column - 1), height: 1))
        }
    }
}
