/// What the reader does with the text selected (or, with nothing anchored, the word under the
/// selection's cursor): each leaves the selection mode.
public enum SelectionUse: Hashable, Sendable {
    /// Puts it on the clipboard, with a citation line when `citing`.
    case copy(citing: Bool)
    /// Highlights it in a colour.
    case highlight(HighlightColour)
    /// Highlights it and opens the note editor on it.
    case annotate
    /// Looks it up in the reader's dictionaries.
    case lookUp
}
