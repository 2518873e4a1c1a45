import Formats
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// A book opens at its place at once: the pages before it are not laid out first, unless their
/// numbers are asked for, and pages remembered from an earlier layout need no layout at all.
@Suite("Opening at a place")
struct ResumeTests {
    /// A book of `chapters` chapters, each starting a new page, and where each starts.
    private func chapteredBook(chapters: Int) -> (book: Book, starts: [Int]) {
        var text = ""
        var styles: [ParagraphStyleRun] = []
        var starts: [Int] = []
        var heading = ParagraphStyle()
        heading.pageBreakBefore = true
        heading.keepWithNext = true
        for chapter in 1...chapters {
            starts.append(text.utf16.count)
            styles.append(ParagraphStyleRun(location: text.utf16.count, style: heading))
            text += "Chapter \(chapter)\n\n"
            styles.append(ParagraphStyleRun(location: text.utf16.count, style: .default))
            for paragraph in 1...12 {
                text += "C\(chapter)P\(paragraph) " + (1...40).map { "w\($0)" }.joined(separator: " ") + "\n\n"
            }
        }
        let storage = TextStorage(units: Array(text.utf16), paragraphStyleRuns: styles)
        return (Book(title: "Chapters", storage: storage, fingerprint: "chapters"), starts)
    }

    /// The pages of a layout of the book from its start, apart from the session: the oracle.
    private func fullLayout(_ session: ReaderSession) -> PageIndex {
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: session.book.storage), container: session.paginator.container)
        _ = pages.count
        return pages
    }

    @Test func aPlaceFarAheadOpensWithoutTheBookBeforeIt() {
        let (book, starts) = chapteredBook(chapters: 60)
        let place = starts[50] + 700
        let session = ReaderSession(book: book, columns: 80, rows: 24, anchor: place)
        let full = fullLayout(session)
        let expected = full.index(containing: place)
        #expect(session.paginator.range(ofPage: session.currentPage()) == full.range(at: expected))
        #expect(session.paginator.foundCount <= 5, "the chapter's pages, not the \(expected) before them")
        #expect(ReaderView.pageLabel(session) == "…/…", "the number is not known yet")
        session.paginator.layOutMorePages(10_000)
        #expect(ReaderView.pageLabel(session) == "\(expected + 1)/\(full.count)")
        #expect(session.paginator.range(ofPage: session.currentPage()) == full.range(at: expected))
    }

    @Test func turningBackAndOnFromThereGivesTheNeighbouringPages() {
        let (book, starts) = chapteredBook(chapters: 30)
        var session = ReaderSession(book: book, columns: 80, rows: 24, anchor: starts[20] + 100)
        let full = fullLayout(session)
        var expected = full.index(containing: starts[20] + 100)
        for _ in 0..<8 {
            session.perform(.previousPage)
            expected -= 1
            #expect(session.paginator.range(ofPage: session.currentPage()) == full.range(at: expected))
        }
        for _ in 0..<12 {
            session.perform(.nextPage)
            expected += 1
            #expect(session.paginator.range(ofPage: session.currentPage()) == full.range(at: expected))
        }
    }

    @Test func theLastPageIsShownWithoutLayingOutTheBook() {
        let (book, _) = chapteredBook(chapters: 60)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        session.perform(.lastPage)
        let full = fullLayout(session)
        #expect(session.paginator.range(ofPage: session.currentPage()) == full.range(at: full.count - 1))
        #expect(session.paginator.foundCount < 10)
        session.perform(.nextPage)
        #expect(
            session.paginator.range(ofPage: session.currentPage()) == full.range(at: full.count - 1),
            "nothing after the last page")
    }

    @Test func rememberedPagesAreTakenWhenTheyFitTheBookAndLayout() throws {
        let (book, starts) = chapteredBook(chapters: 20)
        let place = starts[15] + 300
        let probe = ReaderSession(book: book, columns: 80, rows: 24)
        let layout = try #require(probe.pageLayoutKey)
        let full = fullLayout(probe)
        let remembered = try #require(full.allStarts)
        var asked: [String] = []
        let session = ReaderSession(
            book: book, columns: 80, rows: 24, anchor: place,
            rememberedPages: {
                asked.append($0)
                return $0 == layout ? remembered : nil
            })
        #expect(asked == [layout])
        #expect(session.paginator.isRemembered && session.paginator.isComplete)
        #expect(ReaderView.pageLabel(session) == "\(full.index(containing: place) + 1)/\(full.count)")

        // Pages of another text area do not fit: they are laid out afresh.
        let narrow = PageIndex(
            layoutManager: LayoutManager(storage: book.storage), container: TextContainer(width: 40, height: 20))
        let stale = narrow.indices.map { narrow.range(at: $0).lowerBound }
        let fresh = ReaderSession(book: book, columns: 80, rows: 24, anchor: place, rememberedPages: { _ in stale })
        #expect(!fresh.paginator.isRemembered)
        #expect(fresh.paginator.range(ofPage: fresh.currentPage()) == full.range(at: full.index(containing: place)))
    }

    @Test func theLayoutKeyNamesWhatMovesPages() throws {
        let (book, _) = chapteredBook(chapters: 2)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        let first = try #require(session.pageLayoutKey)
        session.perform(.toggleJustification)
        let justified = try #require(session.pageLayoutKey)
        session.perform(.resize(columns: 100, rows: 30))
        let resized = try #require(session.pageLayoutKey)
        #expect(Set([first, justified, resized]).count == 3)
        #expect(first.hasPrefix("v\(LayoutManager.version) "))
    }
}
