import Formats
import Foundation
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Making highlights, the merge rule and the refusals, the note editor's keys and the list.
@Suite("Highlight editing")
struct HighlightEditingTests {
    // Offsets: "alpha" 0..<5, "beta" 6..<10, "gamma" 11..<16, "delta" 17..<22.
    private static let text = "alpha beta gamma delta"

    private func session(_ text: String = text) -> ReaderSession {
        ReaderSession(book: Book(title: "Marks", storage: TextStorage(text), fingerprint: "m"), columns: 80, rows: 24)
    }

    @Test func aHighlightKeepsItsTextWithContext() throws {
        var session = session()
        #expect(session.addHighlight(6..<10, colour: .green) == "Highlighted: H lists the highlights")
        let made = try #require(session.highlights.first)
        #expect(made.quote == TextQuote(exact: "beta", prefix: "alpha ", suffix: " gamma delta"))
        #expect(made.range == 6..<10 && made.colour == .green && made.note.isEmpty)
        #expect(UUID(uuidString: made.id) != nil)
    }

    @Test func aLostHighlightStaysListedWhereverItsOldOffsetsPoint() {
        let quote = TextQuote(exact: "omega", prefix: "", suffix: "")
        var lost = Highlight(id: "l", range: 90..<95, quote: quote, created: 1)
        lost.isLost = true
        let beyond = Highlight(id: "b", range: 90..<95, quote: quote, created: 2)
        let book = Book(title: "Marks", storage: TextStorage(Self.text), fingerprint: "m")
        let session = ReaderSession(book: book, columns: 80, rows: 24, highlights: [lost, beyond])
        #expect(session.highlights.map(\.id) == ["l"])
    }

    @Test func overlappingHighlightsOfOneColourMergeOthersStay() {
        var session = session()
        session.addHighlight(0..<10, colour: .yellow)
        session.addHighlight(8..<16, colour: .blue)
        session.addHighlight(6..<16, colour: .yellow)
        #expect(session.highlights.map(\.range) == [0..<16, 8..<16])
        #expect(session.highlights.map(\.colour) == [.yellow, .blue])
        #expect(session.highlights[0].quote.exact == "alpha beta gamma")
        session.addHighlight(16..<22, colour: .yellow)
        #expect(session.highlights.count == 3, "touching is not overlapping")
    }

    @Test func theWholeBookAndTooLongAPassageAreRefused() {
        var small = session()
        #expect(
            small.addHighlight(0..<22, colour: .yellow) == "A highlight cannot hold the whole book: select a passage")
        #expect(small.addHighlight(3..<3, colour: .yellow) == "Nothing to highlight: the selection is empty")
        var long = session(String(repeating: "word ", count: 5000))
        #expect(
            long.addHighlight(0..<20_001, colour: .yellow) == "A highlight holds at most 20000 characters: select less")
        #expect(long.highlights.isEmpty && small.highlights.isEmpty)
    }

    @Test func savingANoteIsAnEffectAndDeletingTakesItAway() throws {
        var session = session()
        _ = session.annotate(6..<10, colour: .yellow)
        #expect(session.mode == .noteEditor)
        for character in "hi" { session.perform(.noteEditor(.edit(.insert(character)))) }
        let effects = session.perform(.noteEditor(.save))
        #expect(session.highlights[0].note == "hi" && session.mode == .reading)
        guard case .saveHighlights(let changed, let removed) = effects.first else { throw Failure() }
        #expect(changed.map(\.note) == ["hi"] && removed.isEmpty)
        let id = session.highlights[0].id
        session.perform(.toggleHighlights)
        #expect(session.perform(.highlights(.delete)).contains(.saveHighlights(changed: [], removed: [id])))
        #expect(session.highlights.isEmpty && session.overlay == nil)
    }

    struct Failure: Error {}

    @Test func theEditorsKeysAsAHandTableSays() {
        // Each row: the keys typed, then the text and the cursor (UTF-8 units before it).
        let table: [([EditedText.Edit], String, Int)] = [
            ([.insert("a"), .insert("\n"), .insert("b")], "a\nb", 3),
            ([.insert("a"), .insert("b"), .insert("\n"), .insert("c"), .up], "ab\nc", 1),
            ([.insert("a"), .insert("b"), .insert("\n"), .insert("c"), .up, .down, .home], "ab\nc", 3),
            ([.insert("a"), .insert("\n"), .insert("b"), .insert("c"), .up, .end, .down], "a\nbc", 3),
            ([.insert("é"), .insert("🇫"), .insert("🇷"), .left, .deleteBackward], "🇫🇷", 0),
            ([.insert("\u{301}"), .home, .insert("e")], "e\u{301}", 3),
            ([.insert("e"), .insert("\u{301}"), .left], "e\u{301}", 0),
            ([.insert("x"), .clear, .insert("y")], "y", 1),
        ]
        for (keys, text, cursor) in table {
            var field = EditedText()
            for key in keys { field.apply(key) }
            #expect(field.text == text && field.cursorOffset == cursor, "\(keys)")
            #expect(field.units == text.utf16.count)
        }
    }

    @Test func aNoteOverOneMegabyteIsRefused() {
        var session = session()
        _ = session.annotate(6..<10, colour: .yellow)
        guard case .noteEditor(var editor) = session.overlay else { return #expect(Bool(false)) }
        var notice: OverlayOutcome?
        let start = ContinuousClock.now
        for _ in 0..<(NoteEditor.longest + 5) {
            let outcome = editor.reduce(.edit(.insert("x"))) { _ in }
            if outcome != .stays(notice: nil) { notice = outcome }
        }
        #expect(ContinuousClock.now - start < .seconds(30), "a paste of a megabyte stays linear")
        #expect(editor.field.text.utf8.count == NoteEditor.longest)
        #expect(notice == .stays(notice: "A note holds at most 1 MB: the rest is not taken"))
        #expect(Overlay.noteEditor(editor).takesNoMoreText, "the loop throws the rest of a paste away")
        for _ in 0..<5 { _ = editor.reduce(.edit(.deleteBackward)) { _ in } }
        #expect(!editor.isFull && editor.field.text.utf8.count == NoteEditor.longest - 5)
        #expect(editor.reduce(.edit(.insert("x"))) { _ in } == .stays(notice: nil))
    }

    @Test func escOnAChangedNoteAsksOnce() {
        var session = session()
        _ = session.annotate(6..<10, colour: .yellow)
        session.perform(.noteEditor(.edit(.insert("z"))))
        #expect(
            session.perform(.noteEditor(.cancel)).contains(
                .notice("The note changed: Esc again throws that away, Ctrl-S keeps it")))
        #expect(session.mode == .noteEditor)
        session.perform(.noteEditor(.cancel))
        #expect(session.mode == .reading && session.highlights[0].note.isEmpty)
    }

    @Test func theListGoesFiltersAndEdits() {
        var session = session()
        session.addHighlight(0..<5, colour: .yellow)
        session.addHighlight(11..<16, colour: .green)
        session.perform(.toggleHighlights)
        session.perform(.highlights(.startFilter))
        #expect(session.mode == .highlightsFilter)
        for character in "GAM" { session.perform(.highlights(.filter(.insert(character)))) }
        session.perform(.highlights(.endFilter(keep: true)))
        guard case .highlights(let list) = session.overlay else { return #expect(Bool(false)) }
        #expect(list.entries(of: session.highlights) == [1], "the filter ignores case")
        session.perform(.highlights(.editNote))
        guard case .noteEditor(let editor) = session.overlay else { return #expect(Bool(false)) }
        #expect(editor.highlight == session.highlights[1].id)
        session.perform(.noteEditor(.cancel))
        session.perform(.toggleHighlights)
        session.perform(.highlights(.move(1)))
        session.perform(.highlights(.open))
        #expect(session.overlay == nil)
    }
}

/// The note editor's lines, wrapped between words.
@Suite("Note editor wrapping")
struct NoteEditorWrappingTests {
    private func rows(_ text: String, width: Int, cursorAt offset: Int) -> [String] {
        var field = EditedText()
        for character in text { field.apply(.insert(character)) }
        for _ in 0..<(text.count - offset) { field.apply(.left) }
        return NoteEditorView.visibleRows(of: field, width: width, height: 10).map { row in
            String(row.text) + (row.cursor.map { "|\($0)" } ?? "")
        }
    }

    @Test func wordsGoWholeToTheNextRowWithTheCursor() {
        // "the quick brown" at 12 cells: "brown" does not fit after "the quick ".
        #expect(rows("the quick brown", width: 12, cursorAt: 11) == ["the quick ", "brown|1"])
        #expect(rows("the quick brown", width: 12, cursorAt: 2) == ["the quick |2", "brown"])
    }

    @Test func aWordLongerThanTheRowIsCutAndNewLinesStay() {
        #expect(rows("abcdefghij", width: 4, cursorAt: 10) == ["abcd", "efgh", "ij|2"])
        #expect(rows("one\ntwo", width: 10, cursorAt: 0) == ["one|0", "two"])
    }
}
