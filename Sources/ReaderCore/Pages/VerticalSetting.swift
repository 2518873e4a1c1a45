import Formats
import TextEngine

/// Whether a book is set vertically: decided here alone, for the reader, the dump and the bench.
public enum VerticalSetting {
    /// Whether `book` is set vertically: as the reader chose for it, else as the book says when
    /// its text is Chinese, Japanese or Korean (an English book asking for it stays horizontal:
    /// one letter a row is no way to read it).
    public static func isVertical(_ book: Book, chosen: Bool? = nil) -> Bool {
        chosen ?? (book.writingMode.isVertical && VerticalLayout.suits(book.storage))
    }

    /// Sets `options` to lay `book` out as the reader chose, or else as the book says: the
    /// text whose paragraphs state a writing mode of their own in it, the rest as `isVertical`.
    public static func apply(to options: inout LayoutOptions, for book: Book, chosen: Bool? = nil) {
        options.isVertical = isVertical(book, chosen: chosen)
        options.keepsStatedModes = chosen == nil
    }
}
