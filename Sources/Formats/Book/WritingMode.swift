/// How a book's lines run: horizontally, or in columns from top to bottom laid right to left
/// (CSS `writing-mode: vertical-rl` on its root or body).
public enum WritingMode: Sendable {
    case horizontal
    case verticalRightToLeft
}

/// Which way a book's pages turn: the next page on the right (left to right) or on the left
/// (right to left, an EPUB's `page-progression-direction="rtl"`, vertical Japanese books).
public enum PageProgression: Sendable {
    case leftToRight
    case rightToLeft
}
