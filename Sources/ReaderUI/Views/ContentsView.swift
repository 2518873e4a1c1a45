import ReaderCore
import Terminal

/// The table of contents drawn over the page: the entries with their page numbers, indented
/// by level, in a `ListBox`; `shapesArabic` joins the Arabic letters of titles.
enum ContentsView {
    static func draw(_ session: ReaderSession, selection: Int, shapesArabic: Bool, into screen: inout Screen) {
        let chapters = session.book.chapters
        ListBox.draw(title: "Contents", count: chapters.count, selection: selection, maxWidth: 64, into: &screen) {
            index, row, style, screen in
            let chapter = chapters[index]
            let number = session.pageNumberLabel(of: chapter.offset)
            ListBox.drawEntry(
                chapter.title, indent: min(chapter.level, 4) * 2, number: number, in: row, style: style,
                shapesArabic: shapesArabic, into: &screen)
        }
    }
}
