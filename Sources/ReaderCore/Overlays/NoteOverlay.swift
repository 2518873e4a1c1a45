/// A note over the page, opened from the link that calls it: its text, and the page of its
/// box shown.
public struct NoteOverlay: Hashable, Sendable {
    /// What a key does in a note.
    public enum Action: Hashable, Sendable {
        /// Scrolls by this many pages of the box.
        case scroll(Int)
        case close
    }

    /// The note's text: a storage range.
    public let range: Range<Int>
    /// The page of the note's box shown.
    public private(set) var page = 0

    /// The note of storage range `range`, on the first page of its box.
    public init(range: Range<Int>) {
        self.range = range
    }

    mutating func reduce(_ action: Action) -> OverlayOutcome {
        switch action {
        case .scroll(let delta):
            page = max(0, page + delta)
            return .stays(notice: nil)
        case .close:
            return .closes(notice: nil)
        }
    }
}
