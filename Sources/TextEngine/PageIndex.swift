/// The pages of a storage in containers of one size, as a collection: where each page starts
/// is found once; a page's lines are laid out again when it is asked for (the few asked last
/// are kept). A book of a hundred thousand pages so holds a hundred thousand offsets, not
/// every line of it. Changing the layout manager's preferences invalidates the index: make a
/// new one.
public final class PageIndex: RandomAccessCollection {
    public let layoutManager: LayoutManager
    public let container: TextContainer
    private let starts: [Int]
    private var recent: [(index: Int, page: Page)] = []
    private static let kept = 4

    /// Lays the storage out once, keeping where each page starts (markers and frames are left
    /// for when a page is asked for).
    public init(layoutManager: LayoutManager, container: TextContainer) {
        self.layoutManager = layoutManager
        self.container = container
        var starts: [Int] = []
        layoutManager.forEachPage(in: container, decorated: false) { starts.append($0.range.lowerBound) }
        self.starts = starts
    }

    /// An index of no pages, for when no container fits the terminal.
    public init(noPagesFor layoutManager: LayoutManager) {
        self.layoutManager = layoutManager
        container = TextContainer(width: 1, height: 1)
        starts = []
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count }

    /// The storage range of a page, without laying it out.
    public func range(at index: Int) -> Range<Int> {
        starts[index]..<(index + 1 < starts.count ? starts[index + 1] : layoutManager.storage.length)
    }

    public subscript(index: Int) -> Page {
        if let kept = recent.first(where: { $0.index == index }) { return kept.page }
        var page = layoutManager.layoutPage(startingAt: starts[index], in: container)
        page.range = range(at: index)
        recent.append((index, page))
        if recent.count > Self.kept { recent.removeFirst() }
        return page
    }

    /// The page whose range holds `offset` (the last page for the end of the storage).
    public func index(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
