/// What the keys act on: the page, or the overlay drawn over it (`ReaderSession.overlay`);
/// closing an overlay gives the keys back to the page.
public enum ReaderMode: Hashable, Sendable {
    case reading
    /// The table of contents.
    case contents
    /// A line typed on the status line.
    case prompt
    /// Every key, listed over the page.
    case help
    /// The book's bookmarks.
    case bookmarks
    /// A note, opened from the link that calls it, over the page.
    case note
    /// A picture of the book, the whole screen its own.
    case viewer
    /// The book's highlights and notes; typing the text that filters them.
    case highlights
    case highlightsFilter
    /// The note of a highlight being written.
    case noteEditor
    /// A selection made with a cursor over the page (`SelectionOverlay`).
    case selecting
    /// A word's definitions, over the page.
    case definition
    /// The reading statistics, over the page.
    case statistics
}
