import Formats
import Foundation
import ReaderCore
import ReaderUI
import Store
import Terminal
import TestSupport
import Testing
import TextEngine

@testable import reader

/// A terminal in memory: keys from a script, frames kept. Keys come when the reader waits for
/// one; a reader that types ahead has them there even when the loop only looks (time-out 0).
final class FakeTerminal: TerminalDevice {
    var keys: [Key]
    private(set) var frames: [Screen] = []
    private(set) var stopped = false
    let size: (columns: Int, rows: Int)
    let typesAhead: Bool

    init(columns: Int = 80, rows: Int = 24, keys: [Key], typesAhead: Bool = false) {
        size = (columns, rows)
        self.keys = keys
        self.typesAhead = typesAhead
    }

    func start() -> Bool { true }
    func stop() { stopped = true }
    func draw(_ screen: Screen) { frames.append(screen) }
    func readKey(timeout: Int) -> Key? {
        if timeout == 0 && !typesAhead { return nil }
        return keys.isEmpty ? .character("q") : keys.removeFirst()
    }
    /// The characters thrown away unread.
    private(set) var discarded = 0
    func discardTypedText() {
        while case .character(let character) = keys.first, !character.isASCII || character.asciiValue! >= 0x20 {
            keys.removeFirst()
            discarded += 1
        }
    }
}

/// The loop without tmux: keys in, frames and saved places out.
@Suite("Reader loop")
struct ReaderLoopTests {
    private let temporary = TemporaryDirectory()

    private func numberedBook() -> Book {
        let text = (1...80).map { number in "P\(number) " + (1...30).map { "w\($0)" }.joined(separator: " ") }.joined(
            separator: "\n\n")
        return Book(title: "Numbers", storage: TextStorage(text), fingerprint: "numbers")
    }

    @Test func theLoopSavesTheOffsetOfThePageShownLast() throws {
        let book = numberedBook()
        let store = try PositionStore(directory: temporary.path + "/state")
        let terminal = FakeTerminal(keys: [.right, .right, .right, .left])
        #expect(ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: terminal).run())
        #expect(terminal.stopped)
        // The oracle: the same pages laid out apart from the loop.
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: book.storage),
            container: try #require(PageGeometry(columns: 80, rows: 24)).container)
        #expect(
            try store.offset(for: "numbers") == pages.range(at: 2).lowerBound, "the anchor of page 3, not a page number"
        )
        #expect(terminal.frames.last?.textRows().last?.contains("3/\(pages.count)") == true)

        let reopened = FakeTerminal(keys: [])
        #expect(ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: reopened).run())
        #expect(
            reopened.frames.first?.textRows().last?.contains("3/\(pages.count)") == true,
            "the book opens where it was left, its pages remembered")

        try store.forget("numbers")
        try store.save(offset: pages.range(at: 2).lowerBound, for: "numbers", path: "numbers.txt")
        let unremembered = FakeTerminal(keys: [])
        #expect(
            ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: unremembered).run())
        #expect(
            unremembered.frames.first?.textRows().last?.contains("3/…") == true,
            "the book opens where it was left, at once")
        #expect(
            unremembered.frames.last?.textRows().last?.contains("3/\(pages.count)") == true,
            "the count comes once the pages are found")
    }

    @Test func aPlaceSavedByAnEarlierVersionOpensTheBookThereAndMovesToTheNewFingerprint() throws {
        let text = (1...300).map { "Paragraph \($0) of a book read before the reader changed its fingerprints." }
            .joined(separator: "\n\n")
        let path = temporary.file("earlier.txt", text: text)
        let book = try BookLoader.load(path: path)
        let earlier = try #require(EarlierFingerprint.ofFile(at: path))
        let place = try #require(book.storage.string.range(of: "Paragraph 200 ")).lowerBound.utf16Offset(
            in: book.storage.string)
        let store = try PositionStore(directory: temporary.path + "/state")
        try store.save(offset: place, for: earlier, path: path)
        let terminal = FakeTerminal(keys: [])
        #expect(ReaderLoop(book: book, path: path, file: path, store: store, storeError: nil, terminal: terminal).run())
        #expect(terminal.frames.first?.textRows().contains { $0.contains("Paragraph 200 ") } == true)
        #expect(try store.offset(for: book.fingerprint) != nil && store.offset(for: earlier) == nil)
    }

    @Test func keysTurnPagesBeforeEveryPageIsFound() throws {
        let text = (1...4000).map { "Paragraph \($0) of a long book, long enough to take a while to lay out." }.joined(
            separator: "\n\n")
        let book = Book(title: "Long", storage: TextStorage(text), fingerprint: "long")
        let store = try PositionStore(directory: temporary.path + "/state")
        let terminal = FakeTerminal(keys: [.right, .right], typesAhead: true)
        #expect(ReaderLoop(book: book, path: "long.txt", store: store, storeError: nil, terminal: terminal).run())
        let statuses = terminal.frames.map { $0.textRows().last ?? "" }
        #expect(statuses.count == 3)
        #expect(zip(statuses, ["1/…", "2/…", "3/…"]).allSatisfy { $0.contains($1) }, "\(statuses)")
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: book.storage),
            container: try #require(PageGeometry(columns: 80, rows: 24)).container)
        #expect(pages.count > 100)
        #expect(try store.offset(for: "long") == pages.range(at: 2).lowerBound)
    }
}
