import Formats
import TestSupport
import Testing
import TextEngine

@testable import ReaderCore

@Suite("The book's body")
struct BookBodyTests {
    private let temporary = TemporaryDirectory()

    /// Four chapters, the first front matter, then endnotes, as `body` says them.
    private func book(_ body: ChapteredEPUB.BodyStated?) throws -> Book {
        let path = temporary.path + "/body-\(String(describing: body)).epub"
        try ChapteredEPUB.write(to: path, chapters: 4, body: body)
        return try BookLoader.load(path: path)
    }

    /// The storage offset of the first `text` in `book`.
    private func offset(of text: String, in book: Book) -> Int {
        let string = book.storage.string
        return string.utf16.distance(from: string.utf16.startIndex, to: string.range(of: text)!.lowerBound)
    }

    @Test(arguments: [ChapteredEPUB.BodyStated.landmarks, .guide])
    func landmarksAndTheGuideSayWhereTheBodyIs(_ stated: ChapteredEPUB.BodyStated) throws {
        let book = try book(stated)
        #expect(book.body == offset(of: "Chapter 2", in: book)..<offset(of: "Notes", in: book))
    }

    @Test func aBookThatSaysNothingHasNoBody() throws {
        #expect(try book(nil).body == nil)
    }

    @Test func thePercentageReachesAHundredOnTheBodysLastPage() throws {
        let book = try book(.landmarks)
        let body = try #require(book.body)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        #expect(session.percentRead() == 0, "front matter counts as 0 %")
        _ = session.paginator.layOutAllPages()
        let lastBodyPage = session.paginator.layOutPage(containing: body.upperBound - 1)
        while session.currentPage() < lastBodyPage - 1 { session.perform(.nextPage) }
        let before = session.paginator.range(ofPage: session.currentPage()).lowerBound
        #expect(session.percentRead() == (before - body.lowerBound) * 100 / body.count)
        #expect(session.percentRead() < 100)
        session.perform(.nextPage)
        #expect(session.percentRead() == 100, "the page holding the body's end")
        session.perform(.nextPage)
        #expect(session.percentRead() == 100, "the endnotes stay at 100 %")
        #expect(session.timeLeft()?.bookMinutes == 0, "no time left in the body")
    }

    @Test func timeLeftCountsToTheBodysEnd() throws {
        let book = try book(.landmarks)
        let body = try #require(book.body)
        let session = ReaderSession(book: book, columns: 80, rows: 24)
        // 1,500 characters a minute, rounded up: the common pace.
        let minutes = (body.upperBound + 1_499) / 1_500
        #expect(session.timeLeft()?.bookMinutes == minutes)
        #expect(minutes < (book.storage.length + 1_499) / 1_500, "the endnotes are long enough to count")
    }

    @Test func atARateInPagesTheTimeLeftIsThePagesLeft() throws {
        let book = try book(.landmarks)
        let body = try #require(book.body)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        _ = session.paginator.layOutAllPages()
        session.pace = ReadingPace(charactersPerMinute: 1, isLearnt: true, secondsPerPage: 30)
        let lastBodyPage = session.paginator.layOutPage(containing: body.upperBound - 1)
        // Half a minute a page, from the first page to the body's last, rounded up.
        #expect(session.timeLeft()?.bookMinutes == (lastBodyPage + 2) / 2)
        #expect(session.timeLeft()?.isEstimate == false)
    }

    @Test func theLastChapterOfTheBodyEndsWithIt() throws {
        let book = try book(.landmarks)
        let body = try #require(book.body)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        // The contents list no entry at the endnotes' start: chapter 4 would run on into them.
        session.jump(toOffset: book.chapters[3].offset)
        let start = try #require(session.shownRange()?.lowerBound)
        #expect(session.currentChapter()?.title == "Chapter 4")
        #expect(session.timeLeft()?.chapterMinutes == (body.upperBound - start + 1_499) / 1_500)
    }

    @Test func withoutABodyTheLastPageStaysBelowAHundredAsBefore() throws {
        let book = try book(nil)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        session.perform(.lastPage)
        let start = session.paginator.range(ofPage: session.currentPage()).lowerBound
        #expect(session.percentRead() == start * 100 / book.storage.length)
        #expect(session.percentRead() < 100)
    }
}
