import TextEngine

/// Searching the book.
extension ReaderSession {
    /// A search under way: the book is searched a stretch at a time (`searchMore`), so that a
    /// key can stop it between two stretches.
    struct PendingSearch {
        let phrase: String
        let run: SearchRun
        /// Where the reader was when the search was asked: the first hit from there is shown.
        let here: Int
    }

    /// Whether a search is under way: the loop calls `searchMore` while no key comes.
    public var isSearching: Bool { searching != nil }

    /// Searches the book for `phrase` from the page shown on, and shows the first hit as soon
    /// as it is found; a long book is searched on by `searchMore`.
    mutating func find(_ phrase: String) -> String {
        search = nil
        let here = paginator.range(ofPage: currentPage()).lowerBound
        searching = PendingSearch(phrase: phrase, run: SearchRun(of: phrase, in: book.storage), here: here)
        return searchMore() ?? "searching…"
    }

    /// Searches the next stretch of the book; says the first hit once shown, and the count once
    /// the search is done.
    mutating func searchMore() -> String? {
        guard let pending = searching else { return nil }
        pending.run.advance()
        let hits = pending.run.hits
        let shown = search != nil
        if pending.run.isFinished { searching = nil }
        if let current = search?.current {
            search = (pending.phrase, hits, current)
        } else if let first = hits.firstIndex(where: { $0.lowerBound >= pending.here }) {
            search = (pending.phrase, hits, first)
            showHit(first)
        }
        guard !pending.run.isFinished else { return finished(pending, hits: hits) }
        guard !shown, let current = search?.current else { return nil }
        return "hit \(current + 1), searching…"
    }

    /// What is said once the whole book is searched.
    private mutating func finished(_ pending: PendingSearch, hits: [Range<Int>]) -> String {
        guard !hits.isEmpty else { return "Not found: \(pending.phrase)" }
        guard search == nil else { return hitNotice() }
        search = (pending.phrase, hits, 0)
        showHit(0)
        return hitNotice() + ", from the start"
    }

    /// Stops the search under way; the hits found so far stay for `n` and `N`.
    mutating func stopSearch() -> String? {
        guard let pending = searching else { return nil }
        searching = nil
        if search == nil, !pending.run.hits.isEmpty { search = (pending.phrase, pending.run.hits, 0) }
        let part = pending.run.searched * 100 / max(1, book.storage.length)
        return "Search stopped at \(part)%: \(pending.run.hits.count) found"
    }

    /// Shows the next or the previous hit, round the book.
    mutating func showNextHit(forward: Bool) -> String {
        guard let found = search, !found.hits.isEmpty else { return "No search yet: / searches" }
        let next = (found.current + (forward ? 1 : -1) + found.hits.count) % found.hits.count
        search?.current = next
        showHit(next)
        let wrapped = forward ? next == 0 : next == found.hits.count - 1
        return hitNotice() + (wrapped && found.hits.count > 1 ? (forward ? ", from the start" : ", from the end") : "")
    }

    /// Shows the page of hit `index` as a jump.
    private mutating func showHit(_ index: Int) {
        guard let hits = search?.hits, hits.indices.contains(index) else { return }
        if shownRange().map({ !$0.contains(hits[index].lowerBound) }) ?? true {
            jump(toOffset: hits[index].lowerBound)
        }
    }

    private func hitNotice() -> String {
        guard let search else { return "" }
        return "hit \(search.current + 1)/\(search.hits.count)"
            + (search.hits.count == TextSearch.maximumHits ? "+" : "")
    }

    /// The hits of the search on the pages shown, and which of them is the current one.
    public func visibleHits() -> (hits: [Range<Int>], current: Range<Int>?) {
        guard let search, let shown = shownRange() else { return ([], nil) }
        let first = search.hits.partitionPoint { $0.upperBound > shown.lowerBound }
        let hits = search.hits[first...].prefix { $0.lowerBound < shown.upperBound }
        return (Array(hits), search.hits[search.current])
    }
}
