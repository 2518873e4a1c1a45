/// What the reader asks the session to do.
public enum ReaderAction: Hashable, Sendable {
    case nextPage
    case previousPage
    case firstPage
    case lastPage
    case resize(columns: Int, rows: Int)
}
