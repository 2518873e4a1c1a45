import Formats
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// The selection put to use by its keys: copied, highlighted, noted; each leaves the mode.
@Suite("Selection used")
struct SelectionUseTests {
    // Offsets counted by hand: "Mr." 0..<3, "Brown" 4..<9, "ran" 10..<13, "." 13.
    private static let text = "Mr. Brown ran. He fell."

    private static func selecting(anchoredWords words: Int? = nil) -> ReaderSession {
        let book = Book(title: "Use", storage: TextStorage(text), fingerprint: "u")
        var session = ReaderSession(book: book, columns: 40, rows: 12)
        session.perform(.startSelection)
        session.perform(.selection(.move(.word(forward: true))))
        if let words {
            session.perform(.selection(.anchor))
            for _ in 0..<words { session.perform(.selection(.move(.word(forward: true)))) }
        }
        return session
    }

    private static func command(_ character: Character) -> KeyCommand? {
        KeyBindings.command(for: .character(character), in: .selecting)
    }

    @Test func yCopiesTheWordUnderTheCursorAndLeaves() {
        var session = Self.selecting()
        guard case .action(let action) = Self.command("y") else { Issue.record("y is not bound"); return }
        let effects = session.perform(action)
        #expect(effects.contains(.copy("Brown")))
        #expect(session.mode == .reading)
    }

    @Test func hHighlightsTheAnchoredSelection() {
        // Anchored on "Brown", one word on: the cursor on "ran", whose cluster ends the selection.
        var session = Self.selecting(anchoredWords: 1)
        guard case .action(let action) = Self.command("h") else { Issue.record("h is not bound"); return }
        session.perform(action)
        #expect(session.highlights.map(\.range) == [4..<11])
        #expect(session.highlights.first?.colour == .yellow)
        #expect(session.mode == .reading)
    }

    @Test func digitsChooseTheColourAndNOpensTheNoteEditor() {
        var coloured = Self.selecting()
        guard case .action(let third) = Self.command("3") else { Issue.record("3 is not bound"); return }
        coloured.perform(third)
        #expect(coloured.highlights.map(\.colour) == [.blue])
        var noted = Self.selecting()
        guard case .action(let note) = Self.command("n") else { Issue.record("n is not bound"); return }
        noted.perform(note)
        #expect(noted.highlights.map(\.range) == [4..<9])
        #expect(noted.mode == .noteEditor)
    }

    @Test func withNoWordUnderTheCursorNothingIsDoneAndTheModeStays() {
        var session = Self.selecting()
        session.perform(.selection(.move(.lineEnd)))
        let effects = session.perform(.useSelection(.highlight(.green)))
        #expect(session.highlights.isEmpty)
        #expect(session.mode == .selecting)
        #expect(effects.contains { if case .notice = $0 { true } else { false } })
    }
}
