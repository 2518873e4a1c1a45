/// The list of the book's bookmarks over the page: the entry selected.
public struct BookmarksOverlay: Hashable, Sendable {
    /// What a key does in the list of bookmarks.
    public enum Action: Hashable, Sendable {
        /// Moves the selection by this many entries.
        case move(Int)
        /// Goes to the selected bookmark and closes the list.
        case open
        /// Deletes the selected bookmark.
        case delete
    }

    /// The selected entry: an index into the bookmarks.
    public private(set) var selection: Int

    /// The list with entry `selection` selected.
    public init(selection: Int) {
        self.selection = selection
    }

    /// Carries out `action` on the book's `bookmarks` (storage offsets, in order); the list
    /// closes when its last bookmark is deleted.
    mutating func reduce(_ action: Action, bookmarks: inout [Int]) -> OverlayOutcome {
        switch action {
        case .move(let delta):
            selection = min(max(0, selection + delta), bookmarks.count - 1)
            return .stays(notice: nil)
        case .open:
            return .jumps(toOffset: bookmarks[selection])
        case .delete:
            bookmarks.remove(at: selection)
            guard !bookmarks.isEmpty else { return .closes(notice: "Bookmark deleted") }
            selection = min(selection, bookmarks.count - 1)
            return .stays(notice: "Bookmark deleted")
        }
    }
}
