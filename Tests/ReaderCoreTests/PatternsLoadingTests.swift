import Formats
import Foundation
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// A language whose hyphenation patterns take long to load (German's take seconds) never holds
/// the first page up: a session that does not wait lays the text out unhyphenated, loads the
/// patterns meanwhile, and lays the pages out again once they are there, as a session that
/// waited lays them out.
@Suite("Hyphenation patterns loaded meanwhile")
struct PatternsLoadingTests {
    /// Italian, which no other test loads: its patterns are still to be loaded in this process.
    private static let sentence =
        "La straordinaria complessità dell'amministrazione internazionale richiedeva considerazioni "
        + "particolarmente approfondite. "
    private static let html = """
        <html lang="it"><head><style>p { text-align: justify }</style></head><body>
        <p>\(String(repeating: sentence, count: 30))</p>
        </body></html>
        """

    private func hyphenatedLines(_ session: ReaderSession) -> Int {
        session.visiblePages().reduce(0) { count, index in
            count + session.paginator.layOutPage(at: index).lines.filter(\.hyphenated).count
        }
    }

    @Test func theFirstPageWaitsForNoPatternsAndIsLaidOutAgainWithThem() throws {
        try #require(
            FileManager.default.fileExists(atPath: "/usr/share/hyphen/hyph_it_IT.dic"), "hyphen-it is not installed")
        let book = try htmlBook(Self.html)
        var session = ReaderSession(book: book, columns: 40, rows: 20, waitsForHyphenation: false)
        _ = ReaderView.render(session, notice: nil, columns: 40, rows: 20)
        #expect(session.isProvisional, "the page was laid out while the patterns load")
        #expect(hyphenatedLines(session) == 0)
        let deadline = ContinuousClock.now + .seconds(30)
        var arrived = false
        while !arrived && ContinuousClock.now < deadline {
            arrived = session.hyphenationPatternsArrived()
            if !arrived { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(arrived && !session.isProvisional)
        let again = session.hyphenationPatternsArrived()
        #expect(!again, "told once")
        let waited = ReaderSession(book: book, columns: 40, rows: 20)
        #expect(hyphenatedLines(session) > 0)
        let lines = lineRanges(session)
        let linesWaited = lineRanges(waited)
        #expect(lines == linesWaited, "the same lines as a layout that waited")
    }

    private func lineRanges(_ session: ReaderSession) -> [[Range<Int>]] {
        session.visiblePages().map { index in session.paginator.layOutPage(at: index).lines.map(\.range) }
    }
}
