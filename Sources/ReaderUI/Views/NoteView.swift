import ReaderCore
import Terminal
import TextEngine

/// A note over the page, in a rounded frame: its text laid out anew for the box by the same
/// engine, a page of the box at a time.
enum NoteView {
    static func draw(_ note: NoteOverlay, of session: ReaderSession, into screen: inout Screen) {
        let width = min(70, screen.width - 2)
        let height = min(14, screen.height - 1)
        guard width >= 8, height >= 3 else { return }
        let box = Rect(
            row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width,
            height: height)
        let inside = box.inset(by: 1)
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        ListBox.frame(box, into: &screen)
        let storage = session.book.storage
        let text = TextStorage(storage.string(in: note.range))
        let layoutManager = LayoutManager(storage: text)
        let pages = PageIndex(
            layoutManager: layoutManager, container: TextContainer(width: inside.width - 2, height: inside.height))
        let page = min(note.page, max(0, pages.count - 1))
        let title = pages.count > 1 ? " Note \(page + 1)/\(pages.count) " : " Note "
        TextLine.draw(
            title, into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1),
            style: .bold)
        if pages.contains(page) {
            PageRenderer(segmenter: layoutManager.segmenter).draw(
                pages[page], into: &screen,
                in: Rect(row: inside.row, column: inside.column + 1, width: inside.width - 2, height: inside.height))
        }
    }
}
