import Formats
import TextEngine

/// Notes over the page: which text a note is, the label it is known by, and how much of it its
/// box shows.
extension ReaderSession {
    /// The longest a note's text is, in code units: a note is laid out anew for its box at every
    /// frame, and one of a whole book's length would freeze the reader.
    static let longestNote = 20_000

    /// The note the book's link `index` calls, titled by the reference's text or else by the
    /// note's own leading label.
    func openNote(calledBy index: Int) -> NoteOverlay {
        let link = book.links[index]
        let range = noteRange(of: link)
        let text = NoteText(book: book, range: range)
        let label =
            NoteLabel.of(reference: book.storage.string(in: link.range)) ?? NoteLabel.leading(of: text.storage)
        return NoteOverlay(range: range, label: label, links: text.links.map(\.index))
    }

    /// `note` laid out for its box on a screen of `columns` by `rows`.
    public func noteLayout(of note: NoteOverlay, columns: Int, rows: Int) -> NoteLayout {
        let written = note.highlight.map { id in highlights.first { $0.id == id }?.note ?? "" }
        return noteLayouts.layout(of: [AnyHashable(note.range), AnyHashable(written)], columns: columns, rows: rows) {
            let text = written.map { NoteText(written: $0) } ?? NoteText(book: book, range: note.range)
            return NoteLayout(text: text, columns: columns, rows: rows)
        }
    }

    /// What the box of `note` shows on the terminal of the session; nothing while it is too small.
    func noteExtent(of note: NoteOverlay) -> NoteOverlay.Extent {
        guard let geometry else { return NoteOverlay.Extent(rows: 0, visibleRows: 1, linkRows: []) }
        return noteLayout(of: note, columns: geometry.columns, rows: geometry.rows).extent
    }

    /// The text of the note `link` calls: its element, when the importer knew where it ends;
    /// else its paragraphs from the target until it has said something (a note often begins
    /// with its number alone), a few at most.
    private func noteRange(of link: BookLink) -> Range<Int> {
        let storage = book.storage
        let offset = min(link.target ?? 0, storage.length)
        var end = offset
        if let noteEnd = link.noteEnd, noteEnd > offset {
            end = min(noteEnd, storage.length)
        } else {
            var paragraphs = 0
            repeat {
                end = min(storage.paragraphEnd(from: end) + 1, storage.length)
                paragraphs += 1
            } while end < storage.length && paragraphs < 4 && end - offset < 40
        }
        end = min(end, offset + Self.longestNote)
        return offset..<max(offset, end - (end > offset && TextStorage.isParagraphSeparator(storage[end - 1]) ? 1 : 0))
    }
}

/// The last note (or definition) laid out and what it was laid out for: a note is laid out once
/// for the keys and frames that show it at one size, not at each. Copies of a session share it.
final class NoteLayoutCache {
    private var last: (text: AnyHashable, columns: Int, rows: Int, layout: NoteLayout)?

    /// The layout of the text known by `text` (a note's range, a definition's words) at this
    /// size: the last one when it is, else `make()`'s.
    func layout(of text: AnyHashable, columns: Int, rows: Int, make: () -> NoteLayout) -> NoteLayout {
        if let last, last.text == text, last.columns == columns, last.rows == rows { return last.layout }
        let layout = make()
        last = (text, columns, rows, layout)
        return layout
    }
}
