import ReaderUI
import Terminal
import Testing
import TextEngine
import WordLookup

@testable import ReaderCore

/// Looking a word up from the session: the prompt asks the loop, the answer opens over the
/// page in a note's box, references are followed and gone back from.
@Suite("Looking up")
struct LookUpTests {
    private let lantern = Definition(
        dictionary: "Reader test dictionary",
        text: "lantern\nA case for a light, with transparent sides.\nSee also {candle}.")
    private let candle = Definition(dictionary: "Reader test dictionary", text: "candle\nA stick of wax.")

    private func session() -> ReaderSession {
        ReaderSession(book: numberedBook(paragraphs: 30), columns: 80, rows: 24)
    }

    private func text(_ session: ReaderSession, columns: Int = 80, rows: Int = 24) -> String {
        ReaderView.render(session, notice: nil, columns: columns, rows: rows).textRows().joined(separator: "\n")
    }

    @Test func theDefinePromptAsksTheLoopToLookTheWordUp() {
        var session = session()
        session.perform(.openPrompt(.define))
        #expect(session.overlay == .prompt(PromptLine(.define)))
        for character in "été " { session.perform(.prompt(.edit(.insert(character)))) }
        #expect(text(session).split(separator: "\n").last?.hasPrefix(" Define: été") == true)
        let effects = session.perform(.prompt(.submit))
        #expect(effects == [.lookUp("été"), .notice("Looking up “été”…")])
        #expect(session.overlay == nil, "the page keeps its keys while the word is looked up")
    }

    @Test func definitionsOpenInABoxTitledByTheWordAndHeadedByTheirDictionary() {
        var session = session()
        let effects = session.perform(.definitions(.found(word: "lantern", definitions: [lantern])))
        #expect(effects == [.notice("1 definition of “lantern”")])
        #expect(session.mode == .definition)
        let screen = text(session)
        #expect(screen.contains("╭─ lantern ─"), "\(screen)")
        #expect(screen.contains("│ Reader test dictionary"), "\(screen)")
        #expect(screen.contains("│ See also candle. "), "the reference without its braces:\n\(screen)")
        #expect(screen.contains("Tab link  Esc close"), "\(screen)")
        session.perform(.definition(.box(.close)))
        #expect(session.overlay == nil)
    }

    @Test func aReferenceIsLookedUpAndBackspaceGoesBackToTheWordBefore() {
        var session = session()
        session.perform(.definitions(.found(word: "lantern", definitions: [lantern])))
        session.perform(.definition(.box(.selectLink(forward: true))))
        #expect(session.perform(.definition(.box(.follow))) == [.lookUp("candle"), .notice("Looking up “candle”…")])
        session.perform(.definitions(.found(word: "candle", definitions: [candle])))
        guard case .definition(let shown) = session.overlay else {
            Issue.record("the definitions of candle are shown")
            return
        }
        #expect(shown.word == "candle" && shown.earlier.map(\.word) == ["lantern"])
        #expect(text(session).contains("⌫ back"))
        session.perform(.definition(.back))
        guard case .definition(let before) = session.overlay else {
            Issue.record("lantern is shown again")
            return
        }
        #expect(before.word == "lantern" && before.earlier.isEmpty && before.box.selection == 0)
        session.perform(.definition(.back))
        #expect(session.overlay == nil)
    }

    @Test func aWordNotFoundOrAFailureIsToldOnTheStatusLine() {
        var session = session()
        #expect(
            session.perform(.definitions(.notFound(word: "lantren", suggestions: ["lantern", "latern"])))
                == [.notice("No definition of “lantren”; did you mean lantern, latern?")])
        #expect(
            session.perform(.definitions(.notFound(word: "qq", suggestions: []))) == [.notice("No definition of “qq”")])
        #expect(
            session.perform(.definitions(.failed(word: "x", reason: Dictionaries.noDictionary)))
                == [.notice(Dictionaries.noDictionary)])
        #expect(session.overlay == nil)
    }

    @Test func anAnswerThatComesWhileAnotherOverlayIsOpenLeavesItOpen() {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 80, rows: 24)
        session.perform(.toggleHelp)
        let effects = session.perform(.definitions(.found(word: "lantern", definitions: [lantern])))
        #expect(effects == [.notice("1 definition of “lantern” found; look it up again to see them")])
        #expect(session.overlay == .help(HelpOverlay()))
    }

    @Test func definitionLinesKeepTheirIndentAndReferencesBecomeLinks() {
        let text = DefinitionText.make([Definition(dictionary: "D", text: "a {b} c\n   deep {dd}\n{")])
        #expect(text.storage.string(in: 0..<text.storage.length) == "D\na b c\ndeep dd\n{")
        #expect(text.links.map(\.index) == [0, 1])
        #expect(text.links.map(\.range) == [4..<5, 13..<15])
        #expect(text.storage.paragraphStyle(at: 8).headIndent == 3)
        #expect(text.storage.attributes(at: 13).contains(.link))
        #expect(
            DefinitionText.references(in: [Definition(dictionary: "D", text: "a {b} c\n   deep {dd}\n{")]) == [
                "b", "dd",
            ])
    }

    @Test func aLongDefinitionScrollsInASmallTerminal() {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 40, rows: 12)
        let long = Definition(dictionary: "Long", text: (1...30).map { "line \($0)" }.joined(separator: "\n"))
        session.perform(.definitions(.found(word: "long", definitions: [long])))
        var screen = text(session, columns: 40, rows: 12)
        #expect(screen.contains("line 1 ") && !screen.contains("line 30"), "\(screen)")
        #expect(screen.contains("↑↓ scroll"))
        session.perform(.definition(.box(.page(10))))
        screen = text(session, columns: 40, rows: 12)
        #expect(screen.contains("line 30"), "\(screen)")
    }
}
