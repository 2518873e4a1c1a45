import Foundation
import Testing

@testable import ReaderCore

/// `I` opens the reading statistics over the page: this book's and all books' lines, the time
/// left and the pace, worked out by hand.
@Suite("Statistics overlay")
struct StatisticsOverlayTests {
    private static let read = ReadingStatistics.Book(
        fingerprint: "fixture", title: "Sample", author: nil, seconds: 5_400, pages: 30, finished: nil,
        // Noon UTC: the same day in any time zone the tests run in.
        last: Date(timeIntervalSince1970: 1_767_355_200))

    @Test func theStatisticsShowThisBookAllBooksTheTimeLeftAndThePace() {
        var session = ReaderSession(book: book(String(repeating: "a ", count: 1_500)), columns: 80, rows: 24)
        session.pace = ReadingPace(charactersPerMinute: 1_000, isLearnt: true)
        let other = ReadingStatistics.Book(
            fingerprint: "other", title: "Other", author: "Someone", seconds: 1_800, pages: 30,
            finished: Date(timeIntervalSince1970: 1_767_355_200), last: Date(timeIntervalSince1970: 1_767_000_000))
        session.statistics = { ReadingStatistics(books: [other, Self.read]) }
        session.perform(.toggleStatistics)
        #expect(session.mode == .statistics)
        #expect(
            session.overlay
                == .statistics(
                    StatisticsOverlay(lines: [
                        "This book: Sample: 1 h 30 min, 30 pages, 20 pages an hour, last read 2026-01-02",
                        "All books: 2 h 00 min, 60 pages, 30 pages an hour, 1 book finished",
                        // 3,000 characters at 1,000 a minute.
                        "Left: 3 min in the book",
                        "Pace: 1000 characters a minute, learnt from your reading",
                    ])))
        session.perform(.toggleStatistics)
        #expect(session.overlay == nil)
    }

    @Test func withoutTheStoreTheTimeLeftIsStillShownAsAnEstimate() {
        var session = ReaderSession(book: book(String(repeating: "a ", count: 1_500)), columns: 80, rows: 24)
        session.perform(.toggleStatistics)
        // 3,000 characters at the common 1,500 a minute.
        #expect(
            session.overlay
                == .statistics(
                    StatisticsOverlay(lines: [
                        "The statistics cannot be read now", "Left: about 2 min in the book",
                        "Pace: 1500 characters a minute, a common speed until 15 pages are read",
                    ])))
    }
}
