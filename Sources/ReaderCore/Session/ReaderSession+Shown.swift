import Formats
import TextEngine

/// What the screen shows: the pages on it, where they are in the book. Each of these may lay
/// out the pages around the reader's place, so each is a call.
extension ReaderSession {
    /// What the keys act on now.
    public var mode: ReaderMode { overlay?.mode ?? .reading }

    /// Index of the first page on screen: the page holding the anchor, or in a two-page spread
    /// the even index before it, so that spreads are pages 1-2, 3-4... like an open book.
    public func currentPage() -> Int {
        guard geometry != nil, paginator.layOutPages(through: 0) else { return 0 }
        return spreadStart(of: paginator.layOutPage(containing: anchor))
    }

    /// The pages on screen.
    public func visiblePages() -> Range<Int> {
        guard let geometry, paginator.layOutPages(through: 0) else { return 0..<0 }
        let first = currentPage()
        var end = first + 1
        while end < first + geometry.pagesPerSpread, let next = paginator.layOutPage(after: end - 1) { end = next + 1 }
        return first..<end
    }

    /// The first page of the spread that shows page `index`: pages pair up as 1-2, 3-4...;
    /// a page not yet numbered for sure opens its spread.
    func spreadStart(of index: Int) -> Int {
        let perSpread = geometry?.pagesPerSpread ?? 1
        return paginator.isNumbered(index) ? index - index % perSpread : index
    }

    /// The storage range of the pages on screen.
    public func shownRange() -> Range<Int>? {
        range(ofPages: visiblePages())
    }

    /// The storage range of the pages `visible`, as `visiblePages()` gave them.
    public func range(ofPages visible: Range<Int>) -> Range<Int>? {
        guard let first = visible.first, let last = visible.last else { return nil }
        return paginator.range(ofPage: first).lowerBound..<paginator.range(ofPage: last).upperBound
    }

    /// How far into the book the first page on screen begins, 0-100: the share of the
    /// storage before its first character, so the first page is 0 %. In a book that says where
    /// its body is, the share of the body, and 100 % from the page that shows the body's end.
    public func percentRead() -> Int {
        guard let shown = shownRange() else { return 0 }
        guard let body = book.body else {
            let length = book.storage.length
            return length > 0 ? shown.lowerBound * 100 / length : 0
        }
        if shown.upperBound >= body.upperBound { return 100 }
        return min(max(0, (shown.lowerBound - body.lowerBound) * 100 / body.count), 100)
    }

    /// The page number holding a storage offset, for the table of contents; nil while the
    /// pages before it are still being found.
    public func pageNumber(of offset: Int) -> Int? {
        paginator.number(containing: offset).map { $0 + 1 }
    }

    /// The page number holding `offset` as a list shows it: "…" while it is being counted.
    package func pageNumberLabel(of offset: Int) -> String {
        pageNumber(of: offset).map(String.init) ?? "…"
    }

    /// The printed book's page holding the first character shown (the first page marked on
    /// screen when the text shown begins before any); nil for books without page labels.
    public func printPage() -> PageLabel? {
        guard let first = book.pageLabels.first, let shown = shownRange() else { return nil }
        return book.pageLabel(holding: shown.lowerBound) ?? (first.offset < shown.upperBound ? first : nil)
    }

    /// The chapter of the pages on screen: the last one that starts on them or before.
    public func currentChapter() -> Chapter? {
        currentChapterIndex().map { book.chapters[$0] }
    }

    /// The index in the book's chapters of the chapter of the pages on screen.
    public func currentChapterIndex() -> Int? {
        guard let shown = shownRange() else { return nil }
        return book.chapters.lastIndex { $0.offset < shown.upperBound || $0.offset <= shown.lowerBound }
    }

    /// The chapter holding `offset`, if the book has chapters.
    public func chapter(holding offset: Int) -> Chapter? {
        book.chapters.last { $0.offset <= offset }
    }

    /// Whether the pages were laid out without hyphenation patterns still loading: they are
    /// laid out again once the patterns are there, and are not worth remembering till then.
    public var isProvisional: Bool { layoutManager.isProvisional }

    /// Lays the pages out again when hyphenation patterns the layout did not wait for have
    /// loaded; true when it did, and the pages on screen may have changed.
    public mutating func hyphenationPatternsArrived() -> Bool {
        guard layoutManager.hyphenationPatternsArrived() else { return false }
        relayout()
        return true
    }
}
