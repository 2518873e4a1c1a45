import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Going to a place: `:` with a page number, a share of the book or a printed page, a count
/// before `g`, and back and forward through the jumps, as a browser does.
@Suite("Go to and history")
struct GoToTests {
    /// A book of 200 numbered paragraphs whose printed pages start every tenth paragraph.
    private static func markedBook() -> Book {
        var book = numberedBook(paragraphs: 200)
        let text = book.storage.string
        book.pageLabels = stride(from: 10, through: 200, by: 10).map { number in
            let offset = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: "P\(number) ")!.lowerBound)
            return PageLabel(label: "\(number / 10 + 100)", offset: offset)
        }
        return book
    }

    private func type(_ text: String, into session: inout ReaderSession) -> [ReaderEffect] {
        for character in text {
            if case .action(let action) = KeyBindings.command(for: .character(character), in: session.mode) {
                session.perform(action)
            }
        }
        return session.perform(.prompt(.submit))
    }

    @Test func aLineIsEditedAsReadlineDoes() {
        var line = PromptLine(.goTo)
        for character in "2x5" { line.apply(.insert(character)) }
        line.apply(.left)
        line.apply(.deleteBackward)
        #expect(line.text == "25" && line.cursor == 1)
        line.apply(.insert("0"))
        line.apply(.right)
        line.apply(.right)
        #expect(line.text == "205" && line.cursor == 3)
        line.apply(.insert("\u{1B}"))
        #expect(line.text == "205", "a control character is a key, not text")
        line.apply(.clear)
        #expect(line.text.isEmpty && line.cursor == 0)
    }

    @Test func clustersTypedAPieceAtATimeAreEditedWhole() {
        // A flag typed as its two regional indicators, a thumb and its skin tone.
        var line = PromptLine(.search)
        for character in ["a", "\u{1F1EB}", "\u{1F1F7}", "b", "👍", "\u{1F3FD}"] as [Character] {
            line.apply(.insert(character))
        }
        #expect(line.text == "a🇫🇷b👍🏽" && line.cursor == 4)
        line.apply(.left)
        line.apply(.insert("Q"))
        #expect(line.text == "a🇫🇷bQ👍🏽" && line.cursor == 4, "a key goes between clusters, never inside one")
        line.apply(.left)
        line.apply(.left)
        line.apply(.deleteBackward)
        #expect(line.text == "abQ👍🏽", "Backspace takes the whole flag")
        line.apply(.home)
        line.apply(.insert("<"))
        line.apply(.end)
        line.apply(.insert(">"))
        #expect(line.text.hasPrefix("<") && line.text.hasSuffix(">"))
    }

    @Test func targetsAreReadAsAReaderWritesThem() {
        #expect(GoToTarget("250") == .page(250))
        #expect(GoToTarget(" 50% ") == .percent(50))
        #expect(GoToTarget("p169") == .printedPage("169"))
        #expect(GoToTarget("P xii") == .printedPage("xii"))
        #expect(GoToTarget("0") == nil && GoToTarget("150%") == nil && GoToTarget("x") == nil && GoToTarget("") == nil)
    }

    @Test func colonGoesToAPageAShareOrAPrintedPage() {
        var session = ReaderSession(book: Self.markedBook(), columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .character(":"), in: .reading) == .action(.openPrompt(.goTo)))
        session.perform(.openPrompt(.goTo))
        #expect(session.mode == .prompt)
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        #expect(screen.textRows()[23].hasPrefix(" :"), "the prompt stands on the status line")
        _ = type("12", into: &session)
        #expect(session.mode == .reading && session.currentPage() == 11)
        session.perform(.openPrompt(.goTo))
        _ = type("50%", into: &session)
        let half = session.book.storage.length / 2
        #expect(session.paginator.range(ofPage: session.currentPage()).contains(half))
        session.perform(.openPrompt(.goTo))
        _ = type("p105", into: &session)
        let label = session.book.pageLabels.first { $0.label == "105" }!
        #expect(session.paginator.range(ofPage: session.currentPage()).contains(label.offset))
        #expect(
            session.printPage()?.label == "105"
                || session.paginator.range(ofPage: session.currentPage()).lowerBound < label.offset)
    }

    @Test func plusAndMinusGoOnOrBackFromThePageShown() {
        #expect(GoToTarget("+5", shown: 10) == .page(15))
        #expect(GoToTarget("-5", shown: 10) == .page(5))
        #expect(GoToTarget(" -12 ", shown: 10) == .page(1), "never before the first page")
        #expect(GoToTarget("+0", shown: 7) == .page(7))
        #expect(GoToTarget("+", shown: 7) == nil && GoToTarget("++5", shown: 7) == nil && GoToTarget("+-5") == nil)
        #expect(GoToTarget("+99999999999999999999999", shown: 7) == nil, "a number too long is no place")
        var session = ReaderSession(book: Self.markedBook(), columns: 80, rows: 24)
        for (typed, page) in [("12", 12), ("+5", 17), ("-3", 14)] {
            session.perform(.openPrompt(.goTo))
            _ = type(typed, into: &session)
            #expect(session.currentPage() + 1 == page, "\(typed) goes to page \(page)")
        }
    }

    @Test func placesThatAreNotThereAreSaidNotGoneTo() {
        var session = ReaderSession(book: Self.markedBook(), columns: 80, rows: 24)
        session.perform(.openPrompt(.goTo))
        let effects = type("99999", into: &session)
        #expect(effects == [.notice("No page 99999: the book has \(session.paginator.layOutAllPages())")])
        #expect(session.currentPage() == 0)
        session.perform(.openPrompt(.goTo))
        #expect(type("p999", into: &session) == [.notice("No printed page 999")])
        session.perform(.openPrompt(.goTo))
        #expect(type("later", into: &session) == [.notice("Not a place: later (try 250, +5, 50% or p169)")])
        var plain = ReaderSession(book: numberedBook(paragraphs: 20), columns: 80, rows: 24)
        plain.perform(.openPrompt(.goTo))
        #expect(type("p3", into: &plain) == [.notice("This book does not mark its printed pages")])
        plain.perform(.openPrompt(.goTo))
        plain.perform(.prompt(.edit(.insert("3"))))
        plain.perform(.prompt(.cancel))
        #expect(plain.mode == .reading && plain.currentPage() == 0, "Esc goes nowhere")
    }

    @Test func aCountBeforeGGoesToThatPage() {
        var session = ReaderSession(book: Self.markedBook(), columns: 80, rows: 24)
        for key in ["2", "5", "g"] {
            if case .action(let action) = KeyBindings.command(for: .character(Character(key))) {
                session.perform(action)
            }
        }
        #expect(session.currentPage() == 24)
        session.perform(.nextPage)
        session.perform(.firstPage)
        #expect(session.currentPage() == 0, "g without a count is the first page")
    }

    @Test func jumpsCanBeGoneBackAndForwardLikeABrowser() {
        var session = ReaderSession(book: Self.markedBook(), columns: 80, rows: 24)
        #expect(KeyBindings.command(for: .backspace) == .action(.goBack))
        #expect(KeyBindings.command(for: .character("u")) == .action(.goBack))
        #expect(KeyBindings.command(for: .character("U")) == .action(.goForward))
        #expect(session.perform(.goBack) == [.notice("Nothing to go back to")])
        session.perform(.nextPage)
        session.perform(.nextPage)
        let reading = session.currentPage()
        session.perform(.lastPage)
        let last = session.currentPage()
        session.perform(.openPrompt(.goTo))
        _ = type("5", into: &session)
        #expect(session.currentPage() == 4)
        session.perform(.goBack)
        #expect(session.currentPage() == last)
        session.perform(.goBack)
        #expect(session.currentPage() == reading, "back to the page being read before the jumps")
        session.perform(.goForward)
        #expect(session.currentPage() == last)
        session.perform(.goForward)
        #expect(session.currentPage() == 4)
        #expect(session.perform(.goForward) == [.notice("Nothing to go forward to")])
    }
}
