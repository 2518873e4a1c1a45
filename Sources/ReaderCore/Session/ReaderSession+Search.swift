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
        /// The hits found while none from `here` on is: they go to `search` with the first that is.
        var before: [Range<Int>] = []
    }

    /// Whether a search is under way: the loop calls `searchMore` while no key comes.
    public var isSearching: Bool { searching != nil }

    /// The phrases a session's history keeps.
    static let searchesRemembered = 50

    /// Searches the book for `phrase` from the page shown on, and shows the first hit as soon
    /// as it is found; a long book is searched on by `searchMore`. The phrase goes first in the
    /// history, taken from where it stood before.
    mutating func find(_ phrase: String) -> String {
        searchHistory.removeAll { $0 == phrase }
        searchHistory.insert(phrase, at: 0)
        searchHistory.removeLast(max(0, searchHistory.count - Self.searchesRemembered))
        search = nil
        let here = paginator.range(ofPage: currentPage()).lowerBound
        searching = PendingSearch(phrase: phrase, run: SearchRun(of: phrase, in: book.storage), here: here)
        return searchMore() ?? "searching…"
    }

    /// Searches the next stretch of the book; says the first hit once shown, and the count once
    /// the search is done. The stretch's hits are appended where the hits are kept, never
    /// copied with those found before: a common word in a long book has a hundred thousand.
    mutating func searchMore() -> String? {
        guard let run = searching?.run else { return nil }
        let found = run.advance()
        let shown = search != nil
        if shown {
            search?.hits.append(contentsOf: found)
        } else {
            keepUntilShown(found)
        }
        guard !run.isFinished else { return finished() }
        guard !shown, let current = search?.current else { return nil }
        return "hit \(current + 1), searching…"
    }

    /// Keeps hits found while none is shown; the first from where the search was asked is
    /// shown, and they all become the search's hits.
    private mutating func keepUntilShown(_ found: [Range<Int>]) {
        // The fields, not a copy of the search: a copy would share the hits and make the
        // append below copy them.
        guard let phrase = searching?.phrase, let here = searching?.here, let kept = searching?.before.count
        else { return }
        searching?.before.append(contentsOf: found)
        guard let first = found.firstIndex(where: { $0.lowerBound >= here }) else { return }
        search = (phrase, searching?.before ?? [], kept + first)
        searching?.before = []
        showHit(kept + first)
    }

    /// What is said once the whole book is searched.
    private mutating func finished() -> String {
        guard let pending = searching else { return "" }
        searching = nil
        guard search == nil else { return hitNotice() }
        guard !pending.before.isEmpty else { return "Not found: \(pending.phrase)" }
        search = (pending.phrase, pending.before, 0)
        showHit(0)
        return hitNotice() + ", from the start"
    }

    /// Stops the search under way; the hits found so far stay for `n` and `N`.
    mutating func stopSearch() -> String? {
        guard let pending = searching else { return nil }
        searching = nil
        if search == nil, !pending.before.isEmpty { search = (pending.phrase, pending.before, 0) }
        let part = pending.run.searched * 100 / max(1, book.storage.length)
        return "Search stopped at \(part)%: \(pending.run.found) found"
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
