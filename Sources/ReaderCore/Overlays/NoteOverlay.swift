/// A note over the page, opened from the link that calls it: its text, the label it is known
/// by, the first row of it in view and the link of it selected.
public struct NoteOverlay: Hashable, Sendable {
    /// What a key does in a note.
    public enum Action: Hashable, Sendable {
        /// Scrolls by this many rows.
        case scroll(Int)
        /// Scrolls by this many boxfuls.
        case page(Int)
        /// Selects the next or the previous of the note's links, round them.
        case selectLink(forward: Bool)
        /// Follows the link selected; closes the note when none is.
        case follow
        case close
    }

    /// What the box shows of the note: the rows of its text, how many are in view at once, and
    /// the row of each of its links.
    public struct Extent: Hashable, Sendable {
        public var rows: Int
        public var visibleRows: Int
        public var linkRows: [Int]

        public init(rows: Int, visibleRows: Int, linkRows: [Int]) {
            self.rows = rows
            self.visibleRows = visibleRows
            self.linkRows = linkRows
        }

        /// The first row in view furthest down.
        var lastTop: Int { max(0, rows - visibleRows) }
    }

    /// The note's text: a storage range.
    public let range: Range<Int>
    /// The number or mark the note is known by ("3", "*", "iv"), when it has one.
    public let label: String?
    /// The note's links, in order: indices into the book's links.
    public let links: [Int]
    /// The first row of the note in view.
    public private(set) var top = 0
    /// The link selected: an index into `links`.
    public private(set) var selection: Int?
    /// The highlight whose note this is (its id), for a reader's note; nil for the book's.
    public let highlight: String?

    /// The note of storage range `range`, known as `label`, holding the book's links `links`,
    /// shown from its first row with no link selected.
    public init(range: Range<Int>, label: String? = nil, links: [Int] = [], highlight: String? = nil) {
        self.range = range
        self.label = label
        self.links = links
        self.highlight = highlight
    }

    /// Carries out `action` on a note whose box shows `extent`.
    mutating func reduce(_ action: Action, in extent: Extent) -> OverlayOutcome {
        switch action {
        case .scroll(let rows):
            top = min(max(0, top + rows), extent.lastTop)
        case .page(let boxes):
            top = min(max(0, top + boxes * extent.visibleRows), extent.lastTop)
        case .selectLink(let forward):
            guard !links.isEmpty else { return .stays(notice: "No link in this note") }
            let step = forward ? 1 : links.count - 1
            let selected = selection.map { ($0 + step) % links.count } ?? (forward ? 0 : links.count - 1)
            selection = selected
            if selected < extent.linkRows.count {
                let row = extent.linkRows[selected]
                top = min(max(top, row - extent.visibleRows + 1), row)
            }
        case .follow:
            guard let selection else { return .closes(notice: nil) }
            return .follows(link: links[selection])
        case .close:
            return .closes(notice: nil)
        }
        return .stays(notice: nil)
    }
}
