import Formats
import TextEngine

/// The pager as a state machine: a book, its pages for the current terminal size and the
/// reader's place in it. Actions go in; effects (save the position, save the settings, tell
/// the reader something) come out for the loop to carry out.
///
/// The place is an anchor, a storage offset: the first character of the page the reader
/// turned to. A resize repaginates and shows the page that holds the anchor, so resizing back
/// and forth never drifts.
public struct ReaderSession {
    public let book: Book
    let layoutManager: LayoutManager
    /// Nil while the terminal is too small for a page.
    public private(set) var geometry: PageGeometry?
    public private(set) var pages: PageIndex
    /// The page starts of an earlier layout of the book for a layout key, if remembered.
    private let rememberedPages: (String) -> [Int]?
    /// The storage offset the reader is at.
    public private(set) var anchor: Int
    /// The modes over the page, innermost last; empty while reading.
    public private(set) var overlays: [ReaderMode] = []
    /// The selected entry while the table of contents is open.
    public private(set) var contentsSelection: Int?
    public private(set) var preferences: ReaderPreferences
    /// The line being typed on the status line, while the prompt is open.
    public private(set) var prompt: PromptLine?
    /// The count typed before a key (`250g`), while digits are being typed.
    public private(set) var count: Int?
    /// Where jumps left from, to go back to.
    public private(set) var history = JumpHistory()
    /// The link selected on the pages shown (an index into the book's links).
    public private(set) var linkSelection: Int?
    /// The note open over the page: its storage range, and the page of its box shown.
    public private(set) var note: (range: Range<Int>, page: Int)?
    /// The book's bookmarks: storage offsets of pages, in order.
    public private(set) var bookmarks: [Int]
    /// The selected entry while the bookmarks are listed.
    public private(set) var bookmarkSelection: Int?
    /// The book's pictures, in storage order.
    public let pictureRuns: [AttachmentRun]
    /// The picture viewer, while it is open.
    public private(set) var viewer: PictureViewer?
    /// The last search: its hits, in order, and the one shown.
    public private(set) var search: (phrase: String, hits: [Range<Int>], current: Int)?

    /// `rememberedPages` gives the page starts of an earlier layout for a `pageLayoutKey`, if
    /// any: a book opens at a size seen before without laying out the pages before its place.
    /// `cellSize` is the terminal's cell in pixels, for the shape of pictures. Without
    /// `waitsForHyphenation`, hyphenation patterns that take long to load are loaded meanwhile
    /// (the loop asks ``hyphenationPatternsArrived()`` and lays the pages out again).
    public init(
        book: Book, columns: Int, rows: Int, anchor: Int = 0, preferences: ReaderPreferences = ReaderPreferences(),
        bookmarks: [Int] = [], cellSize: CellSize = .standard, waitsForHyphenation: Bool = true,
        rememberedPages: @escaping (String) -> [Int]? = { _ in nil }
    ) {
        self.book = book
        self.rememberedPages = rememberedPages
        pictureRuns = book.storage.attachmentRuns.filter {
            if case .image = $0.attachment.content { true } else { false }
        }
        self.bookmarks = bookmarks.filter { (0...book.storage.length).contains($0) }.sorted()
        layoutManager = LayoutManager(
            storage: book.storage,
            options: LayoutOptions(
                bodyTextJustification: preferences.justified, hidesRuby: !preferences.showsRuby,
                isVertical: preferences.vertical ?? (book.writingMode == .verticalRightToLeft), cellSize: cellSize,
                waitsForHyphenationPatterns: waitsForHyphenation))
        self.preferences = preferences
        self.anchor = min(max(0, anchor), book.storage.length)
        pages = PageIndex(noPagesFor: layoutManager)
        repaginate(columns: columns, rows: rows)
    }

    /// Index of the first page on screen: the page holding the anchor, or in a two-page spread
    /// the even index before it, so that spreads are pages 1-2, 3-4... like an open book.
    public var currentPage: Int {
        guard geometry != nil, !pages.isEmpty else { return 0 }
        return spreadStart(of: pages.index(containing: anchor))
    }

    /// The pages on screen.
    public var visiblePages: Range<Int> {
        guard let geometry, !pages.isEmpty else { return 0..<0 }
        let first = currentPage
        var end = first + 1
        while end < first + geometry.pagesPerSpread, let next = pages.pageAfter(end - 1) { end = next + 1 }
        return first..<end
    }

    /// What the layout of the pages depends on besides the book: the text area, the settings
    /// that move text and the version of the layout rules; nil while no page fits.
    public var pageLayoutKey: String? {
        geometry.map { pageLayoutKey(for: layoutContainer(for: $0)) }
    }

    private func pageLayoutKey(for container: TextContainer) -> String {
        layoutManager.options.pageKey(
            for: container, justifiesBodyText: layoutManager.justifiesBodyText, hasPictures: !pictureRuns.isEmpty)
    }

    /// How far into the book the first page on screen begins, 0-100: the share of the
    /// storage before its first character, so the first page is 0 %.
    public var percentRead: Int {
        let length = book.storage.length
        guard length > 0, let first = visiblePages.first else { return 0 }
        return pages.range(at: first).lowerBound * 100 / length
    }

    /// Performs an action; returns what the loop must do about it.
    @discardableResult
    public mutating func perform(_ action: ReaderAction) -> [ReaderEffect] {
        let before = (anchor: anchor, preferences: preferences, bookmarks: bookmarks)
        let notice = apply(action)
        var effects: [ReaderEffect] = []
        // Only a page turn moves the anchor: a resize or a new layout keeps it.
        if anchor != before.anchor { effects.append(.savePosition(anchor)) }
        if preferences != before.preferences { effects.append(.saveSettings(preferences.stored)) }
        if bookmarks != before.bookmarks { effects.append(.saveBookmarks(bookmarks)) }
        if let notice { effects.append(.notice(notice)) }
        return effects
    }

    /// Carries out an action; returns what the status line should tell about it.
    private mutating func apply(_ action: ReaderAction) -> String? {
        let step = geometry?.pagesPerSpread ?? 1
        let count = self.count
        if case .countDigit = action {} else { self.count = nil }
        switch action {
        case .nextPage:
            var target = currentPage
            for _ in 0..<step {
                guard let next = pages.pageAfter(target) else { return nil }
                target = next
            }
            turn(toOffset: pages.range(at: target).lowerBound)
        case .previousPage:
            var target = currentPage
            for _ in 0..<step {
                guard let previous = pages.pageBefore(target) else { break }
                target = previous
            }
            turn(toOffset: pages.range(at: target).lowerBound)
        case .firstPage:
            // With a count, like less and vi: that page.
            if let count { return goTo(.page(count)) }
            jump(toOffset: 0)
        case .lastPage:
            jump(toOffset: book.storage.length)
        case .turnLeft, .turnRight:
            return apply((action == .turnLeft) == turnsLeftward ? .nextPage : .previousPage)
        case .resize(let columns, let rows):
            repaginate(columns: columns, rows: rows)
        case .click(let row, let column):
            guard let geometry else { return nil }
            if let picture = pictureOffset(atRow: row, column: column) { return openPicture(from: picture) }
            if let offset = offset(atRow: row, column: column),
                let link = book.links.firstIndex(where: { $0.range.contains(offset) })
            {
                linkSelection = link
                return apply(.followLink)
            }
            if column < geometry.columns / 3 { return apply(.turnLeft) }
            if column >= geometry.columns - geometry.columns / 3 { return apply(.turnRight) }
        case .nextLink, .previousLink:
            let visible = visibleLinks
            guard !visible.isEmpty else { return "No link on this page" }
            let position = linkSelection.flatMap { visible.firstIndex(of: $0) }
            let step = action == .nextLink ? 1 : visible.count - 1
            linkSelection =
                visible[position.map { ($0 + step) % visible.count } ?? (action == .nextLink ? 0 : visible.count - 1)]
        case .followLink:
            guard let index = linkSelection, visibleLinks.contains(index) else {
                return shownRange.map { shown in pictureRuns.contains { shown.contains($0.location) } } == true
                    ? openPicture(from: nil) : "No link selected: Tab selects one"
            }
            let link = book.links[index]
            if let target = link.target {
                if link.isNote {
                    note = (noteRange(at: target), 0)
                    overlays.append(.note)
                } else {
                    jump(toOffset: target)
                }
            } else if let url = link.url {
                return "Link to \(url) (not opened)"
            } else {
                return "The link goes nowhere in this book"
            }
        case .scrollNote(let delta):
            if let open = note { note?.page = max(0, open.page + delta) }
        case .closeNote:
            note = nil
            overlays.removeAll { $0 == .note }
        case .toggleBookmark:
            let shown = shownRange ?? pages.range(at: currentPage)
            if let here = bookmarks.firstIndex(where: { shown.contains($0) }) {
                bookmarks.remove(at: here)
                return "Bookmark taken away"
            }
            bookmarks.append(shown.lowerBound)
            bookmarks.sort()
            return "Bookmarked: B lists the bookmarks"
        case .toggleBookmarks:
            if mode == .bookmarks {
                closeBookmarks()
            } else if bookmarks.isEmpty {
                return "No bookmarks yet: m sets one"
            } else {
                overlays.append(.bookmarks)
                bookmarkSelection = 0
            }
        case .moveBookmarkSelection(let delta):
            if let selection = bookmarkSelection {
                bookmarkSelection = min(max(0, selection + delta), bookmarks.count - 1)
            }
        case .openSelectedBookmark:
            guard let selection = bookmarkSelection else { return nil }
            closeBookmarks()
            jump(toOffset: bookmarks[selection])
        case .deleteSelectedBookmark:
            guard let selection = bookmarkSelection else { return nil }
            bookmarks.remove(at: selection)
            if bookmarks.isEmpty { closeBookmarks() } else { bookmarkSelection = min(selection, bookmarks.count - 1) }
            return "Bookmark deleted"
        case .toggleHelp:
            if mode == .help { overlays.removeAll { $0 == .help } } else { overlays.append(.help) }
        case .toggleContents:
            if mode == .contents {
                closeContents()
            } else if !book.chapters.isEmpty {
                overlays.append(.contents)
                contentsSelection = currentChapterIndex ?? 0
            } else {
                return "This book has no chapters to list"
            }
        case .moveContentsSelection(let delta):
            if let selection = contentsSelection {
                contentsSelection = min(max(0, selection + delta), book.chapters.count - 1)
            }
        case .toggleJustification:
            // The opposite of what the page shows, whatever the book's styles say.
            let justified = !layoutManager.justifiesBodyText
            preferences.justified = justified
            layoutManager.bodyTextJustification = justified
            relayout()
            return justified ? "Justified and hyphenated" : "Ragged right"
        case .toggleRuby:
            guard !HiddenText(runsOf: .ruby, in: book.storage).isEmpty else {
                return "This book has no readings (ruby)"
            }
            preferences.showsRuby.toggle()
            layoutManager.hidesRuby = !preferences.showsRuby
            relayout()
            return preferences.showsRuby ? "Readings shown" : "Readings hidden"
        case .toggleVertical:
            guard isVertical || VerticalLayout.suits(book.storage) else {
                return "Only Chinese, Japanese or Korean text can be set vertically"
            }
            preferences.book = book.fingerprint
            preferences.vertical = !isVertical
            layoutManager.isVertical = !isVertical
            relayout()
            return isVertical ? "Set vertically: ← turns to the next page" : "Set horizontally"
        case .openPrompt(let purpose):
            prompt = PromptLine(purpose)
            overlays.append(.prompt)
        case .editPrompt(let edit):
            prompt?.apply(edit)
        case .cancelPrompt:
            closePrompt()
        case .submitPrompt:
            guard let line = prompt else { return nil }
            closePrompt()
            switch line.purpose {
            case .goTo:
                guard !line.text.isEmpty else { return nil }
                guard let target = GoToTarget(line.text) else { return GoToError.unreadable(line.text).description }
                return goTo(target)
            case .search:
                guard !line.text.isEmpty else { return nil }
                return find(line.text)
            }
        case .nextHit, .previousHit:
            guard let found = search, !found.hits.isEmpty else { return "No search yet: / searches" }
            let forward = action == .nextHit
            let next = (found.current + (forward ? 1 : -1) + found.hits.count) % found.hits.count
            search?.current = next
            showHit(next)
            let wrapped = forward ? next == 0 : next == found.hits.count - 1
            return hitNotice()
                + (wrapped && found.hits.count > 1 ? (forward ? ", from the start" : ", from the end") : "")
        case .countDigit(let digit):
            self.count = min((count ?? 0) * 10 + digit, 10_000_000)
        case .openPicture:
            return openPicture(from: nil)
        case .viewPicture(let move):
            return viewer?.perform(move, pictureCount: pictureRuns.count)
        case .closePicture:
            viewer = nil
            overlays.removeAll { $0 == .viewer }
        case .goBack:
            guard let place = history.goBack(from: anchor) else { return "Nothing to go back to" }
            turn(toOffset: place)
        case .goForward:
            guard let place = history.goForward(from: anchor) else { return "Nothing to go forward to" }
            turn(toOffset: place)
        case .widenMeasure, .narrowMeasure:
            return changeMeasure(widen: action == .widenMeasure)
        case .openSelectedChapter:
            guard let selection = contentsSelection else { return nil }
            closeContents()
            jump(toOffset: book.chapters[selection].offset)
        }
        return nil
    }

    /// Widens the measure from the one chosen, or narrows it from the one shown (which a narrow
    /// terminal may hold below the one chosen), so that the page changes; when it cannot, says why.
    private mutating func changeMeasure(widen: Bool) -> String? {
        guard let shown = geometry?.container.width else { return nil }
        let step = ReaderPreferences.measureStep
        preferences = ReaderPreferences(
            justified: preferences.justified, measure: widen ? preferences.measure + step : shown - step,
            showsRuby: preferences.showsRuby, vertical: preferences.vertical, book: preferences.book)
        if let geometry { repaginate(columns: geometry.columns, rows: geometry.rows) }
        guard let now = geometry?.container.width, now == shown else {
            return "Measure \(preferences.measure) cells"
        }
        if preferences.measure > now { return "Measure \(preferences.measure) cells: the terminal allows \(now)" }
        let limit = widen ? "widest" : "narrowest"
        return "Measure \(now) cells: the \(limit) there is"
    }

    /// The page number holding a storage offset, for the table of contents; nil while the
    /// pages before it are still being found.
    public func pageNumber(of offset: Int) -> Int? {
        pages.number(containing: offset).map { $0 + 1 }
    }

    /// The page number holding `offset` as a list shows it: "…" while it is being counted.
    func pageNumberLabel(of offset: Int) -> String {
        pageNumber(of: offset).map(String.init) ?? "…"
    }

    /// The storage range of the pages on screen.
    public var shownRange: Range<Int>? {
        guard let first = visiblePages.first, let last = visiblePages.last else { return nil }
        return pages.range(at: first).lowerBound..<pages.range(at: last).upperBound
    }

    /// The printed book's page holding the first character shown (the first page marked on
    /// screen when the text shown begins before any); nil for books without page labels.
    public var printPage: PageLabel? {
        let labels = book.pageLabels
        guard !labels.isEmpty, let shown = shownRange else { return nil }
        // The first label past the start: a book may mark thousands.
        let after = labels.partitionPoint { $0.offset > shown.lowerBound }
        if after > 0 { return labels[after - 1] }
        return labels[0].offset < shown.upperBound ? labels[0] : nil
    }

    /// The chapter of the pages on screen: the last one that starts on them or before.
    public var currentChapter: Chapter? {
        currentChapterIndex.map { book.chapters[$0] }
    }

    private var currentChapterIndex: Int? {
        guard let shown = shownRange else { return nil }
        return book.chapters.lastIndex { $0.offset < shown.upperBound || $0.offset <= shown.lowerBound }
    }

    /// What the keys act on now.
    public var mode: ReaderMode { overlays.last ?? .reading }

    /// Searches the book for `phrase` from the page shown on, and shows the first hit.
    private mutating func find(_ phrase: String) -> String {
        let hits = TextSearch.hits(of: phrase, in: book.storage)
        guard !hits.isEmpty else {
            search = nil
            return "Not found: \(phrase)"
        }
        let here = pages.range(at: currentPage).lowerBound
        let first = hits.firstIndex { $0.lowerBound >= here }
        search = (phrase, hits, first ?? 0)
        showHit(first ?? 0)
        return hitNotice() + (first == nil ? ", from the start" : "")
    }

    /// Shows the page of hit `index` as a jump.
    private mutating func showHit(_ index: Int) {
        guard let hits = search?.hits, hits.indices.contains(index) else { return }
        if shownRange.map({ !$0.contains(hits[index].lowerBound) }) ?? true { jump(toOffset: hits[index].lowerBound) }
    }

    private func hitNotice() -> String {
        guard let search else { return "" }
        return "hit \(search.current + 1)/\(search.hits.count)"
            + (search.hits.count == TextSearch.maximumHits ? "+" : "")
    }

    /// The hits of the search on the pages shown, and which of them is the current one.
    public var visibleHits: (hits: [Range<Int>], current: Range<Int>?) {
        guard let search, let shown = shownRange else { return ([], nil) }
        let first = search.hits.partitionPoint { $0.upperBound > shown.lowerBound }
        let hits = search.hits[first...].prefix { $0.lowerBound < shown.upperBound }
        return (Array(hits), search.hits[search.current])
    }

    /// The storage offset of the glyph drawn at a cell of the screen, if any.
    public func offset(atRow row: Int, column: Int) -> Int? {
        for (rect, index) in zip(pageRects, visiblePages) {
            guard row >= rect.row, row < rect.row + rect.height, column >= rect.column,
                column < rect.column + rect.width
            else { continue }
            if let found = offset(in: pages[index], at: rect, row: row, column: column) { return found }
        }
        return nil
    }

    /// Opens the viewer on the first picture shown from `offset` on (from the first shown when
    /// nil); the reading place stays where it is.
    private mutating func openPicture(from offset: Int?) -> String? {
        guard let shown = shownRange else { return nil }
        let first = pictureRuns.partitionPoint { $0.location >= (offset ?? shown.lowerBound) }
        guard first < pictureRuns.count, pictureRuns[first].location < shown.upperBound else {
            return "No picture on this page"
        }
        viewer = PictureViewer(index: first)
        overlays.append(.viewer)
        return nil
    }

    /// The picture the viewer shows.
    public var viewedPicture: Picture? {
        guard let index = viewer?.index, case .image(let picture) = pictureRuns[index].attachment.content else {
            return nil
        }
        return picture
    }

    /// The storage offset of the picture drawn at a cell of the screen, if any.
    private func pictureOffset(atRow row: Int, column: Int) -> Int? {
        for (rect, index) in zip(pageRects, visiblePages) {
            for block in pages[index].blocks {
                let drawn = screenRect(of: block, in: rect)
                if drawn.row <= row && row < drawn.row + drawn.height && drawn.column <= column && column < drawn.right,
                    case .image = block.attachment.content
                {
                    return block.range.lowerBound
                }
            }
        }
        return nil
    }

    /// The links on the pages shown, as indices into the book's links.
    public var visibleLinks: [Int] {
        let links = book.links
        guard !links.isEmpty, let shown = shownRange else { return [] }
        let first = links.partitionPoint { $0.range.upperBound > shown.lowerBound }
        return Array(
            links.indices[first...].prefix { links[$0].range.lowerBound < shown.upperBound }.filter {
                links[$0].range.overlaps(shown)
            })
    }

    /// The text of the note at `offset`: its paragraphs until it has said something (a note
    /// often begins with its number alone), a few at most.
    private func noteRange(at offset: Int) -> Range<Int> {
        let storage = book.storage
        var end = offset
        var paragraphs = 0
        repeat {
            end = min(storage.paragraphEnd(from: end) + 1, storage.length)
            paragraphs += 1
        } while end < storage.length && paragraphs < 4 && end - offset < 40
        // A note is laid out anew for its box at every frame: one of a whole book's length would freeze the reader.
        end = min(end, offset + 20_000)
        return offset..<max(offset, end - (end > offset && TextStorage.isParagraphSeparator(storage[end - 1]) ? 1 : 0))
    }

    private mutating func closeBookmarks() {
        overlays.removeAll { $0 == .bookmarks }
        bookmarkSelection = nil
    }

    /// The chapter holding `offset`, if the book has chapters.
    public func chapter(holding offset: Int) -> Chapter? {
        book.chapters.last { $0.offset <= offset }
    }

    private mutating func closePrompt() {
        overlays.removeAll { $0 == .prompt }
        prompt = nil
    }

    /// Goes to what `target` names, recorded as a jump; says why not when there is no such place.
    private mutating func goTo(_ target: GoToTarget) -> String? {
        let pages = self.pages
        let result = target.offset(
            in: book, pageStart: { pages.contains($0) ? pages.range(at: $0).lowerBound : nil },
            pageCount: { pages.count })
        switch result {
        case .success(let offset):
            jump(toOffset: offset)
            return nil
        case .failure(let error):
            return error.description
        }
    }

    /// Turns to the page holding `offset` as a jump: going back returns to the page left.
    private mutating func jump(toOffset offset: Int) {
        let left = anchor
        turn(toOffset: offset)
        if anchor != left { history.leave(left) }
    }

    private mutating func closeContents() {
        overlays.removeAll { $0 == .contents }
        contentsSelection = nil
    }

    /// Shows the spread holding the page that holds `offset`; the place becomes that page's
    /// first character. Offsets, not indices, are carried across the lookups: a lookup may lay
    /// out pages that move the indices after them.
    private mutating func turn(toOffset offset: Int) {
        guard geometry != nil, !pages.isEmpty else { return }
        let start = pages.range(at: pages.index(containing: offset)).lowerBound
        let current = currentPage
        guard spreadStart(of: pages.index(containing: start)) != current else { return }
        linkSelection = nil
        anchor = start
    }

    /// The first page of the spread that shows page `index`: pages pair up as 1-2, 3-4...;
    /// a page not yet numbered for sure opens its spread.
    private func spreadStart(of index: Int) -> Int {
        let perSpread = geometry?.pagesPerSpread ?? 1
        return pages.isNumbered(index) ? index - index % perSpread : index
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

    /// Lays the book out again at the same terminal size, after a change of preferences.
    private mutating func relayout() {
        guard let geometry else { return }
        pages = PageIndex(noPagesFor: layoutManager)
        repaginate(columns: geometry.columns, rows: geometry.rows)
    }

    private mutating func repaginate(columns: Int, rows: Int) {
        let newGeometry = PageGeometry(columns: columns, rows: rows, measure: preferences.measure)
        defer { geometry = newGeometry }
        guard let newGeometry else { return }
        let container = layoutContainer(for: newGeometry)
        if container != pages.container || pages.isEmpty {
            pages = pageIndex(for: container)
        }
    }

    /// The pages in `container`: those remembered when they pass a check at the reader's
    /// place, else found afresh.
    private func pageIndex(for container: TextContainer) -> PageIndex {
        if let starts = rememberedPages(pageLayoutKey(for: container)),
            let remembered = PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: starts),
            remembered.verifies(pageAt: remembered.index(containing: anchor))
        {
            return remembered
        }
        return PageIndex(layoutManager: layoutManager, container: container)
    }
}
