/// What is left to read from the pages shown, at the reader's pace.
extension ReaderSession {
    /// The time left in the chapter and the book, from the first character shown to the end of
    /// the book's body (`Book.body`, else of the book); nil while no page is shown, and for a
    /// book of pictures until the reader's rate in pages is known.
    public func timeLeft() -> TimeLeft? {
        guard let shown = shownRange(), pace.secondsPerPage != nil || !isMostlyPictures else { return nil }
        let end = book.bodyEnd
        let chapterEnd = currentChapterIndex().map { index in
            let next = book.chapters[(index + 1)...].first { $0.offset > shown.lowerBound }?.offset ?? end
            // A chapter that runs past the body's end ends there, unless it is read past it.
            return shown.lowerBound < end ? min(next, end) : next
        }
        return TimeLeft(
            chapterMinutes: chapterEnd.map { minutes(from: shown.lowerBound, to: $0) },
            bookMinutes: minutes(from: shown.lowerBound, to: end), isEstimate: !pace.isLearnt)
    }

    /// Whether the book is pictures more than text (a comic): its characters say nothing of the
    /// time it takes, which only a rate in pages tells.
    public var isMostlyPictures: Bool {
        pictureRuns.count * Self.charactersPerPicture > book.storage.length
    }

    /// Fewer characters a picture than this make a book of pictures.
    private static let charactersPerPicture = 200

    /// The minutes from `start` to `end` at the pace: the pages between at the rate in pages
    /// when there is one and they are counted, else the characters.
    private func minutes(from start: Int, to end: Int) -> Int {
        guard end > start else { return 0 }
        guard let perPage = pace.secondsPerPage, let first = paginator.number(containing: start),
            let last = paginator.number(containing: end - 1)
        else { return pace.minutes(for: end - start) }
        return Int((Double(last - first + 1) * perPage / 60).rounded(.up))
    }
}
