import Terminal

/// The table of contents drawn over the page: a rounded frame holding the entries with their
/// page numbers, the selected one in reverse video, scrolled to keep it in view.
enum ContentsView {
    static func draw(_ session: ReaderSession, selection: Int, into screen: inout Screen) {
        let chapters = session.book.chapters
        let width = min(64, screen.width - 4)
        let height = min(chapters.count + 2, screen.height - 3)
        guard width >= 12, height >= 3 else { return }
        let left = (screen.width - width) / 2
        let top = max(0, (screen.height - 1 - height) / 2)
        let visible = height - 2
        let first = min(max(0, selection - visible / 2), max(0, chapters.count - visible))
        for row in top..<(top + height) { screen.fill(row: row, columns: left..<(left + width), style: []) }
        frame(into: &screen, left: left, top: top, width: width, height: height)
        TextLine.draw(" Contents ", into: &screen, row: top, column: left + 2, room: width - 4, style: .bold)
        for (slot, index) in (first..<min(chapters.count, first + visible)).enumerated() {
            let row = top + 1 + slot
            let chapter = chapters[index]
            let style: CellStyle = index == selection ? .reverse : []
            if index == selection { screen.fill(row: row, columns: (left + 1)..<(left + width - 1), style: .reverse) }
            let number = String(session.pageNumber(of: chapter.offset))
            let indent = min(chapter.level, 4) * 2
            let room = width - 4 - indent - number.count - 1
            TextLine.draw(chapter.title, into: &screen, row: row, column: left + 2 + indent, room: room, style: style)
            TextLine.draw(number, into: &screen, row: row, column: left + width - 2 - number.count, room: number.count, style: style)
        }
    }

    private static func frame(into screen: inout Screen, left: Int, top: Int, width: Int, height: Int) {
        let right = left + width - 1
        let bottom = top + height - 1
        for column in (left + 1)..<right {
            screen.put("─", width: 1, row: top, column: column)
            screen.put("─", width: 1, row: bottom, column: column)
        }
        for row in (top + 1)..<bottom {
            screen.put("│", width: 1, row: row, column: left)
            screen.put("│", width: 1, row: row, column: right)
        }
        screen.put("╭", width: 1, row: top, column: left)
        screen.put("╮", width: 1, row: top, column: right)
        screen.put("╰", width: 1, row: bottom, column: left)
        screen.put("╯", width: 1, row: bottom, column: right)
    }
}
