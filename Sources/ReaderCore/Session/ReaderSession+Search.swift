import TextEngine

/// Searching the book.
extension ReaderSession {
    /// Searches the book for `phrase` from the page shown on, and shows the first hit.
    mutating func find(_ phrase: String) -> String {
        let hits = TextSearch.hits(of: phrase, in: book.storage)
        guard !hits.isEmpty else {
            search = nil
            return "Not found: \(phrase)"
        }
        let here = paginator.range(ofPage: currentPage()).lowerBound
        let first = hits.firstIndex { $0.lowerBound >= here }
        search = (phrase, hits, first ?? 0)
        showHit(first ?? 0)
        return hitNotice() + (first == nil ? ", from the start" : "")
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
