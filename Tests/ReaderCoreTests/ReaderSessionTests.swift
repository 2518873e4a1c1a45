import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

@Suite("Reader session")
struct ReaderSessionTests {
    @Test func pagesTurnForwardAndBackWithinTheBook() {
        var session = ReaderSession(book: numberedBook(paragraphs: 60), columns: 80, rows: 24)
        #expect(session.paginator.layOutAllPages() > 5)
        #expect(session.currentPage() == 0)
        #expect(session.perform(.previousPage).isEmpty)
        #expect(session.perform(.nextPage) == [.savePosition(session.paginator.layOutPage(at: 1).range.lowerBound)])
        #expect(session.perform(.nextPage) == [.savePosition(session.paginator.layOutPage(at: 2).range.lowerBound)])
        #expect(session.currentPage() == 2)
        #expect(session.anchor == session.paginator.layOutPage(at: 2).range.lowerBound)
        #expect(session.perform(.previousPage) == [.savePosition(session.paginator.layOutPage(at: 1).range.lowerBound)])
        #expect(session.currentPage() == 1)
        #expect(
            session.perform(.lastPage) == [
                .savePosition(session.paginator.layOutPage(at: session.paginator.layOutAllPages() - 1).range.lowerBound)
            ])
        #expect(session.currentPage() == session.paginator.layOutAllPages() - 1)
        #expect(session.perform(.nextPage).isEmpty)
        #expect(session.perform(.firstPage) == [.savePosition(0)])
        #expect(session.currentPage() == 0)
    }

    @Test func aWideTerminalShowsTwoPagesAndFlipsTwoAtATime() {
        var session = ReaderSession(book: numberedBook(paragraphs: 60), columns: 170, rows: 30)
        #expect(session.geometry?.pagesPerSpread == 2)
        #expect(session.visiblePages() == 0..<2)
        #expect(ReaderView.pageLabel(session) == "1-2/…", "pages after the spread are not looked for yet")
        let count = session.paginator.layOutAllPages()
        #expect(ReaderView.pageLabel(session) == "1-2/\(count)")
        session.perform(.nextPage)
        #expect(session.visiblePages() == 2..<4)
        #expect(ReaderView.pageLabel(session) == "3-4/\(session.paginator.layOutAllPages())")
    }

    @Test func theStatusLineNamesThePrintedPageOfTheFirstCharacterShown() {
        var marked = numberedBook(paragraphs: 60)
        // A printed page starts every tenth paragraph, found by searching the text itself.
        let text = marked.storage.string
        marked.pageLabels = stride(from: 10, through: 60, by: 10).map { number in
            let offset = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: "P\(number) ")!.lowerBound)
            return PageLabel(label: "\(number / 10 + 100)", offset: offset)
        }
        var session = ReaderSession(book: marked, columns: 80, rows: 24)
        let firstLabel = marked.pageLabels[0].offset
        while session.paginator.range(ofPage: session.currentPage()).upperBound <= firstLabel {
            #expect(session.printPage() == nil, "no printed page before the first marker")
            session.perform(.nextPage)
        }
        #expect(session.printPage()?.label == "101", "the first marker on screen")
        session.perform(.nextPage)
        #expect(session.printPage()?.label == "101")
        session.perform(.lastPage)
        // The paragraph the last page begins in, read from the text before its start.
        let start = text.utf16.index(
            text.utf16.startIndex, offsetBy: session.paginator.range(ofPage: session.currentPage()).lowerBound)
        let head = String(text[..<start]) + String(text[start...].prefix(6))
        let paragraph =
            head.components(separatedBy: "\n\n").last.flatMap { Int($0.dropFirst().prefix { $0 != " " }) } ?? 0
        let expected = "\(paragraph / 10 + 100)"
        #expect(session.printPage()?.label == expected)
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        #expect(
            screen.textRows()[23].contains(
                "p. \(expected)  \(session.paginator.layOutAllPages())/\(session.paginator.layOutAllPages())"))
    }

    @Test func linesNeverRunWiderThanTheMeasure() {
        let wide = ReaderSession(book: numberedBook(paragraphs: 5), columns: 100, rows: 30)
        #expect(wide.geometry?.container.width == PageGeometry.defaultMeasure)
        #expect(wide.geometry?.pageRects.map(\.column) == [12])
        let spread = ReaderSession(book: numberedBook(paragraphs: 5), columns: 200, rows: 30)
        #expect(spread.geometry?.container.width == PageGeometry.defaultMeasure)
        let pages = (0..<spread.paginator.layOutAllPages()).map(spread.paginator.layOutPage(at:))
        #expect(pages.flatMap(\.lines).allSatisfy { $0.column + $0.width <= PageGeometry.defaultMeasure })
    }

    @Test func aResizeKeepsTheAnchorOnScreenWithoutDrift() {
        var session = ReaderSession(book: numberedBook(paragraphs: 80), columns: 80, rows: 24)
        for _ in 0..<5 { session.perform(.nextPage) }
        let anchor = session.anchor
        #expect(session.perform(.resize(columns: 50, rows: 15)).isEmpty, "a resize keeps the saved place")
        #expect(session.paginator.layOutPage(at: session.currentPage()).range.contains(anchor))
        session.perform(.resize(columns: 80, rows: 24))
        #expect(session.currentPage() == 5)
        #expect(session.anchor == anchor)
    }

    @Test func aSavedAnchorOpensThePageThatHoldsIt() {
        let book = numberedBook(paragraphs: 80)
        let wide = ReaderSession(book: book, columns: 80, rows: 24)
        let anchor = wide.paginator.layOutPage(at: 7).range.lowerBound + 3
        let narrow = ReaderSession(book: book, columns: 40, rows: 12, anchor: anchor)
        #expect(narrow.paginator.layOutPage(at: narrow.currentPage()).range.contains(anchor))
    }

    @Test func aTinyTerminalHasNoPageButKeepsThePlace() {
        var session = ReaderSession(book: numberedBook(paragraphs: 80), columns: 80, rows: 24)
        session.perform(.nextPage)
        let anchor = session.anchor
        session.perform(.resize(columns: 19, rows: 5))
        #expect(session.geometry == nil)
        let screen = ReaderView.render(session, notice: nil, columns: 19, rows: 5)
        #expect(screen.textRows().joined().contains("too small"))
        session.perform(.resize(columns: 80, rows: 24))
        #expect(session.anchor == anchor && session.currentPage() == 1)
    }

    @Test func keysPeopleKnowTurnPages() {
        // The arrows and h l turn the way they point: forward and back in a left-to-right book (VerticalSessionTests).
        #expect(KeyBindings.command(for: .right) == .action(.turnRight))
        #expect(KeyBindings.command(for: .character(" ")) == .action(.nextPage))
        #expect(KeyBindings.command(for: .character("l")) == .action(.turnRight))
        #expect(KeyBindings.command(for: .pageDown) == .action(.nextPage))
        #expect(KeyBindings.command(for: .left) == .action(.turnLeft))
        #expect(KeyBindings.command(for: .character("b")) == .action(.previousPage))
        #expect(KeyBindings.command(for: .character("h")) == .action(.turnLeft))
        #expect(KeyBindings.command(for: .pageUp) == .action(.previousPage))
        #expect(KeyBindings.command(for: .home) == .action(.firstPage))
        #expect(KeyBindings.command(for: .character("g")) == .action(.firstPage))
        #expect(KeyBindings.command(for: .end) == .action(.lastPage))
        #expect(KeyBindings.command(for: .character("G")) == .action(.lastPage))
        #expect(KeyBindings.command(for: .character("q")) == .quit)
    }
}
