import Formats
import Foundation
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Two pages side by side are an open book: spreads are pages 1-2, 3-4..., however the reader
/// got there, and the percentage is where the first page shown begins.
@Suite("Two-page spreads")
struct SpreadTests {
    /// 170 columns give two pages side by side.
    private static let spread = (columns: 170, rows: 30)

    /// A book of unique words ("p3w7"): the first word on screen tells where the page starts.
    private static func wordText(paragraphs: Int) -> String {
        (1...paragraphs).map { paragraph in (1...40).map { "p\(paragraph)w\($0)" }.joined(separator: " ") }
            .joined(separator: "\n\n")
    }

    private static func firstWord(on screen: Screen) -> String? {
        screen.textRows().first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
            .split(separator: " ").first.map(String.init)
    }

    /// The UTF-16 offset of `word` in `text`, found by searching the text itself.
    private static func offset(of word: String, in text: String) -> Int? {
        (text.range(of: word + " ") ?? text.range(of: word + "\n")).map {
            text.utf16.distance(from: text.utf16.startIndex, to: $0.lowerBound)
        }
    }

    @Test(arguments: [41, 42, 43, 44])
    func theLastSpreadStartsOnAnOddPage(paragraphs: Int) {
        var session = ReaderSession(
            book: numberedBook(paragraphs: paragraphs), columns: Self.spread.columns, rows: Self.spread.rows)
        let count = session.paginator.layOutAllPages()
        session.perform(.lastPage)
        // Human page numbers: an odd count ends on a spread of the last page alone.
        let expected = count % 2 == 1 ? (count - 1)..<count : (count - 2)..<count
        #expect(session.visiblePages() == expected, "\(count) pages")
        #expect(
            ReaderView.pageLabel(session) == (count % 2 == 1 ? "\(count)/\(count)" : "\(count - 1)-\(count)/\(count)"))
        session.perform(.previousPage)
        #expect(session.visiblePages() == (expected.lowerBound - 2)..<(expected.lowerBound))
    }

    @Test func aChapterOnARightHandPageOpensItsSpread() {
        var book = numberedBook(paragraphs: 60)
        let probe = ReaderSession(book: book, columns: Self.spread.columns, rows: Self.spread.rows)
        // Page 4 (index 3) would be a right-hand page; its chapter starts inside it.
        let chapterStart = probe.paginator.range(ofPage: 3).lowerBound + 5
        book.chapters = [Chapter(title: "Start", offset: 0), Chapter(title: "Fourth", offset: chapterStart)]
        var session = ReaderSession(book: book, columns: Self.spread.columns, rows: Self.spread.rows)
        session.perform(.toggleContents)
        session.perform(.contents(.move(1)))
        let effects = session.perform(.contents(.open))
        #expect(session.visiblePages() == 2..<4)
        #expect(ReaderView.pageLabel(session).hasPrefix("3-4/"))
        #expect(
            effects == [.savePosition(probe.paginator.range(ofPage: 3).lowerBound)], "the place is the chapter's page")
        #expect(session.currentChapter()?.title == "Fourth", "the chapter on the right-hand page is named")
        session.perform(.resize(columns: 80, rows: 30))
        #expect(
            session.paginator.layOutPage(at: session.currentPage()).range.contains(chapterStart),
            "one page again: the chapter's page")
    }

    @Test func resizingIntoTwoPagesOrResumingStartsTheSpreadOnAnOddPage() {
        let book = numberedBook(paragraphs: 80)
        var single = ReaderSession(book: book, columns: 80, rows: 30)
        let wide = ReaderSession(book: book, columns: Self.spread.columns, rows: Self.spread.rows)
        var oddSpreadIndexSeen = false
        for _ in 0..<12 {
            single.perform(.nextPage)
            let anchor = single.anchor
            // The page that holds the place in the spread geometry, found by its range.
            let holding = (0..<wide.paginator.layOutAllPages()).first {
                wide.paginator.range(ofPage: $0).contains(anchor)
            }!
            oddSpreadIndexSeen = oddSpreadIndexSeen || holding % 2 == 1
            let expected = (holding - holding % 2)..<min(holding - holding % 2 + 2, wide.paginator.layOutAllPages())

            var resized = single
            resized.perform(.resize(columns: Self.spread.columns, rows: Self.spread.rows))
            #expect(resized.visiblePages() == expected, "resize with the place on page \(holding + 1)")
            let resumed = ReaderSession(
                book: book, columns: Self.spread.columns, rows: Self.spread.rows, anchor: anchor)
            #expect(resumed.visiblePages() == expected, "resume with the place on page \(holding + 1)")
            #expect(resumed.anchor == anchor, "the place is kept")
        }
        #expect(oddSpreadIndexSeen, "some place fell on a right-hand page")
    }

    @Test func thePercentageIsWhereTheFirstPageShownBegins() {
        let text = Self.wordText(paragraphs: 120)
        let book = Book(title: "Words", storage: TextStorage(text), fingerprint: "words")
        for columns in [80, Self.spread.columns] {
            var session = ReaderSession(book: book, columns: columns, rows: Self.spread.rows)
            #expect(session.percentRead() == 0, "page 1 is 0 %")
            for _ in 0..<3 { session.perform(.nextPage) }
            session.perform(.lastPage)
            for _ in 0..<2 { session.perform(.previousPage) }
            let screen = ReaderView.render(session, notice: nil, columns: columns, rows: Self.spread.rows)
            let word = Self.firstWord(on: screen)!
            let start = Self.offset(of: word, in: text)!
            let expected = start * 100 / text.utf16.count
            #expect(session.percentRead() == expected, "\(word) starts the page shown")
            #expect(screen.textRows().last!.hasSuffix("  \(expected)%"))
        }
    }
}
