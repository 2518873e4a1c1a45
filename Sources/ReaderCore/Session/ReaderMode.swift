/// What the keys act on: the page, or an overlay drawn over it. Modes stack: closing an
/// overlay gives the keys back to what was under it.
public enum ReaderMode: Hashable, Sendable {
    case reading
    /// The table of contents.
    case contents
    /// A line typed on the status line (`ReaderSession.prompt`).
    case prompt
    /// Every key, listed over the page.
    case help
    /// The book's bookmarks.
    case bookmarks
    /// A note, opened from the link that calls it, over the page.
    case note
    /// A picture of the book, the whole screen its own (`ReaderSession.viewer`).
    case viewer
}
