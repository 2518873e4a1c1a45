import Formats
import Terminal
import Testing
@testable import ReaderCore

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
    }

    @Test func questionMarkListsEveryKeyAndEscapeCloses() {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 100, rows: 30)
        #expect(KeyBindings.command(for: .character("?")) == .action(.toggleHelp))
        #expect(KeyBindings.command(for: .f1) == .action(.toggleHelp))
        session.perform(.toggleHelp)
        #expect(session.mode == .help)
        let shown = ReaderView.render(session, notice: nil, columns: 100, rows: 30).textRows().joined(separator: "\n")
        for line in KeyBindings.helpLines {
            #expect(shown.contains(line.help) && shown.contains(line.keys), "\(line)")
        }
        #expect(KeyBindings.command(for: .escape, in: .help) == .action(.toggleHelp))
        session.perform(.toggleHelp)
        #expect(session.mode == .reading)
    }
}
