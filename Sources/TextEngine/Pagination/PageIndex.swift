/// The pages of a storage in containers of one size, found as far as they are asked for: where
/// each page starts is kept once found; a page's lines are laid out again when it is asked for
/// (the few asked last are kept). A book of a hundred thousand pages so holds a hundred
/// thousand offsets, not every line of it, and its first page needs none of the others.
///
/// Pages are found in runs. The first run starts at the storage's start, and its pages are
/// numbered for sure. A place far ahead (`index(containing:)`) is reached by a run laid out
/// from the book's page break before it (`LayoutManager.pageBreaks`), whose pages are those of
/// a full layout: every full layout starts a page there. Until the runs before it reach it,
/// indices past the first run are provisional: they grow as pages before them are found, so a
/// place is kept as a storage offset and its index asked for again. `extend` finds the first
/// run's next pages, for a reader that lays out the rest while waiting for keys; a run that
/// reaches the next one joins it, and once the first run has reached the storage's end the
/// index is complete. Changing the layout manager's preferences invalidates the index: make a
/// new one.
///
/// Remembered pages (an earlier layout's starts) are checked as they are reached: a page is
/// taken once the pages from the page break before it, laid out anew, end where the remembered
/// ones do. When one does not, the remembered pages are stale (made by other rules) and are all
/// discarded for pages found afresh; a page is never given a range it was not laid out to.
public final class PageIndex: RandomAccessCollection {
    public let layoutManager: LayoutManager
    public let container: TextContainer
    /// Runs of consecutive pages, in storage order and apart; the first from offset 0.
    private var runs: [Run]
    /// Whether the pages were given, remembered from an earlier layout, not found; false once
    /// they were found stale and discarded.
    public private(set) var isRemembered: Bool
    /// The pages laid out last, by their start.
    private var recent: [Page] = []
    /// The starts of remembered pages found where a fresh layout starts its pages.
    private var confirmed: Set<Int> = []
    /// Whether a remembered page was taken on its own check: the background confirms every
    /// page in order, `checked` of them so far.
    private var awaitsCheck = false
    private var checked = 0
    private static let kept = 4
    /// How far back, in code units, pages are laid out to reach a place; farther, a
    /// provisional run is laid out from near it.
    public let reach: Int
    /// The pages this index has laid out: how much work it did.
    public private(set) var pagesLaidOut = 0

    private struct Run {
        /// Where the run was laid out from: 0 or a page break.
        let origin: Int
        var starts: [Int] = []
        var pagination: LayoutManager.Pagination
        /// Where the run's next page starts.
        var end: Int { pagination.start }

        init(from origin: Int) {
            self.origin = origin
            pagination = LayoutManager.Pagination(from: origin)
        }
    }

    /// An index that finds its pages when they are asked for, the first at once (markers and
    /// frames are left for when a page is drawn).
    public init(layoutManager: LayoutManager, container: TextContainer, reach: Int = 32_768) {
        self.layoutManager = layoutManager
        self.container = container
        self.reach = reach
        runs = [Run(from: 0)]
        isRemembered = false
        extendRun(0)
    }

    /// An index of no pages, for when no container fits the terminal.
    public init(noPagesFor layoutManager: LayoutManager) {
        self.layoutManager = layoutManager
        container = TextContainer(width: 1, height: 1)
        reach = 0
        var run = Run(from: 0)
        run.pagination.isFinished = true
        runs = [run]
        isRemembered = false
    }

    /// A complete index of the page starts of an earlier layout of the same storage in the same
    /// container; nil unless they can be: the first at 0, rising, all inside the storage.
    public init?(
        layoutManager: LayoutManager, container: TextContainer, rememberedStarts starts: [Int], reach: Int = 32_768
    ) {
        let length = layoutManager.storage.length
        guard starts.first == 0, starts.last! < Swift.max(length, 1),
            zip(starts, starts.dropFirst()).allSatisfy({ $0 < $1 })
        else { return nil }
        self.layoutManager = layoutManager
        self.container = container
        self.reach = reach
        var run = Run(from: 0)
        run.starts = starts
        run.pagination = LayoutManager.Pagination(from: length)
        run.pagination.isFinished = true
        runs = [run]
        isRemembered = true
    }

    /// Whether every page of the storage has been found.
    public var isComplete: Bool { runs.count == 1 && runs[0].pagination.isFinished }

    /// The pages found so far.
    public var foundCount: Int { runs.reduce(0) { $0 + $1.starts.count } }

    /// The start of every page, once the index is complete.
    public var allStarts: [Int]? { isComplete ? runs[0].starts : nil }

    /// Whether pages are still to be found, or remembered pages taken on their own check
    /// still to be confirmed: work for ``extend(pages:)``.
    public var hasWorkLeft: Bool { !isComplete || awaitsCheck }

    /// Finds up to `count` more pages from the start of the storage on, or confirms as many
    /// remembered ones; returns whether every page is now found and no work is left.
    @discardableResult
    public func extend(pages count: Int) -> Bool {
        for _ in 0..<count where !runs[0].pagination.isFinished { extendRun(0) }
        check(pages: count)
        return !hasWorkLeft
    }

    /// Whether page `index` is numbered for sure: it was found from the storage's start.
    public func isNumbered(_ index: Int) -> Bool {
        index >= 0 && index < runs[0].starts.count
    }

    /// Whether the storage has a page `index`, counted from its start: pages are found from
    /// the start as far as that one.
    public func contains(_ index: Int) -> Bool {
        while index >= runs[0].starts.count && !runs[0].pagination.isFinished { extendRun(0) }
        return isNumbered(index)
    }

    public var startIndex: Int { 0 }

    /// The number of pages: every page is found first.
    public var endIndex: Int {
        while !isComplete { extend(pages: 64) }
        return runs[0].starts.count
    }

    public var isEmpty: Bool { !contains(0) }

    /// The storage range of a page, without laying it out.
    public func range(at index: Int) -> Range<Int> {
        let (run, local) = locate(index)
        let starts = runs[run].starts
        return starts[local]..<(local + 1 < starts.count ? starts[local + 1] : runs[run].end)
    }

    /// Page `index`, laid out. A remembered page found stale discards the remembered pages:
    /// the page given is then the fresh one holding its start, whose index may differ.
    public subscript(index: Int) -> Page {
        let range = range(at: index)
        if let kept = recent.first(where: { $0.range == range }) { return kept }
        let page = laidOut(from: range.lowerBound, decorated: true)
        if isRemembered && (page.range != range || !confirms(index)) {
            discardRemembered()
            return self[self.index(containing: range.lowerBound)]
        }
        recent.append(page)
        if recent.count > Self.kept { recent.removeFirst() }
        return page
    }

    /// Whether page `index`, laid out anew from its start, ends where the index says: a check
    /// of remembered pages.
    public func verifies(pageAt index: Int) -> Bool {
        let range = range(at: index)
        return laidOut(from: range.lowerBound, decorated: false).range == range
    }

    /// The page laid out anew from `start`, with the blank paragraphs after it.
    private func laidOut(from start: Int, decorated: Bool) -> Page {
        var pagination = LayoutManager.Pagination(from: start)
        pagesLaidOut += 1
        return layoutManager.nextPage(of: &pagination, in: container, decorated: decorated)!
    }

    /// Whether remembered page `index` starts where a fresh layout starts a page: laid out
    /// anew page after page from the page break before it (or from the last page confirmed
    /// since), each page ends where the next remembered one starts. When that is more than
    /// `reach` code units of pages, the page is taken if it alone ends where the next starts,
    /// and the rest is left to the check `extend` makes in the background.
    private func confirms(_ index: Int) -> Bool {
        let starts = runs[0].starts
        if confirmed.contains(starts[index]) { return true }
        let origin = layoutManager.pageBreak(atOrBefore: starts[index])
        let first = starts.partitionPoint { $0 >= origin }
        guard first <= index, starts[first] == origin else { return false }
        var page = index
        while page > first && !confirmed.contains(starts[page]) && starts[index] - starts[page] <= reach { page -= 1 }
        if !confirmed.contains(starts[page]) && page > first {
            awaitsCheck = true
            return laidOut(from: starts[index], decorated: false).range == range(at: index)
        }
        while page < index {
            guard laidOut(from: starts[page], decorated: false).range == range(at: page) else { return false }
            page += 1
            confirmed.insert(starts[page])
        }
        confirmed.insert(starts[index])
        return true
    }

    /// Confirms up to `count` more remembered pages in storage order, each a page laid out;
    /// discards them all when one is stale.
    private func check(pages count: Int) {
        for _ in 0..<count where awaitsCheck {
            guard confirms(checked) else { return discardRemembered() }
            checked += 1
            if checked == runs[0].starts.count { awaitsCheck = false }
        }
    }

    /// Forgets remembered pages found stale: pages are found afresh from here on.
    private func discardRemembered() {
        runs = [Run(from: 0)]
        recent = []
        confirmed = []
        isRemembered = false
        awaitsCheck = false
        extendRun(0)
    }

    /// The page whose range holds `offset` (the last page for the end of the storage). Only
    /// the pages from the page break before it are laid out, when those before are not found
    /// yet; when that break is more than `reach` code units back, a provisional run is laid
    /// out from near the place instead (`LayoutOrigin`), so any place is shown at once.
    public func index(containing offset: Int) -> Int {
        let offset = Swift.min(Swift.max(0, offset), layoutManager.storage.length)
        if isRemembered && !confirms(Swift.max(0, runs[0].starts.partitionPoint { $0 > offset } - 1)) {
            discardRemembered()
        }
        return find(offset, provisionallyFrom: offset)
    }

    /// The page holding `offset`, the pages before it laid out from the page break before it
    /// or, when that is far, from near `place` (a provisional run).
    private func find(_ offset: Int, provisionallyFrom place: Int) -> Int {
        var run = runs.lastIndex { $0.origin <= offset }!
        if runs[run].end <= offset && !runs[run].pagination.isFinished {
            var origin = layoutManager.pageBreak(atOrBefore: offset)
            if offset - Swift.max(origin, runs[run].end) > reach {
                origin = LayoutOrigin.near(place, in: layoutManager.storage, reach: reach)
            }
            if runs[run].end < origin {
                run += 1
                runs.insert(Run(from: origin), at: run)
            }
        }
        while runs[run].end <= offset && !runs[run].pagination.isFinished { extendRun(run) }
        // Joining may have merged this run into the one before.
        run = runs.lastIndex { $0.origin <= offset }!
        let local = runs[run].starts.partitionPoint { $0 > offset } - 1
        return base(of: run) + Swift.max(0, local)
    }

    /// The page index holding `offset` when it is numbered for sure, found without laying
    /// anything out; nil otherwise.
    public func number(containing offset: Int) -> Int? {
        let first = runs[0]
        guard offset < first.end || first.pagination.isFinished, !first.starts.isEmpty else { return nil }
        return Swift.max(0, first.starts.partitionPoint { $0 > offset } - 1)
    }

    /// The page after page `index`, laid out if need be; nil after the last page. A remembered
    /// page after it found stale discards the remembered pages: the page after is then the
    /// fresh one after the page holding its start.
    public func pageAfter(_ index: Int) -> Int? {
        if isRemembered && index + 1 < runs[0].starts.count && !confirms(index + 1) {
            let start = range(at: index).lowerBound
            discardRemembered()
            return pageAfter(self.index(containing: start))
        }
        let (run, local) = locate(index)
        if local + 1 < runs[run].starts.count { return index + 1 }
        if runs[run].pagination.isFinished { return nil }
        extendRun(run)
        return index + 1
    }

    /// The page before page `index`, laid out if need be (from the page break before it, or
    /// provisionally from near it); nil before the first page. Pages found before it move its
    /// index: the page before is given in the new numbering.
    public func pageBefore(_ index: Int) -> Int? {
        if isRemembered && index > 0 && !confirms(index - 1) {
            let start = range(at: index).lowerBound
            discardRemembered()
            return pageBefore(self.index(containing: start))
        }
        let (run, local) = locate(index)
        if local > 0 { return index - 1 }
        guard run > 0 else { return nil }
        // A provisional run for the page before starts about a page's text earlier.
        let origin = runs[run].origin
        return find(origin - 1, provisionallyFrom: origin - range(at: index).count)
    }

    /// The run holding page `index`, and the page's place in it; the last run is laid out
    /// further when the index is past it.
    private func locate(_ index: Int) -> (run: Int, local: Int) {
        while index >= foundCount && !runs[runs.count - 1].pagination.isFinished { extendRun(runs.count - 1) }
        var local = index
        for (run, found) in runs.enumerated() {
            if local < found.starts.count { return (run, local) }
            local -= found.starts.count
        }
        preconditionFailure("no page \(index)")
    }

    /// The index of the first page of `run`.
    private func base(of run: Int) -> Int {
        runs[..<run].reduce(0) { $0 + $1.starts.count }
    }

    /// Lays out the next page of `run`; a run that reaches the next one joins it.
    private func extendRun(_ run: Int) {
        pagesLaidOut += 1
        guard let page = layoutManager.nextPage(of: &runs[run].pagination, in: container, decorated: false) else {
            return
        }
        runs[run].starts.append(page.range.lowerBound)
        while run + 1 < runs.count, runs[run].end >= runs[run + 1].origin || runs[run].pagination.isFinished {
            let next = runs.remove(at: run + 1)
            // A run that does not start where the pages before it end is not a full layout's: it goes.
            if runs[run].end == next.origin {
                runs[run].starts += next.starts
                runs[run].pagination = next.pagination
            }
        }
    }
}
