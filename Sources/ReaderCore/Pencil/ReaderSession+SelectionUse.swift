/// The selection put to use: copied, highlighted, noted, looked up.
extension ReaderSession {
    /// Does `use` with the text selected, or the word under the cursor when nothing is
    /// anchored, and leaves the selection mode; returns what the status line says.
    mutating func useSelection(_ use: SelectionUse) -> String? {
        guard selection != nil else { return nil }
        guard let range = selectedRange() ?? wordUnderCursor() else {
            return "No word under the cursor: move onto one, or v to anchor a selection"
        }
        overlay = nil
        switch use {
        case .copy(let citing): return copy(range, citing: citing)
        case .highlight(let colour): return addHighlight(range, colour: colour)
        case .annotate: return annotate(range, colour: .yellow)
        case .lookUp: return lookUp(book.storage.string(in: range))
        }
    }
}
