import Foundation
import TextEngine

/// Making, recolouring and deleting highlights.
extension ReaderSession {
    /// The longest passage a highlight holds, in code units: a chapter's worth of text, far
    /// from a whole book, whose quote the store keeps.
    public static let longestHighlight = 20_000

    /// Highlights `range` of the storage in `colour`; returns what the status line says. A
    /// highlight of the same colour that it overlaps is merged into it (the first one's note
    /// kept, the other's added after it). A passage of the whole book, longer than
    /// `longestHighlight` or empty is refused, with a notice saying why.
    @discardableResult
    public mutating func addHighlight(_ range: Range<Int>, colour: HighlightColour) -> String? {
        let length = book.storage.length
        let range = range.clamped(to: 0..<length)
        guard !range.isEmpty else { return "Nothing to highlight: the selection is empty" }
        guard range.count < length || length < 2 else {
            return "A highlight cannot hold the whole book: select a passage"
        }
        let now = Date().timeIntervalSince1970
        let merged = highlights.indices.filter {
            highlights[$0].colour == colour && !highlights[$0].isLost && highlights[$0].range.overlaps(range)
        }
        let whole = merged.reduce(range) {
            min($0.lowerBound, highlights[$1].range.lowerBound)..<max($0.upperBound, highlights[$1].range.upperBound)
        }
        guard whole.count <= Self.longestHighlight else {
            return "A highlight holds at most \(Self.longestHighlight) characters: select less"
        }
        let quote = TextQuote(of: whole, in: book.storage)
        var highlight =
            merged.first.map { highlights[$0] }
            ?? Highlight(id: UUID().uuidString, range: whole, quote: quote, colour: colour, created: now)
        highlight.range = whole
        highlight.quote = quote
        highlight.note = merged.map { highlights[$0].note }.filter { !$0.isEmpty }.joined(separator: "\n\n")
        highlight.updated = now
        for index in merged.reversed() { highlights.remove(at: index) }
        insert(highlight)
        return merged.isEmpty ? "Highlighted: H lists the highlights" : "Highlight joined to the one it overlaps"
    }

    /// Highlights `range` and opens the note editor on it.
    public mutating func annotate(_ range: Range<Int>, colour: HighlightColour) -> String? {
        let notice = addHighlight(range, colour: colour)
        guard let highlight = highlights.last(where: { $0.range.overlaps(range) && $0.colour == colour }) else {
            return notice
        }
        overlay = .noteEditor(NoteEditor(highlight: highlight))
        return nil
    }

    /// Changes the colour of the highlight `id`.
    public mutating func setColour(_ colour: HighlightColour, ofHighlight id: String) {
        guard let index = highlights.firstIndex(where: { $0.id == id }), highlights[index].colour != colour else {
            return
        }
        highlights[index].colour = colour
        highlights[index].updated = Date().timeIntervalSince1970
    }

    /// Deletes the highlight `id` and its note.
    public mutating func deleteHighlight(_ id: String) {
        highlights.removeAll { $0.id == id }
    }

    /// Sets the note of the highlight `id`.
    mutating func setNote(_ note: String, ofHighlight id: String) {
        guard let index = highlights.firstIndex(where: { $0.id == id }), highlights[index].note != note else { return }
        highlights[index].note = note
        highlights[index].updated = Date().timeIntervalSince1970
    }

    /// Puts `highlight` in its place in storage order.
    private mutating func insert(_ highlight: Highlight) {
        let key = (highlight.range.lowerBound, highlight.created)
        let index = highlights.partitionPoint { ($0.range.lowerBound, $0.created) > key }
        highlights.insert(highlight, at: index)
    }
}
