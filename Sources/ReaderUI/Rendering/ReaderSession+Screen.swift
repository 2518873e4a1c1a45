import ReaderCore
import Terminal

extension ReaderSession {
    /// Where each page shown goes on screen, in the order of the pages (`visiblePages()`).
    public var pageRects: [Rect] {
        guard let geometry else { return [] }
        return pageColumns.map {
            Rect(row: geometry.topRow, column: $0, width: geometry.container.width, height: geometry.container.height)
        }
    }
}

extension PageGeometry {
    /// Where each page goes on screen, left to right.
    public var pageRects: [Rect] {
        pageColumns.map { Rect(row: topRow, column: $0, width: container.width, height: container.height) }
    }

    /// The status line: the screen's last row.
    public var statusRect: Rect { Rect(row: rows - 1, column: 0, width: columns, height: 1) }
}
