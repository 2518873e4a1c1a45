/// What the reader asks the session to do.
public enum ReaderAction: Hashable, Sendable {
    case nextPage
    case previousPage
    /// Turns the page the way ← (or →) points: back (forward) in a book whose pages turn left
    /// to right, forward (back) in one whose pages turn right to left.
    case turnLeft
    case turnRight
    case firstPage
    case lastPage
    case resize(columns: Int, rows: Int)
    /// Opens or closes the table of contents (on the current chapter).
    case toggleContents
    /// A click on a cell of the screen: the left third turns back, the right third forward.
    case click(row: Int, column: Int)
    /// Selects the next or previous link on the pages shown; follows the one selected.
    case nextLink
    case previousLink
    case followLink
    /// Scrolls the open note by pages of its box; closes it.
    case scrollNote(Int)
    case closeNote
    /// Opens or closes the list of keys.
    case toggleHelp
    /// Sets a bookmark on the page shown, or takes the one there away.
    case toggleBookmark
    /// Opens or closes the list of bookmarks; moves in it, goes to the one selected, deletes it.
    case toggleBookmarks
    case moveBookmarkSelection(Int)
    case openSelectedBookmark
    case deleteSelectedBookmark
    /// Moves the selection in the table of contents by this many entries.
    case moveContentsSelection(Int)
    /// Goes to the selected chapter and closes the table of contents.
    case openSelectedChapter
    /// Switches body text between justified and ragged right.
    case toggleJustification
    /// Shows or hides ruby readings.
    case toggleRuby
    /// Sets a Chinese, Japanese or Korean book vertically, or horizontally again.
    case toggleVertical
    /// Makes the measure (the widest line) wider or narrower by one step.
    case widenMeasure
    case narrowMeasure
    /// Opens a prompt on the status line.
    case openPrompt(PromptLine.Purpose)
    case editPrompt(PromptLine.Edit)
    /// Does what the prompt asks and closes it.
    case submitPrompt
    case cancelPrompt
    /// A digit of a count typed before a key (`250g`).
    case countDigit(Int)
    /// The next and the previous hit of the search.
    case nextHit
    case previousHit
    /// Opens the picture on the pages shown in the viewer; moves in the viewer; closes it.
    case openPicture
    case viewPicture(PictureViewer.Move)
    case closePicture
    /// Back to where the last jump left, and forward again.
    case goBack
    case goForward
}
