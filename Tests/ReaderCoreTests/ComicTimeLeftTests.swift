import Formats
import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// A comic's time left: its characters say nothing, so none is told until the reader's rate in
/// pages is known.
struct ComicTimeLeftTests {
    private let temporary = TemporaryDirectory()

    @Test func aComicTellsNoTimeLeftUntilThePageRateIsKnown() throws {
        let path = temporary.path + "/ten.cbz"
        let pages = (1...10).map { ("page\($0).png", ComicFixture.page($0)) }
        try Data(ComicFixture.cbz(pages)).write(to: URL(fileURLWithPath: path))
        var session = ReaderSession(book: try BookLoader.load(path: path), columns: 80, rows: 24)
        _ = session.paginator.layOutAllPages()
        #expect(session.timeLeft() == nil)
        session.pace = ReadingPace(charactersPerMinute: 4_000, isLearnt: true)
        #expect(session.timeLeft() == nil, "a pace in characters says nothing of pictures")
        session.pace.secondsPerPage = 30
        // Ten pages from the first, half a minute each.
        #expect(session.timeLeft()?.bookMinutes == 5)
    }
}
