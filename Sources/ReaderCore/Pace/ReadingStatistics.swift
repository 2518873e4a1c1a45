import Foundation

/// What the reader has read: the time spent on each book (idle time left out), its pages and
/// how many an hour, when it was finished; and the same for all books together.
public struct ReadingStatistics: Hashable, Sendable {
    /// The reading of one book.
    public struct Book: Hashable, Sendable {
        public var fingerprint: String
        public var title: String
        public var author: String?
        public var seconds: Double
        public var pages: Int
        /// When its last page was first shown; nil while it is not finished.
        public var finished: Date?
        /// When a page of it was last read.
        public var last: Date

        public init(
            fingerprint: String, title: String, author: String?, seconds: Double, pages: Int, finished: Date?,
            last: Date
        ) {
            self.fingerprint = fingerprint
            self.title = title
            self.author = author
            self.seconds = seconds
            self.pages = pages
            self.finished = finished
            self.last = last
        }
    }

    /// The books, the last read first.
    public var books: [Book]

    public init(books: [Book]) {
        self.books = books.sorted { $0.last > $1.last }
    }

    /// The line of all books together: time, pages, pages an hour, books finished.
    public var totalLine: String {
        let seconds = books.reduce(0) { $0 + $1.seconds }
        let finished = books.count { $0.finished != nil }
        return "All books: " + Self.reading(seconds: seconds, pages: books.reduce(0) { $0 + $1.pages })
            + ", \(finished) \(finished == 1 ? "book" : "books") finished"
    }

    /// A book's line: its title and author, time, pages, pages an hour, when last read and
    /// finished; dates are days in `timeZone`.
    public func line(of book: Book, timeZone: TimeZone = .current) -> String {
        let name = book.title + (book.author.map { " — \($0)" } ?? "")
        let finished = book.finished.map { ", finished \(Self.day($0, in: timeZone))" } ?? ""
        return "\(name): " + Self.reading(seconds: book.seconds, pages: book.pages)
            + ", last read \(Self.day(book.last, in: timeZone))\(finished)"
    }

    /// The lines `reader --stats` prints: all books, then each book, the last read first.
    public func lines(timeZone: TimeZone = .current) -> [String] {
        [totalLine] + books.map { line(of: $0, timeZone: timeZone) }
    }

    /// "1 h 05 min, 40 pages, 38 pages an hour"; the pages an hour only after a minute's reading.
    static func reading(seconds: Double, pages: Int) -> String {
        let seconds = min(max(seconds, 0), 1e12)
        let time = duration(minutes: Int((seconds / 60).rounded()))
        let count = "\(pages) \(pages == 1 ? "page" : "pages")"
        guard seconds >= 60 else { return "\(time), \(count)" }
        return "\(time), \(count), \(Int((Double(pages) * 3600 / seconds).rounded())) pages an hour"
    }

    /// "25 min", "1 h 05 min".
    static func duration(minutes: Int) -> String {
        minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(String(format: "%02d", minutes % 60)) min"
    }

    /// The day of `date` in `timeZone`, as 2026-11-29.
    static func day(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
