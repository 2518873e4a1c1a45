import Formats
import Foundation
import ReaderCore
import Store
import Terminal
import TestSupport
import Testing
import TextEngine
@testable import reader

/// A terminal in memory: keys from a script, frames kept.
final class FakeTerminal: TerminalDevice {
    var keys: [Key]
    private(set) var frames: [Screen] = []
    private(set) var stopped = false
    let size: (columns: Int, rows: Int)

    init(columns: Int = 80, rows: Int = 24, keys: [Key]) {
        size = (columns, rows)
        self.keys = keys
    }

    func start() -> Bool { true }
    func stop() { stopped = true }
    func draw(_ screen: Screen) { frames.append(screen) }
    func readKey(timeout: Int) -> Key? { keys.isEmpty ? .character("q") : keys.removeFirst() }
    var pendingSignal: Int32? { nil }
    func reraise(_ signal: Int32) -> Never { fatalError("no signal in a fake terminal") }
}

/// The loop without tmux: keys in, frames and saved places out.
@Suite("Reader loop")
struct ReaderLoopTests {
    private let temporary = TemporaryDirectory()

    private func numberedBook() -> Book {
        let text = (1...80).map { number in "P\(number) " + (1...30).map { "w\($0)" }.joined(separator: " ") }.joined(separator: "\n\n")
        return Book(title: "Numbers", storage: TextStorage(text), fingerprint: "numbers")
    }

    @Test func theLoopSavesTheOffsetOfThePageShownLast() throws {
        let book = numberedBook()
        let store = try PositionStore(directory: temporary.path + "/state")
        let terminal = FakeTerminal(keys: [.right, .right, .right, .left])
        #expect(ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: terminal).run())
        #expect(terminal.stopped)
        // The oracle: the same pages laid out apart from the loop.
        let pages = PageIndex(layoutManager: LayoutManager(storage: book.storage),
                              container: PageGeometry(columns: 80, rows: 24)!.container)
        #expect(try store.offset(for: "numbers") == pages.range(at: 2).lowerBound, "the anchor of page 3, not a page number")
        #expect(terminal.frames.last?.textRows().last?.contains("3/\(pages.count)") == true)

        let reopened = FakeTerminal(keys: [])
        #expect(ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: reopened).run())
        #expect(reopened.frames.first?.textRows().last?.contains("3/\(pages.count)") == true, "the book opens where it was left")
    }
}
