/// How long the rest of the chapter and of the book take at the reader's pace.
public struct TimeLeft: Hashable, Sendable {
    /// Minutes to the end of the chapter shown; nil when the book has no chapters.
    public var chapterMinutes: Int?
    /// Minutes to the end of the book.
    public var bookMinutes: Int
    /// Whether the pace is the common speed's guess rather than the reader's own.
    public var isEstimate: Bool

    public init(chapterMinutes: Int?, bookMinutes: Int, isEstimate: Bool) {
        self.chapterMinutes = chapterMinutes
        self.bookMinutes = bookMinutes
        self.isEstimate = isEstimate
    }
}
