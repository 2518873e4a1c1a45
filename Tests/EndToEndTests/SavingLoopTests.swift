import Formats
import Foundation
import ReaderCore
import Store
import Terminal
import TestSupport
import Testing
import TextEngine

@testable import reader

/// A terminal in memory that lets a test look at the store while the loop runs: `onDraw` sees
/// each frame as it is shown, `onKey` answers each wait for a key (with its time-out in
/// milliseconds).
final class ProbeTerminal: TerminalDevice {
    let size = (columns: 80, rows: 24)
    var onDraw: (Screen) -> Void = { _ in }
    var onKey: (Int) -> Key? = { _ in .character("q") }

    func start() -> Bool { true }
    func stop() {}
    func draw(_ screen: Screen) { onDraw(screen) }
    func readKey(timeout: Int) -> Key? { onKey(timeout) }
}

/// When the loop saves the reader's place: only once its page is on screen, and again, after a
/// save failed, once the store can be written.
@Suite("Saving from the reader loop")
struct SavingLoopTests {
    private let temporary = TemporaryDirectory()

    private let book: Book = {
        let text = (1...80).map { number in "P\(number) " + (1...30).map { "w\($0)" }.joined(separator: " ") }
            .joined(separator: "\n\n")
        return Book(title: "Numbers", storage: TextStorage(text), fingerprint: "numbers")
    }()

    /// The page starts at 80x24, laid out apart from the loop: the oracle.
    private func pageStarts() throws -> [Int] {
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: book.storage),
            container: try #require(PageGeometry(columns: 80, rows: 24)).container)
        return pages.indices.map { pages.range(at: $0).lowerBound }
    }

    /// The page a frame shows, from its status line (`3/12`): its start offset.
    private func shownStart(_ screen: Screen, starts: [Int]) -> Int? {
        let status = screen.textRows().last ?? ""
        guard let match = status.firstMatch(of: /(\d+)\/(\d+|…)/), let page = Int(match.1) else { return nil }
        return starts[page - 1]
    }

    @Test func aPlaceIsSavedOnlyAfterItsPageIsDrawn() throws {
        let starts = try pageStarts()
        let directory = temporary.path + "/state"
        let store = try PositionStore(directory: directory)
        let observer = try PositionStore(directory: directory)
        let terminal = ProbeTerminal()
        var shown: Set<Int> = []
        var checked = 0
        terminal.onDraw = { screen in
            // What is saved when a frame is drawn was on an earlier frame.
            if let saved = try? observer.offset(for: "numbers") {
                #expect(shown.contains(saved), "offset \(saved) saved before its page was drawn")
                checked += 1
            }
            if let start = shownStart(screen, starts: starts) { shown.insert(start) }
        }
        var keys: [Key] = [.right, .right, .right, .left, .right, .right]
        terminal.onKey = { timeout in
            timeout == 0 ? nil : keys.isEmpty ? .character("q") : keys.removeFirst()
        }
        #expect(ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: terminal).run())
        #expect(checked >= 5, "the saved place was looked at while pages were drawn")
        #expect(try observer.offset(for: "numbers") == starts[4])
    }

    @Test func aSaveThatMetALockIsRetriedOnceTheLockGoes() throws {
        let starts = try pageStarts()
        let directory = temporary.path + "/state"
        let store = try PositionStore(directory: directory)
        let terminal = ProbeTerminal()
        var statuses: [String] = []
        terminal.onDraw = { statuses.append($0.textRows().last ?? "") }
        var lock: StoreLock?
        var savedBeforeQuitting: Int?
        var step = 0
        let deadline = ContinuousClock.now + .seconds(10)
        terminal.onKey = { timeout in
            guard timeout > 0 else { return nil }
            step += 1
            if step == 1 {
                // Another program takes the store before the page turn.
                lock = try? StoreLock(store.file)
                return .right
            }
            if lock != nil, statuses.last?.contains("not saved") == true {
                lock?.release()
                lock = nil
            }
            let retried = statuses.last?.contains("saved again") == true
            if retried || ContinuousClock.now > deadline {
                savedBeforeQuitting = try? PositionStore(directory: directory).offset(for: "numbers")
                return .character("q")
            }
            // Waiting for a key: the time-out passes.
            Thread.sleep(forTimeInterval: Double(timeout) / 1000)
            return nil
        }
        #expect(ReaderLoop(book: book, path: "numbers.txt", store: store, storeError: nil, terminal: terminal).run())
        #expect(
            statuses.contains { $0.contains("Reading position not saved: the store is locked") }, "\(statuses)")
        #expect(statuses.contains { $0.contains("Reading position saved again") }, "\(statuses)")
        #expect(savedBeforeQuitting == starts[1], "the retry saved the page turned to, before the reader quit")
    }
}
