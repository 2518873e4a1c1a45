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

    /// What `character` does in the selection mode, if it is bound to an action.
    private static func action(_ character: Character) -> ReaderAction? {
        if case .action(let action) = KeyBindings.command(for: .character(character), in: .selecting) {
            action
        } else {
            nil
        }
    }

    @Test func yCopiesTheWordUnderTheCursorAndLeaves() throws {
        var session = Self.selecting()
        let action = try #require(Self.action("y"))
        let effects = session.perform(action)
        #expect(effects.contains(.copy("Brown", summary: "1 word")))
        #expect(session.mode == .reading)
    }

    @Test func hHighlightsTheAnchoredSelection() throws {
        // Anchored on "Brown", one word on: the cursor on "ran", whose cluster ends the selection.
        var session = Self.selecting(anchoredWords: 1)
        let action = try #require(Self.action("h"))
        session.perform(action)
        #expect(session.highlights.map(\.range) == [4..<11])
        #expect(session.highlights.first?.colour == .yellow)
        #expect(session.mode == .reading)
    }

    @Test func digitsChooseTheColourAndNOpensTheNoteEditor() throws {
        var coloured = Self.selecting()
        let third = try #require(Self.action("3"))
        coloured.perform(third)
        #expect(coloured.highlights.map(\.colour) == [.blue])
        var noted = Self.selecting()
        let note = try #require(Self.action("n"))
        noted.perform(note)
        #expect(noted.highlights.map(\.range) == [4..<9])
        #expect(noted.mode == .noteEditor)
    }

    @Test func dLooksUpTheWordUnderTheCursor() throws {
        var session = Self.selecting()
        let action = try #require(Self.action("d"))
        #expect(session.perform(action).contains(.lookUp("Brown")))
        #expect(session.mode == .reading)
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
