/// What an action asks of the world outside the session: the loop carries it out.
public enum ReaderEffect: Equatable, Sendable {
    /// The reader turned to the page starting at this storage offset: save it.
    case savePosition(Int)
    /// The reader's settings changed: save them (`ReaderPreferences.stored`).
    case saveSettings([String: String])
    /// The book's bookmarks changed: save them (storage offsets).
    case saveBookmarks([Int])
    /// Highlights were made or changed (`changed`) and taken away (`removed`, their ids): save
    /// those rows at once.
    case saveHighlights(changed: [Highlight], removed: [String])
    /// Put this text on the system clipboard; `summary` says what it is ("12 words").
    case copy(String, summary: String)
    /// Look this word up in the reader's dictionaries.
    case lookUp(String)
    /// Tell the reader this on the status line.
    case notice(String)
}
