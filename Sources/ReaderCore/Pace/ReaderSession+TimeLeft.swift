/// What is left to read from the pages shown, at the reader's pace.
extension ReaderSession {
    /// The time left in the chapter and the book, from the first character shown to the end of
    /// the book's body (`Book.body`, else of the book); nil while no page is shown.
    public func timeLeft() -> TimeLeft? {
        guard let shown = shownRange() else { return nil }
        let end = book.body?.upperBound ?? book.storage.length
        let chapterEnd = currentChapterIndex().map { index in
            let next = book.chapters[(index + 1)...].first { $0.offset > shown.lowerBound }?.offset ?? end
            // A chapter that runs past the body's end ends there, unless it is read past it.
            return shown.lowerBound < end ? min(next, end) : next
        }
        return TimeLeft(
            chapterMinutes: chapterEnd.map { pace.minutes(for: $0 - shown.lowerBound) },
            bookMinutes: pace.minutes(for: end - shown.lowerBound), isEstimate: !pace.isLearnt)
    }
}
