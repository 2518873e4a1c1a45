import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The list of keys is made from the bindings themselves: what it shows is what the keys do.
@Suite("Keys and help")
struct HelpTests {
    @Test func everyListedKeyDoesWhatItsLineSays() {
        var seen: Set<Key> = []
        for binding in KeyBindings.reading {
            for key in binding.keys {
                #expect(seen.insert(key).inserted, "\(key) is bound once")
                #expect(KeyBindings.command(for: key, in: .reading) == binding.command, "\(key)")
            }
        }
        #expect(KeyBindings.command(for: .character("7")) == .action(.countDigit(7)))
        var selecting: Set<Key> = []
        for binding in KeyBindings.selecting {
            for key in binding.keys {
                #expect(selecting.insert(key).inserted, "\(key) is bound once")
                #expect(KeyBindings.command(for: key, in: .selecting) == binding.command, "\(key)")
            }
        }
    }

    @Test func questionMarkListsEveryKeyAndEscapeCloses() {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 100, rows: 50)
        #expect(KeyBindings.command(for: .character("?")) == .action(.toggleHelp))
        #expect(KeyBindings.command(for: .f1) == .action(.toggleHelp))
        session.perform(.toggleHelp)
        #expect(session.mode == .help)
        let shown = ReaderView.render(session, notice: nil, columns: 100, rows: 50).textRows().joined(separator: "\n")
        for line in KeyMap.defaults.helpLines {
            #expect(shown.contains(line.help) && shown.contains(line.keys), "\(line)")
        }
        #expect(KeyBindings.command(for: .escape, in: .help) == .action(.toggleHelp))
        // On the smallest screen the list stays inside its frame.
        var small = ReaderSession(book: numberedBook(paragraphs: 3), columns: 20, rows: 6)
        small.perform(.toggleHelp)
        let screen = ReaderView.render(small, notice: nil, columns: 20, rows: 6)
        let edges = screen.textRows().filter { $0.contains("│") }.map { row in
            Array(row).indices.filter { Array(row)[$0] == "│" }
        }
        #expect(
            !edges.isEmpty && Set(edges.map { $0.last ?? -1 }).count == 1,
            "every row ends at the frame's right edge: \(edges)")
        #expect(edges.allSatisfy { $0.count == 2 }, "nothing spills over the frame")
        session.perform(.toggleHelp)
        #expect(session.mode == .reading)
    }
}

@Suite("Keys listed on a small screen")
struct HelpScrollingTests {
    private func shown(_ session: ReaderSession) -> String {
        ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows().joined(separator: "\n")
    }

    @Test func theListScrollsToItsLastLineAndNoFurther() throws {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 80, rows: 24)
        session.perform(.toggleHelp)
        let lines = KeyMap.defaults.helpLines
        // 22 rows inside the frame at 24: the list is longer, and says which lines it shows.
        #expect(lines.count > 22)
        let last = try #require(lines.last)
        #expect(!shown(session).contains(last.help) && shown(session).contains("↑↓ 1-22/\(lines.count)"))
        for _ in 0..<(lines.count + 5) {
            guard case .action(let down) = KeyBindings.command(for: .down, in: .help) else { return }
            session.perform(down)
        }
        let end = shown(session)
        #expect(end.contains(last.help), "the last line at the bottom: \(end)")
        #expect(end.contains("↑↓ \(lines.count - 21)-\(lines.count)/\(lines.count)"))
        guard case .action(let up) = KeyBindings.command(for: .up, in: .help) else { return }
        session.perform(up)
        #expect(shown(session).contains("↑↓ \(lines.count - 22)-\(lines.count - 1)/\(lines.count)"), "one up at once")
    }
}

@Suite("Mouse")
struct MouseTests {
    @Test func theWheelAndClicksOnEitherSideTurnPages() {
        var session = ReaderSession(book: numberedBook(paragraphs: 40), columns: 90, rows: 24)
        #expect(KeyBindings.command(for: .wheelDown) == .action(.nextPage))
        #expect(KeyBindings.command(for: .wheelUp) == .action(.previousPage))
        #expect(KeyBindings.command(for: .release(row: 3, column: 80)) == .action(.release(row: 3, column: 80)))
        session.perform(.click(row: 3, column: 80))
        #expect(session.currentPage() == 1, "the right third turns forward")
        session.perform(.click(row: 3, column: 45))
        #expect(session.currentPage() == 1, "the middle does nothing")
        session.perform(.click(row: 3, column: 5))
        #expect(session.currentPage() == 0, "the left third turns back")
    }
}
