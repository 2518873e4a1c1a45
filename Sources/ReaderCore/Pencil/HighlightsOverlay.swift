import Foundation

/// The list of the book's highlights and notes over the page: the entry selected, and the text
/// the list is filtered by (typed after `/`).
public struct HighlightsOverlay: Hashable, Sendable {
    /// What a key does in the list.
    public enum Action: Hashable, Sendable {
        /// Moves the selection by this many entries.
        case move(Int)
        /// Goes to the selected highlight and closes the list.
        case open
        /// Deletes the selected highlight and its note.
        case delete
        /// Opens the note editor on the selected highlight.
        case editNote
        /// Starts typing the filter.
        case startFilter
        /// An edit of the filter being typed.
        case filter(EditedText.Edit)
        /// Stops typing the filter: keeps it, or clears it.
        case endFilter(keep: Bool)
    }

    /// The selected entry: an index into the entries shown.
    public private(set) var selection = 0
    /// The text entries must hold, in their passage or their note.
    public private(set) var filter = EditedText()
    /// The filter is being typed: keys go to it.
    public private(set) var isFiltering = false

    public init() {}

    /// The indices of the highlights the list shows: those whose passage or note holds the
    /// filter, case and accents ignored.
    public func entries(of highlights: [Highlight]) -> [Int] {
        let filter = filter.text
        guard !filter.isEmpty else { return Array(highlights.indices) }
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        return highlights.indices.filter {
            highlights[$0].quote.exact.range(of: filter, options: options) != nil
                || highlights[$0].note.range(of: filter, options: options) != nil
        }
    }

    /// What `action` asks; the session carries out what needs more than the list: a jump, a
    /// deletion, the editor.
    enum Outcome: Equatable {
        case list(OverlayOutcome)
        case delete(id: String)
        case edit(id: String)
    }

    /// Carries out `action` on the list of `highlights`.
    mutating func reduce(_ action: Action, highlights: [Highlight]) -> Outcome {
        let shown = entries(of: highlights)
        let selected = selection < shown.count ? highlights[shown[selection]] : nil
        switch action {
        case .move(let delta):
            selection = min(max(0, selection + delta), max(0, shown.count - 1))
        case .open:
            guard let selected else { return .list(.stays(notice: nil)) }
            if selected.isLost { return .list(.stays(notice: "Its text is not found in the book as it is now")) }
            return .list(.jumps(toOffset: selected.range.lowerBound))
        case .delete:
            guard let selected else { return .list(.stays(notice: nil)) }
            selection = max(0, min(selection, shown.count - 2))
            return .delete(id: selected.id)
        case .editNote:
            guard let selected else { return .list(.stays(notice: nil)) }
            return .edit(id: selected.id)
        case .startFilter:
            isFiltering = true
        case .filter(let edit):
            if case .insert(let character) = edit, character.isNewline || filter.units >= 200 {
                return .list(.stays(notice: nil))
            }
            filter.apply(edit)
            selection = 0
        case .endFilter(let keep):
            isFiltering = false
            if !keep { filter = EditedText() }
        }
        return .list(.stays(notice: nil))
    }
}
