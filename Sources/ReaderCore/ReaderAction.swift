/// What the reader asks the session to do.
public enum ReaderAction: Hashable, Sendable {
    case nextPage
    case previousPage
    case firstPage
    case lastPage
    case resize(columns: Int, rows: Int)
    /// Opens or closes the table of contents (on the current chapter).
    case toggleContents
    /// Moves the selection in the table of contents by this many entries.
    case moveContentsSelection(Int)
    /// Goes to the selected chapter and closes the table of contents.
    case openSelectedChapter
}
