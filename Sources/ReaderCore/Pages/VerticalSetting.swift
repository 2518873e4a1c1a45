import Formats
import TextEngine

/// Whether a book is set vertically, and the text area that asks for: decided here alone, for
/// the reader, the dump and the bench.
public enum VerticalSetting {
    /// Whether `book` is set vertically: as the reader chose for it, else as the book says when
    /// its text is Chinese, Japanese or Korean (an English book asking for it stays horizontal:
    /// one letter a row is no way to read it).
    public static func isVertical(_ book: Book, chosen: Bool? = nil) -> Bool {
        chosen ?? (book.writingMode == .verticalRightToLeft && VerticalLayout.suits(book.storage))
    }

    /// The container a page of `width` by `height` cells is laid out in: the page, or the page
    /// turned for vertical text.
    public static func container(width: Int, height: Int, vertical: Bool) -> TextContainer {
        vertical ? VerticalLayout.container(width: width, height: height) : TextContainer(width: width, height: height)
    }
}
