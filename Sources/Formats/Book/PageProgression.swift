/// Which way a book's pages turn: the next page on the right (left to right) or on the left
/// (right to left, an EPUB's `page-progression-direction="rtl"`, vertical Japanese books).
public enum PageProgression: Sendable {
    case leftToRight
    case rightToLeft
}
