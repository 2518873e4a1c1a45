/// A selection being made over the page: a cursor on a grapheme cluster, moved through the
/// text by the keys or dragged by the mouse, and, once anchored, every cluster from the anchor
/// to the cursor's selected. Offsets are storage offsets of clusters' starts.
public struct SelectionOverlay: Hashable, Sendable {
    /// Where a move takes the cursor: through the text (forward is the text's own order), or
    /// the way an arrow points on the page, which `ReaderSession` turns into one of the others
    /// by the page's writing mode and the line's direction.
    public enum Move: Hashable, Sendable {
        case character(forward: Bool)
        case word(forward: Bool)
        case sentence(forward: Bool)
        case line(forward: Bool)
        case paragraph(forward: Bool)
        case lineStart
        case lineEnd
        case left
        case right
        case up
        case down
    }

    public enum Action: Hashable, Sendable {
        case move(Move)
        /// Anchors the selection at the cursor, or drops the anchor.
        case anchor
        /// Leaves the selection; it is dropped.
        case close
    }

    /// The start of the cluster the cursor is on.
    public internal(set) var cursor: Int
    /// Where the selection was anchored, if it was.
    public internal(set) var anchor: Int?
    /// How many words the selection holds (at most `SelectionOverlay.countedWords`), counted
    /// when it changes.
    public internal(set) var words = 0
    /// Where along a line a run of line moves keeps to: the cursor's place when it began.
    var goal: Int?

    /// Words past this many are not counted.
    public static let countedWords = 100_000

    public init(cursor: Int, anchor: Int? = nil) {
        self.cursor = cursor
        self.anchor = anchor
    }

    /// Carries out `action`; `target` finds where a move takes the cursor and the place along
    /// the line it keeps to, given the one kept so far (nil: the move goes nowhere).
    mutating func reduce(
        _ action: Action, target: (Move, _ cursor: Int, _ goal: Int?) -> (offset: Int, goal: Int?)?
    ) -> OverlayOutcome {
        switch action {
        case .close:
            return .closes(notice: nil)
        case .anchor:
            anchor = anchor == nil ? cursor : nil
        case .move(let move):
            guard let moved = target(move, cursor, goal) else { return .stays(notice: nil) }
            cursor = moved.offset
            goal = moved.goal
        }
        return .stays(notice: nil)
    }
}
