/// The page breaks of a storage, those where the writing mode its text states changes among
/// them: a page is horizontal or vertical, never both.
extension LayoutManager {
    /// The starts of non-empty paragraphs whose style breaks the page before them, outside
    /// tables and after some text, in order.
    func styleBreaks() -> [Int] {
        var breaks: [Int] = []
        let firstText = textStart(from: 0, before: storage.length)
        let runs = storage.paragraphStyleRuns
        for (index, run) in runs.enumerated() where run.style.pageBreakBefore && run.style.tableCell == nil {
            let end = storage.endOfParagraphStyleRun(index)
            var start = run.location
            while start < end {
                if start > firstText && !TextStorage.isParagraphSeparator(storage[start]) { breaks.append(start) }
                start = storage.paragraphEnd(from: start) + 1
            }
        }
        return breaks
    }

    /// The first text where the writing mode stated (`ParagraphStyle.writingMode`) differs from
    /// that of the text before, blank paragraphs passed over, in order.
    func modeBreaks() -> [Int] {
        var breaks: [Int] = []
        let runs = storage.paragraphStyleRuns
        // Text before the first run has the default style, which states no mode.
        let firstRun = runs.first?.location ?? storage.length
        var seenText = textStart(from: 0, before: firstRun) < firstRun
        var previous: WritingMode?
        for (index, run) in runs.enumerated() {
            let end = storage.endOfParagraphStyleRun(index)
            let text = textStart(from: run.location, before: end)
            guard text < end else { continue }
            if seenText && run.style.writingMode != previous { breaks.append(text) }
            previous = run.style.writingMode
            seenText = true
        }
        return breaks
    }

    /// The writing mode the first paragraph of a page starting at `start` states: the page's,
    /// as the options resolve it (`LayoutOptions.writingMode(stated:)`).
    func statedMode(ofPageAt start: Int) -> WritingMode? {
        guard start < storage.length else { return nil }
        // A page holds the blank paragraphs after it; a run of them longer than this at the
        // book's start is taken for the page's own.
        let text = textStart(from: start, before: min(storage.length, start + 4096))
        return storage.paragraphStyle(at: min(text, storage.length - 1)).writingMode
    }

    /// The first offset from `start` that is no paragraph separator, or `end`.
    private func textStart(from start: Int, before end: Int) -> Int {
        var offset = start
        while offset < end && TextStorage.isParagraphSeparator(storage[offset]) { offset += 1 }
        return offset
    }
}
