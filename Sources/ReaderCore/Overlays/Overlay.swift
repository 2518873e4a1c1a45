/// What stands over the page, with its own state: the table of contents and its selection,
/// the bookmarks and theirs, a note and the part of it in view, the prompt's line, the
/// picture viewer, the list of keys. One at a time: each opens from the page and gives the
/// keys back to it when it closes.
public enum Overlay: Hashable, Sendable {
    case contents(ContentsOverlay)
    case bookmarks(BookmarksOverlay)
    case note(NoteOverlay)
    case prompt(PromptLine)
    case viewer(PictureViewer)
    case help(HelpOverlay)
    case highlights(HighlightsOverlay)
    case noteEditor(NoteEditor)
    case selection(SelectionOverlay)
    case definition(DefinitionOverlay)
    case statistics(StatisticsOverlay)

    /// The mode the keys are read in while this overlay is open.
    public var mode: ReaderMode {
        switch self {
        case .contents: .contents
        case .bookmarks: .bookmarks
        case .note: .note
        case .prompt: .prompt
        case .viewer: .viewer
        case .help: .help
        case .highlights(let list): list.isFiltering ? .highlightsFilter : .highlights
        case .noteEditor: .noteEditor
        case .selection: .selecting
        case .definition: .definition
        case .statistics: .statistics
        }
    }
}

extension Overlay {
    /// Whether text typed now would be refused: the prompt's line or the note is at its bound
    /// (the loop throws the rest of a paste away unread).
    public var takesNoMoreText: Bool {
        switch self {
        case .prompt(let line): line.isFull
        case .noteEditor(let editor): editor.isFull
        default: false
        }
    }
}

/// What an overlay's action asks of the session, beyond a change of the overlay's own state.
enum OverlayOutcome: Equatable {
    /// The overlay stays open; the status line tells `notice`, if any.
    case stays(notice: String?)
    /// The overlay closes; the status line tells `notice`, if any.
    case closes(notice: String?)
    /// The overlay closes and the reader jumps to a storage offset.
    case jumps(toOffset: Int)
    /// The book's link of this index is followed from the overlay: a note opens in its place,
    /// a place in the book closes it and is jumped to, an address is only told.
    case follows(link: Int)
    /// The prompt closes and what its line asks is done.
    case submits(PromptLine)
}
