import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// On the `/` prompt ↑ and ↓ recall the searches of the session, most recent first, as a shell
/// does; an empty Enter repeats the last search.
@Suite("Search history")
struct SearchHistoryTests {
    private static func book() -> Book {
        let text = ["alpha beta", "gamma delta", "alpha again"].joined(separator: "\n\n")
        return Book(title: "History", storage: TextStorage(text), fingerprint: "history")
    }

    private func type(_ text: String, in session: inout ReaderSession) {
        for character in text { session.perform(.prompt(.edit(.insert(character)))) }
    }

    private func search(_ phrase: String, in session: inout ReaderSession) -> [ReaderEffect] {
        session.perform(.openPrompt(.search))
        type(phrase, in: &session)
        return session.perform(.prompt(.submit))
    }

    /// The text of the prompt open over the page.
    private func line(of session: ReaderSession) -> String? {
        guard case .prompt(let line) = session.overlay else { return nil }
        return line.text
    }

    @Test func arrowsRecallEarlierSearchesMostRecentFirst() {
        var session = ReaderSession(book: Self.book(), columns: 40, rows: 12)
        #expect(KeyBindings.command(for: .up, in: .prompt) == .action(.prompt(.edit(.older))))
        #expect(KeyBindings.command(for: .down, in: .prompt) == .action(.prompt(.edit(.newer))))
        for phrase in ["alpha", "gamma", "delta"] { search(phrase, in: &session) }
        session.perform(.openPrompt(.search))
        type("be", in: &session)
        let older = PromptLine.Action.edit(.older)
        let newer = PromptLine.Action.edit(.newer)
        let seen = [older, older, older, older, newer, newer, newer, newer].map { action -> String? in
            session.perform(.prompt(action))
            return line(of: session)
        }
        #expect(seen == ["delta", "gamma", "alpha", "alpha", "gamma", "delta", "be", "be"])
        session.perform(.prompt(.edit(.older)))
        session.perform(.prompt(.edit(.insert("!"))))
        guard case .prompt(let prompt) = session.overlay else { return }
        #expect(prompt.cursor == 6, "the cursor stands after the recalled line")
        #expect(prompt.text == "delta!")
    }

    @Test func theGoToPromptRecallsNoSearch() {
        var session = ReaderSession(book: Self.book(), columns: 40, rows: 12)
        search("alpha", in: &session)
        session.perform(.openPrompt(.goTo))
        session.perform(.prompt(.edit(.older)))
        #expect(line(of: session) == "")
    }

    @Test func anEmptyEnterRepeatsTheLastSearch() {
        var session = ReaderSession(book: Self.book(), columns: 40, rows: 12)
        #expect(search("", in: &session) == [.notice("No search yet: type a phrase")])
        #expect(search("alpha", in: &session).contains(.notice("hit 1/2")))
        search("nowhere", in: &session)
        search("alpha", in: &session)
        #expect(search("", in: &session).contains(.notice("hit 1/2")))
        #expect(session.search?.phrase == "alpha")
        #expect(session.searchHistory == ["alpha", "nowhere"], "a phrase repeated is kept once at the top")
    }

    @Test func theHistoryKeepsTheLastFifty() {
        var session = ReaderSession(book: Self.book(), columns: 40, rows: 12)
        for number in 1...60 { search("w\(number)", in: &session) }
        #expect(session.searchHistory == (11...60).reversed().map { "w\($0)" })
    }
}
