/// The statistics overlay: what the store keeps of the reading, and the time left at the pace.
extension ReaderSession {
    /// Opens the statistics, or closes them when they are open.
    mutating func toggleStatistics() {
        overlay = mode == .statistics ? nil : .statistics(StatisticsOverlay(lines: statisticsLines()))
    }

    /// This book's line, all books', the time left and the pace.
    func statisticsLines() -> [String] {
        var lines: [String] = []
        if let statistics = statistics() {
            let this = statistics.books.first { $0.fingerprint == book.fingerprint }
            lines.append(this.map { "This book: " + statistics.line(of: $0) } ?? "This book: no page read yet")
            lines.append(statistics.totalLine)
        } else {
            lines.append("The statistics cannot be read now")
        }
        if let left = timeLeft() {
            let chapter = left.chapterMinutes.map { ", \(ReadingStatistics.duration(minutes: $0)) in the chapter" }
            lines.append(
                "Left: \(left.isEstimate ? "about " : "")\(ReadingStatistics.duration(minutes: left.bookMinutes))"
                    + " in the book\(chapter ?? "")")
        }
        let perMinute = Int(pace.charactersPerMinute.rounded())
        let perPage = pace.secondsPerPage.map { "; \(Int($0.rounded())) s a page here" } ?? ""
        lines.append(
            pace.isLearnt
                ? "Pace: \(perMinute) characters a minute, learnt from your reading\(perPage)"
                : "Pace: \(perMinute) characters a minute, a common speed until \(PaceSums.enoughTurns) pages are read")
        return lines
    }
}
