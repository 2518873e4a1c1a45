import ReaderCore
import Terminal
import TextEngine

/// The bookmarks drawn over the page: each one's first words, chapter and page number, in a
/// `ListBox`.
enum BookmarksView {
    static func draw(_ session: ReaderSession, selection: Int, shapesArabic: Bool, into screen: inout Screen) {
        let bookmarks = session.bookmarks
        ListBox.draw(title: "Bookmarks", count: bookmarks.count, selection: selection, maxWidth: 72, into: &screen) {
            index, row, style, screen in
            let offset = bookmarks[index]
            let number = session.pageNumberLabel(of: offset)
            let chapter = session.chapter(holding: offset).map { " · " + VisualString.isolated($0.title) } ?? ""
            ListBox.drawEntry(
                firstWords(at: offset, of: session) + chapter, number: number, in: row, style: style,
                shapesArabic: shapesArabic, into: &screen)
        }
    }

    /// The first words of the text at `offset`, white space collapsed.
    private static func firstWords(at offset: Int, of session: ReaderSession) -> String {
        let storage = session.book.storage
        let text = storage.string(in: offset..<min(storage.length, offset + 120))
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
