import Formats
import Terminal
import Testing
import TextEngine

@testable import reader

/// The loop and a prompt or a search: a key the prompt refuses draws nothing, and a key stops
/// a search under way.
@Suite("Prompt and search in the loop")
struct PromptLoopTests {
    private func run(_ book: Book, keys: [Key], typesAhead: Bool = false) -> FakeTerminal {
        let terminal = FakeTerminal(keys: keys, typesAhead: typesAhead)
        _ = ReaderLoop(book: book, path: "book.txt", store: nil, storeError: nil, terminal: terminal).run()
        return terminal
    }

    private func book(paragraphs: Int) -> Book {
        let text = (1...paragraphs).map { "P\($0) " + String(repeating: "lorem ipsum dolor ", count: 7) }
            .joined(separator: "\n\n")
        return Book(title: "Lorem", storage: TextStorage(text), fingerprint: "lorem")
    }

    @Test func keysThePromptRefusesDrawNothing() {
        let pasted = [Key](repeating: .character("x"), count: 1_000)
        let terminal = run(
            book(paragraphs: 40), keys: [.character("/")] + pasted + [.escape, .character("q")],
            typesAhead: true)
        // The first page, the prompt opened, 200 characters taken, the prompt closed: the 800
        // characters past the bound are refused without a frame.
        #expect(terminal.frames.count == 1 + 1 + 200 + 1)
        #expect(terminal.frames[201].textRows().last?.hasSuffix(String(repeating: "x", count: 60)) == true)
        // Once the line is full, the 800 after it are thrown away unread, Esc after them kept.
        #expect(terminal.discarded == 800)
    }

    @Test func aKeyRefusedBeforeTheBoundThrowsNothingAway() {
        let keys: [Key] = [
            .character("/"), .character("a"), .character("\t"), .character("b"), .enter, .character("q"),
        ]
        let terminal = run(book(paragraphs: 40), keys: keys, typesAhead: true)
        #expect(terminal.discarded == 0)
        #expect(terminal.frames.map { $0.textRows().last ?? "" }.contains { $0.hasPrefix(" /ab") })
    }

    @Test func aKeyStopsASearchUnderWay() {
        // The first stretch is searched when the phrase is submitted; the key after it comes
        // before the next one.
        let search: [Key] = [.character("/")] + "lorem".map { .character($0) } + [.enter]
        let stopped = run(book(paragraphs: 10_000), keys: search + [.escape], typesAhead: true)
        let statuses = stopped.frames.map { $0.textRows().last ?? "" }
        #expect(statuses.suffix(2).first?.contains("hit 1, searching…") == true, "\(statuses)")
        #expect(statuses.last?.contains("Search stopped at 19%: ") == true, "\(statuses)")
        let turned = run(book(paragraphs: 10_000), keys: search + [.right], typesAhead: true)
        #expect(turned.frames.last?.textRows().last?.contains(" 2/… ") == true, "a page turn answers at once")
    }
}
