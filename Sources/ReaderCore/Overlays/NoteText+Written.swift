import TextEngine

/// A reader's own note as its box shows it.
extension NoteText {
    /// The text of a note the reader wrote, plain, its lines as paragraphs; one longer than a
    /// book's note may be (`ReaderSession.longestNote`) shows its start and an ellipsis.
    public init(written: String) {
        var units = Array(written.utf16.prefix(ReaderSession.longestNote + 1))
        if units.count > ReaderSession.longestNote {
            units.removeLast(units.count - ReaderSession.longestNote)
            if let last = units.last, UTF16.isLeadSurrogate(last) { units.removeLast() }
            units.append(0x2026)
        }
        storage = TextStorage(units: units)
        links = []
    }
}
