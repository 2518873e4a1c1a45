import Formats

/// The table of contents over the page: the entry selected.
public struct ContentsOverlay: Hashable, Sendable {
    /// What a key does in the table of contents.
    public enum Action: Hashable, Sendable {
        /// Moves the selection by this many entries.
        case move(Int)
        /// Goes to the selected chapter and closes the table of contents.
        case open
    }

    /// The selected entry: an index into the book's chapters.
    public private(set) var selection: Int

    /// The table of contents with entry `selection` selected.
    public init(selection: Int) {
        self.selection = selection
    }

    /// Carries out `action` on the book's `chapters`.
    mutating func reduce(_ action: Action, chapters: [Chapter]) -> OverlayOutcome {
        switch action {
        case .move(let delta):
            selection = min(max(0, selection + delta), chapters.count - 1)
            return .stays(notice: nil)
        case .open:
            return .jumps(toOffset: chapters[selection].offset)
        }
    }
}
