import ReaderCore
import Store
import TextEngine

/// Highlights as the session keeps them and as the store keeps them.
extension Highlight {
    /// The highlight of a stored row; a colour the reader does not know is yellow.
    init(_ row: StoredHighlight) {
        self.init(
            id: row.id, range: row.start..<row.end,
            quote: TextQuote(exact: row.exact, prefix: row.prefix, suffix: row.suffix),
            colour: HighlightColour(rawValue: row.colour) ?? .yellow, note: row.note, created: row.created,
            updated: row.updated)
        isLost = row.isLost
    }
}

extension StoredHighlight {
    /// The row of a highlight.
    init(_ highlight: Highlight) {
        self.init(
            id: highlight.id, start: highlight.range.lowerBound, end: highlight.range.upperBound,
            exact: highlight.quote.exact, prefix: highlight.quote.prefix, suffix: highlight.quote.suffix,
            colour: highlight.colour.rawValue, note: highlight.note, isLost: highlight.isLost,
            created: highlight.created, updated: highlight.updated)
    }
}
