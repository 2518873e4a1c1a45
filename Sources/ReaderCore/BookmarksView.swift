import Terminal

/// The bookmarks drawn over the page: each one's first words, page number and chapter, the
/// selected one in reverse video, scrolled to keep it in view.
enum BookmarksView {
    static func draw(_ session: ReaderSession, selection: Int, into screen: inout Screen) {
        let bookmarks = session.bookmarks
        let width = min(72, screen.width - 4)
        let height = min(bookmarks.count + 2, screen.height - 3)
        guard width >= 16, height >= 3 else { return }
        let box = Rect(row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width, height: height)
        let inside = box.inset(by: 1)
        let first = min(max(0, selection - inside.height / 2), max(0, bookmarks.count - inside.height))
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        ContentsView.frame(box, into: &screen)
        TextLine.draw(" Bookmarks ", into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1), style: .bold)
        for (slot, index) in (first..<min(bookmarks.count, first + inside.height)).enumerated() {
            let row = inside.row + slot
            let offset = bookmarks[index]
            let style: CellStyle = index == selection ? .reverse : []
            if index == selection { screen.fill(row: row, columns: inside.column..<inside.right, style: .reverse) }
            let number = String(session.pageNumber(of: offset))
            let chapter = session.chapter(holding: offset).map { " · " + $0.title } ?? ""
            let entry = firstWords(at: offset, of: session) + chapter
            let text = Rect(row: row, column: inside.column + 1, width: inside.width - 2 - number.count - 1, height: 1)
            TextLine.draw(entry, into: &screen, in: text, style: style)
            TextLine.draw(number, into: &screen, in: Rect(row: row, column: inside.right - 1 - number.count, width: number.count, height: 1),
                          style: style)
        }
    }

    /// The first words of the text at `offset`, white space collapsed.
    private static func firstWords(at offset: Int, of session: ReaderSession) -> String {
        let storage = session.book.storage
        let text = storage.string(in: offset..<min(storage.length, offset + 120))
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
