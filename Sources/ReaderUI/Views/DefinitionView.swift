import ReaderCore
import Terminal

/// A word's definitions over the page, in a note's box titled by the word: each headed by its
/// dictionary, its references links that Tab selects and Enter looks up, Backspace going back.
enum DefinitionView {
    static func draw(_ shown: DefinitionOverlay, of session: ReaderSession, into screen: inout Screen) {
        let layout = session.definitionLayout(of: shown, columns: screen.width, rows: screen.height)
        var hint = NoteView.hint(shown.box, scrolls: layout.rows > layout.visibleRows)
        if !shown.earlier.isEmpty { hint = "⌫ back  " + hint }
        NoteView.drawBox(layout, of: shown.box, title: shown.word, hint: hint, into: &screen)
    }
}
