import TextEngine

/// The pages of a book for the text area of the current terminal: the layout manager with the
/// reader's settings and the index of the pages found so far. A class, owned by the session,
/// because finding pages is remembered: every copy of a session shares it. Pages are laid out
/// only by the calls whose names say so (`layOut...`); the other queries answer from the pages
/// already found.
public final class Paginator {
    /// Lays out the book with the reader's settings; a change of them calls for ``discardPages()``.
    public let layoutManager: LayoutManager
    private var index: PageIndex

    /// No pages yet: ``paginate(in:rememberedStarts:checkingAt:)`` finds them.
    init(layoutManager: LayoutManager) {
        self.layoutManager = layoutManager
        index = PageIndex(noPagesFor: layoutManager)
    }

    /// The text area the pages are laid out in.
    public var container: TextContainer { index.container }
    /// Whether every page of the book has been found.
    public var isComplete: Bool { index.isComplete }
    /// Whether pages are still to be found or checked: work for ``layOutMorePages(_:)``.
    public var hasWorkLeft: Bool { index.hasWorkLeft }
    /// The pages found so far.
    public var foundCount: Int { index.foundCount }
    /// The pages laid out for the current size so far: how much work finding them took.
    package var pagesLaidOut: Int { index.pagesLaidOut }
    /// The start of every page, once all are found.
    public var allStarts: [Int]? { index.allStarts }
    /// Whether the pages were remembered from an earlier layout, not found.
    public var isRemembered: Bool { index.isRemembered }

    /// Whether page `page` is numbered for sure: found from the book's start.
    public func isNumbered(_ page: Int) -> Bool { index.isNumbered(page) }

    /// The page number holding `offset` when it is numbered for sure, without laying anything out.
    public func number(containing offset: Int) -> Int? { index.number(containing: offset) }

    /// The storage range of a found page.
    public func range(ofPage page: Int) -> Range<Int> { index.range(at: page) }

    /// Page `page`, its lines laid out (the few asked for last are kept).
    public func layOutPage(at page: Int) -> Page { index[page] }

    /// The index of the page holding `offset`, laying out the pages from the page break before it.
    public func layOutPage(containing offset: Int) -> Int { index.index(containing: offset) }

    /// The page after `page`, laid out if need be; nil after the last.
    public func layOutPage(after page: Int) -> Int? { index.pageAfter(page) }

    /// The page before `page`, laid out if need be; nil before the first.
    public func layOutPage(before page: Int) -> Int? { index.pageBefore(page) }

    /// Finds the pages from the book's start through `page`; whether the book has that page.
    public func layOutPages(through page: Int) -> Bool { index.contains(page) }

    /// Finds at most `count` more pages from the book's start toward `page`: whether the book has
    /// that page, nil while the pages found do not reach it.
    public func layOutPages(through page: Int, atMost count: Int) -> Bool? {
        for _ in 0..<count where !index.isNumbered(page) && !index.isComplete { index.extend(pages: 1) }
        return index.isNumbered(page) ? true : index.isComplete ? false : nil
    }

    /// Finds (or checks) up to `count` more pages from the book's start on; whether every page
    /// is now found and no work is left.
    @discardableResult
    public func layOutMorePages(_ count: Int) -> Bool { index.extend(pages: count) }

    /// Finds every page of the book; returns how many there are.
    public func layOutAllPages() -> Int { index.count }

    /// Makes the pages those of `container`: the remembered starts when they pass a check at
    /// the page holding `anchor`, else found afresh.
    func paginate(in container: TextContainer, rememberedStarts starts: [Int]?, checkingAt anchor: Int) {
        if let starts,
            let remembered = PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: starts),
            remembered.verifies(pageAt: remembered.index(containing: anchor))
        {
            index = remembered
        } else {
            index = PageIndex(layoutManager: layoutManager, container: container)
        }
    }

    /// Forgets the pages, after a change of the layout manager's settings.
    func discardPages() {
        index = PageIndex(noPagesFor: layoutManager)
    }
}
