import Formats
import TextEngine

/// Vertical text and pages that turn right to left.
extension ReaderSession {
    /// Whether the book is set vertically now (`VerticalLayout`): the text that says nothing of
    /// its writing mode, or all of it when the reader chose; a page of text that states its own
    /// says so itself (`Page.writingMode`).
    public var isVertical: Bool { layoutManager.isVertical }

    /// Whether pages turn right to left: ← goes forward and the first of two pages stands on
    /// the right. So in vertical text and in books whose package says so.
    public var turnsLeftward: Bool { isVertical || book.pageProgression == .rightToLeft }

    /// The screen column of each page shown, in the order of the pages (`visiblePages()`).
    public var pageColumns: [Int] {
        guard let geometry else { return [] }
        return turnsLeftward ? geometry.pageColumns.reversed() : geometry.pageColumns
    }
}
