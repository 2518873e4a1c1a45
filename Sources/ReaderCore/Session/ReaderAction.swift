import WordLookup

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
    /// What a key does in the open note.
    case note(NoteOverlay.Action)
    /// Opens or closes the list of keys.
    case toggleHelp
    /// Opens or closes the reading statistics.
    case toggleStatistics
    /// What a key does in the list of keys.
    case help(HelpOverlay.Action)
    /// Sets a bookmark on the page shown, or takes the one there away.
    case toggleBookmark
    /// Opens or closes the list of bookmarks.
    case toggleBookmarks
    /// What a key does in the list of bookmarks.
    case bookmarks(BookmarksOverlay.Action)
    /// What a key does in the table of contents.
    case contents(ContentsOverlay.Action)
    /// Switches body text between justified and ragged right.
    case toggleJustification
    /// Shows or hides ruby readings.
    case toggleRuby
    /// Sets a Chinese, Japanese or Korean book vertically, or horizontally again.
    case toggleVertical
    /// Makes the measure (the widest line) wider or narrower by one step.
    case widenMeasure
    case narrowMeasure
    /// Two pages side by side or one, for this book.
    case toggleSpread
    /// The book's settings back to the defaults.
    case resetSettings
    /// Opens a prompt on the status line.
    case openPrompt(PromptLine.Purpose)
    /// What a key does on the prompt.
    case prompt(PromptLine.Action)
    /// A digit of a count typed before a key (`250g`).
    case countDigit(Int)
    /// The next and the previous hit of the search.
    case nextHit
    case previousHit
    /// Searches the next stretch of the book for the search under way, and stops it.
    case searchMore
    case stopSearch
    /// Goes to the page a go-to waits for, once the pages up to it are found.
    case goToAwaitedPage
    /// Opens the picture on the pages shown in the viewer.
    case openPicture
    /// What a key does in the viewer.
    case viewer(PictureViewer.Action)
    /// Back to where the last jump left, and forward again.
    case goBack
    case goForward
    /// To the next or previous entry of the contents at any level (the next sub-section), as a jump.
    case nextSection
    case previousSection
    /// To the next or previous entry at the top level of the contents (a part or chapter), as a jump.
    case nextChapter
    case previousChapter
    /// Opens or closes the list of highlights and notes.
    case toggleHighlights
    /// What a key does in the list of highlights.
    case highlights(HighlightsOverlay.Action)
    /// What a key does in the note editor.
    case noteEditor(NoteEditor.Action)
    /// Opens the note of the first highlight with one on the pages shown.
    case openHighlightNote
    /// Enters the selection mode, the cursor on the first word of the page shown.
    case startSelection
    /// What a key does in the selection mode.
    case selection(SelectionOverlay.Action)
    /// Copies, highlights, notes or looks up what is selected, and leaves the selection mode.
    case useSelection(SelectionUse)
    /// The mouse's button goes down, moves held down, and comes up at a cell of the screen.
    case press(row: Int, column: Int)
    case drag(row: Int, column: Int)
    case release(row: Int, column: Int)
    /// What a key does in the definitions shown.
    case definition(DefinitionOverlay.Action)
    /// The answer of a look-up, come back from the loop's worker.
    case definitions(LookUpAnswer)
}
