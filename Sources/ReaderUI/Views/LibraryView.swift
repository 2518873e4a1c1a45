import ReaderCore
import Terminal

/// The library on screen: a heading with the order and the filter, the books (the selected one
/// in reverse video, those whose file is gone dimmed), and a status line with the keys or a
/// notice; `shapesArabic` joins the Arabic letters of titles, as the reader's pages do. While the books are still being read
/// (`loading`), an empty library says nothing of books.
public enum LibraryView {
    public static func render(
        _ library: Library, notice: String?, columns: Int, rows: Int, loading: Bool = false, shapesArabic: Bool = false
    ) -> Screen {
        var screen = Screen(width: columns, height: rows)
        guard columns >= 20, rows >= 4 else { return screen }
        TextLine.draw(
            heading(library), into: &screen, in: Rect(row: 0, column: 2, width: columns - 4, height: 1), style: .bold)
        let room = rows - 3
        if library.items.isEmpty, !loading {
            TextLine.draw(
                library.count == 0 ? "No book read yet: reader BOOK opens one." : "No book matches.", into: &screen,
                in: Rect(row: 2, column: 2, width: columns - 4, height: 1))
        }
        let first = min(max(0, library.selection - room / 2), max(0, library.items.count - room))
        for (slot, index) in (first..<min(library.items.count, first + room)).enumerated() {
            let item = library.items[index]
            var style: CellStyle = index == library.selection ? .reverse : []
            if !item.exists { style.insert(.dim) }
            if index == library.selection { screen.fill(row: 2 + slot, columns: 0..<columns, style: .reverse) }
            TextLine.draw(
                item.shownLine, into: &screen, in: Rect(row: 2 + slot, column: 2, width: columns - 4, height: 1),
                style: style,
                rightToLeft: false, shapesArabic: shapesArabic)
        }
        screen.fill(row: rows - 1, columns: 0..<columns, style: .reverse)
        let status = notice ?? "Enter opens · / filters · s sorts · d forgets · q quits"
        TextLine.draw(
            status, into: &screen, in: Rect(row: rows - 1, column: 1, width: columns - 2, height: 1), style: .reverse)
        return screen
    }

    /// "Library · by title", and the filter with how many books it keeps: "· “tol” 2 of 30".
    static func heading(_ library: Library) -> String {
        let heading = "Library · " + library.order.name
        guard !library.filter.isEmpty else { return heading }
        return heading + " · “\(library.filter)” \(library.items.count) of \(library.count)"
    }
}
