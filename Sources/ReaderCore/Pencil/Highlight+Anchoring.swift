import TextEngine

/// Highlights found again in the book as it is now.
extension Highlight {
    /// `highlights` anchored in `storage` by a `QuoteLocator`: each where its quote is found
    /// (its offsets kept when the text there is still its own), lost when it is nowhere. `moved`
    /// holds those whose range or lost state changed, for the store to write back.
    public static func anchored(_ highlights: [Highlight], in storage: TextStorage) -> (
        all: [Highlight], moved: [Highlight]
    ) {
        var locator = QuoteLocator(storage: storage)
        var all: [Highlight] = []
        var moved: [Highlight] = []
        for highlight in highlights {
            var anchored = highlight
            if let range = locator.locate(highlight.quote, at: highlight.range) {
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
