import Terminal

/// The table of contents drawn over the page: a rounded frame holding the entries with their
/// page numbers, the selected one in reverse video, scrolled to keep it in view.
enum ContentsView {
    static func draw(_ session: ReaderSession, selection: Int, into screen: inout Screen) {
        let chapters = session.book.chapters
        let width = min(64, screen.width - 4)
        let height = min(chapters.count + 2, screen.height - 3)
        guard width >= 12, height >= 3 else { return }
        let box = Rect(row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width, height: height)
        let inside = box.inset(by: 1)
        let first = min(max(0, selection - inside.height / 2), max(0, chapters.count - inside.height))
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        frame(box, into: &screen)
        TextLine.draw(" Contents ", into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1), style: .bold)
        for (slot, index) in (first..<min(chapters.count, first + inside.height)).enumerated() {
            let row = inside.row + slot
            let chapter = chapters[index]
            let style: CellStyle = index == selection ? .reverse : []
            if index == selection { screen.fill(row: row, columns: inside.column..<inside.right, style: .reverse) }
            let number = String(session.pageNumber(of: chapter.offset))
            let indent = min(chapter.level, 4) * 2
            let title = Rect(row: row, column: inside.column + 1 + indent, width: inside.width - 2 - indent - number.count - 1, height: 1)
            TextLine.draw(chapter.title, into: &screen, in: title, style: style)
            TextLine.draw(number, into: &screen, in: Rect(row: row, column: inside.right - 1 - number.count, width: number.count, height: 1),
                          style: style)
        }
    }

    /// A rounded frame on the edge of `box`.
    static func frame(_ box: Rect, into screen: inout Screen) {
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
