import TextEngine

/// The list of highlights, the note editor and a highlight's note over the page.
extension ReaderSession {
    mutating func toggleHighlights() -> String? {
        if mode == .highlights {
            overlay = nil
        } else if highlights.isEmpty {
            return "No highlights yet"
        } else {
            overlay = .highlights(HighlightsOverlay())
        }
        return nil
    }

    mutating func applyHighlightList(_ action: HighlightsOverlay.Action) -> String? {
        guard case .highlights(var list) = overlay else { return nil }
        switch list.reduce(action, highlights: highlights) {
        case .list(let outcome):
            return settle(outcome, with: .highlights(list))
        case .delete(let id):
            deleteHighlight(id)
            overlay = highlights.isEmpty ? nil : .highlights(list)
            return "Highlight deleted"
        case .edit(let id):
            guard let highlight = highlights.first(where: { $0.id == id }) else { return nil }
            overlay = .noteEditor(NoteEditor(highlight: highlight))
            return nil
        }
    }

    mutating func applyNoteEditor(_ action: NoteEditor.Action) -> String? {
        guard case .noteEditor(var editor) = overlay else { return nil }
        // Held once, the note's text is typed into in place: a megabyte is not copied a key.
        overlay = nil
        var saved: String?
        let outcome = editor.reduce(action) { saved = $0 }
        if let saved { setNote(saved, ofHighlight: editor.highlight) }
        return settle(outcome, with: .noteEditor(editor))
    }

    /// Opens the note of the first highlight with one on the pages shown.
    mutating func openHighlightNote() -> String? {
        guard let highlight = visibleHighlights().first(where: { !$0.note.isEmpty }) else {
            return "No note on this page"
        }
        overlay = .note(NoteOverlay(range: highlight.range, highlight: highlight.id))
        return nil
    }

    /// The highlights that touch the pages shown, in storage order (none that is lost).
    public func visibleHighlights() -> [Highlight] {
        guard let shown = shownRange() else { return [] }
        return highlights(touching: shown)
    }

    /// The highlights that touch `range`, in storage order (none that is lost): those that
    /// start before its end, less those that end before its start.
    public func highlights(touching range: Range<Int>) -> [Highlight] {
        let end = highlights.partitionPoint { $0.range.lowerBound >= range.upperBound }
        return highlights[..<end].filter { !$0.isLost && $0.range.upperBound > range.lowerBound }
    }
}
