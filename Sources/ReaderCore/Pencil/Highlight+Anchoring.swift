import TextEngine

/// Highlights found again in the book as it is now.
extension Highlight {
    /// `highlights` anchored in `storage` by a `QuoteLocator`: each where its quote is found
    /// (its offsets kept when the text there is still its own), lost when it is nowhere; one found
    /// elsewhere, or changed, takes the text it holds now as its quote, so that the next opening
    /// finds it at its offsets. `moved` holds those that changed, for the store to write back.
    /// At most `searches` are looked for in the whole book (each costs a reading of it); the
    /// others are left as they are, for a later opening, so that no number of them holds a book up.
    public static func anchored(_ highlights: [Highlight], in storage: TextStorage, searches: Int = 64) -> (
        all: [Highlight], moved: [Highlight]
    ) {
        var locator = QuoteLocator(storage: storage)
        var all: [Highlight] = []
        var moved: [Highlight] = []
        var searchesLeft = searches
        for highlight in highlights {
            let inPlace = locator.holds(highlight.quote, at: highlight.range)
            guard inPlace || searchesLeft > 0 else {
                all.append(highlight)
                continue
            }
            if !inPlace { searchesLeft -= 1 }
            var anchored = highlight
            if let range = inPlace ? highlight.range : locator.locate(highlight.quote, at: highlight.range) {
                if range != highlight.range || storage.string(in: range) != highlight.quote.exact {
                    anchored.quote = TextQuote(of: range, in: storage)
                }
                anchored.range = range
                anchored.isLost = false
            } else {
                anchored.isLost = true
            }
            all.append(anchored)
            if anchored != highlight { moved.append(anchored) }
        }
        return (all, moved)
    }
}
