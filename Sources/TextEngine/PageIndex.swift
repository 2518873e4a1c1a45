/// The pages of a storage in containers of one size, found as far as they are asked for: where
/// each page starts is kept once found; a page's lines are laid out again when it is asked for
/// (the few asked last are kept). A book of a hundred thousand pages so holds a hundred
/// thousand offsets, not every line of it, and its first page needs none of the others.
///
/// Pages are found in order from the start of the storage, so they are exactly the pages of a
/// full layout. What needs them all (`count`, `endIndex`) lays the rest out first; `extend`
/// finds a few more at a time, for a reader that lays out the rest while waiting for keys.
/// Changing the layout manager's preferences invalidates the index: make a new one.
public final class PageIndex: RandomAccessCollection {
    public let layoutManager: LayoutManager
    public let container: TextContainer
    private var starts: [Int] = []
    /// The end of the last page found.
    private var end = 0
    private var pagination = LayoutManager.Pagination()
    /// Whether every page of the storage has been found.
    public private(set) var isComplete = false
    private var recent: [(index: Int, page: Page)] = []
    private static let kept = 4

    /// An index that finds its pages when they are asked for (markers and frames are left for
    /// when a page is drawn).
    public init(layoutManager: LayoutManager, container: TextContainer) {
        self.layoutManager = layoutManager
        self.container = container
    }

    /// An index of no pages, for when no container fits the terminal.
    public init(noPagesFor layoutManager: LayoutManager) {
        self.layoutManager = layoutManager
        container = TextContainer(width: 1, height: 1)
        isComplete = true
    }

    /// Finds up to `count` more pages; returns whether every page is now found.
    @discardableResult
    public func extend(pages count: Int) -> Bool {
        for _ in 0..<count {
            guard !isComplete else { break }
            if let page = layoutManager.nextPage(of: &pagination, in: container, decorated: false) {
                starts.append(page.range.lowerBound)
                end = page.range.upperBound
                isComplete = pagination.isFinished
            } else {
                isComplete = true
            }
        }
        return isComplete
    }

    /// The pages found so far.
    public var foundCount: Int { starts.count }

    /// Whether the storage has a page `index`, found by now.
    public func contains(_ index: Int) -> Bool {
        while index >= starts.count && !isComplete { extend(pages: 1) }
        return index >= 0 && index < starts.count
    }

    public var startIndex: Int { 0 }

    /// The number of pages: every page is found first.
    public var endIndex: Int {
        while !isComplete { extend(pages: 64) }
        return starts.count
    }

    public var isEmpty: Bool { !contains(0) }

    /// The storage range of a page, without laying it out.
    public func range(at index: Int) -> Range<Int> {
        precondition(contains(index), "no page \(index)")
        return starts[index]..<(index + 1 < starts.count ? starts[index + 1] : end)
    }

    public subscript(index: Int) -> Page {
        if let kept = recent.first(where: { $0.index == index }) { return kept.page }
        var page = layoutManager.layoutPage(startingAt: range(at: index).lowerBound, in: container)
        page.range = range(at: index)
        recent.append((index, page))
        if recent.count > Self.kept { recent.removeFirst() }
        return page
    }

    /// The page whose range holds `offset` (the last page for the end of the storage); pages
    /// are found as far as that one.
    public func index(containing offset: Int) -> Int {
        while end <= offset && !isComplete { extend(pages: 1) }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
