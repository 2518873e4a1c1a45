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
    /// The pages for the current terminal size. A reference: copies of the session share it.
    public let paginator: Paginator
    /// Nil while the terminal is too small for a page.
    public private(set) var geometry: PageGeometry?
    /// The page starts of an earlier layout of the book for a layout key, if remembered.
    let rememberedPages: (String) -> [Int]?
    /// The storage offset the reader is at.
    public internal(set) var anchor: Int
    /// What stands over the page, if anything: its keys are read while it is open.
    public internal(set) var overlay: Overlay?
    public internal(set) var preferences: ReaderPreferences
    /// The count typed before a key (`250g`), while digits are being typed.
    public internal(set) var count: Int?
    /// Where jumps left from, to go back to.
    public internal(set) var history = JumpHistory()
    /// The link selected on the pages shown (an index into the book's links).
    public internal(set) var linkSelection: Int?
    /// The book's bookmarks: storage offsets of pages, in order.
    public internal(set) var bookmarks: [Int]
    /// The book's highlights and notes, in storage order.
    public internal(set) var highlights: [Highlight]
    /// Effects an action asks for beyond a change of state (a copy, a look-up), sent with the
    /// action's others by `perform`.
    var outbox: [ReaderEffect] = []
    /// The book's pictures, in storage order.
    public let pictureRuns: [AttachmentRun]
    /// The last search: its hits, in order, and the one shown.
    public internal(set) var search: (phrase: String, hits: [Range<Int>], current: Int)?
    /// The search under way, a stretch of the book at a time.
    var searching: PendingSearch?
    /// The phrases searched in this session, most recent first, that ↑ and ↓ recall on `/`.
    public internal(set) var searchHistory: [String] = []
    /// The page number a go-to waits for while the pages up to it are found; any key gives up.
    public internal(set) var awaitedPage: Int?
    /// The note last laid out for its box, for the keys and frames that follow.
    let noteLayouts = NoteLayoutCache()
    /// The book's words and sentences, for the selection's cursor.
    let boundaries: TextBoundaries
    /// Where the mouse's button went down, while it is held.
    var mousePress: MousePress?
    /// How fast the reader reads, for the time left.
    public var pace = ReadingPace.common
    /// What the store keeps of the reading, read when the statistics open; nil when it cannot be read.
    public var statistics: () -> ReadingStatistics? = { nil }

    /// `rememberedPages` gives the page starts of an earlier layout for a `pageLayoutKey`, if
    /// any: a book opens at a size seen before without laying out the pages before its place.
    /// `cellSize` is the terminal's cell in pixels, for the shape of pictures. Without
    /// `waitsForHyphenation`, hyphenation patterns that take long to load are loaded meanwhile
    /// (the loop asks ``hyphenationPatternsArrived()`` and lays the pages out again).
    public init(
        book: Book, columns: Int, rows: Int, anchor: Int = 0, preferences: ReaderPreferences = ReaderPreferences(),
        bookmarks: [Int] = [], highlights: [Highlight] = [], cellSize: CellSize = .standard,
        waitsForHyphenation: Bool = true,
        rememberedPages: @escaping (String) -> [Int]? = { _ in nil }
    ) {
        self.book = book
        boundaries = TextBoundaries(storage: book.storage)
        self.rememberedPages = rememberedPages
        pictureRuns = book.storage.attachmentRuns.filter {
            if case .image = $0.attachment.content { true } else { false }
        }
        self.bookmarks = bookmarks.filter { (0...book.storage.length).contains($0) }.sorted()
        self.highlights = highlights.filter { $0.isLost || $0.range.upperBound <= book.storage.length }.sorted {
            ($0.range.lowerBound, $0.created) < ($1.range.lowerBound, $1.created)
        }
        let options = Self.options(
            for: preferences, of: book,
            from: LayoutOptions(cellSize: cellSize, waitsForHyphenationPatterns: waitsForHyphenation))
        let layoutManager = LayoutManager(storage: book.storage, options: options)
        self.preferences = preferences
        self.preferences.book = preferences.book ?? book.fingerprint
        self.anchor = min(max(0, anchor), book.storage.length)
        paginator = Paginator(layoutManager: layoutManager)
        repaginate(columns: columns, rows: rows)
    }

    /// Lays out the book with the reader's settings.
    package var layoutManager: LayoutManager { paginator.layoutManager }

    /// What the layout of the pages depends on besides the book: the text area, the settings
    /// that move text and the version of the layout rules; nil while no page fits.
    public var pageLayoutKey: String? {
        geometry.map { pageLayoutKey(for: $0.container) }
    }

    private func pageLayoutKey(for container: TextContainer) -> String {
        layoutManager.options.pageKey(
            for: container, justifiesBodyText: layoutManager.justifiesBodyText, hasPictures: !pictureRuns.isEmpty)
    }

    /// Performs an action; returns what the loop must do about it.
    @discardableResult
    public mutating func perform(_ action: ReaderAction) -> [ReaderEffect] {
        let before = (anchor: anchor, preferences: preferences, bookmarks: bookmarks, highlights: highlights)
        let notice = apply(action)
        var effects: [ReaderEffect] = []
        // Only a page turn moves the anchor: a resize or a new layout keeps it.
        if anchor != before.anchor { effects.append(.savePosition(anchor)) }
        if preferences != before.preferences { effects.append(.saveSettings(preferences.stored)) }
        if bookmarks != before.bookmarks { effects.append(.saveBookmarks(bookmarks)) }
        if highlights != before.highlights {
            effects.append(Self.highlightChanges(from: before.highlights, to: highlights))
        }
        effects += outbox
        outbox = []
        if let notice { effects.append(.notice(notice)) }
        return effects
    }

    /// Carries out an action; returns what the status line should tell about it.
    mutating func apply(_ action: ReaderAction) -> String? {
        let count = self.count
        if case .countDigit = action {} else { self.count = nil }
        if action != .goToAwaitedPage { awaitedPage = nil }
        switch action {
        case .contents(let action):
            guard case .contents(var contents) = overlay else { return nil }
            return settle(contents.reduce(action, chapters: book.chapters), with: .contents(contents))
        case .bookmarks(let action):
            guard case .bookmarks(var list) = overlay else { return nil }
            return settle(list.reduce(action, bookmarks: &bookmarks), with: .bookmarks(list))
        case .note(let action):
            guard case .note(var note) = overlay else { return nil }
            return settle(note.reduce(action, in: noteExtent(of: note)), with: .note(note))
        case .prompt(let action):
            guard case .prompt(var line) = overlay else { return nil }
            return settle(line.reduce(action), with: .prompt(line))
        case .help(let action):
            guard case .help(var list) = overlay else { return nil }
            // The list's rows: the screen's less the frame's two.
            return settle(list.reduce(action, visible: (geometry?.rows ?? 3) - 2), with: .help(list))
        case .viewer(let action):
            guard case .viewer(var viewer) = overlay else { return nil }
            return settle(viewer.reduce(action, pictureCount: pictureRuns.count), with: .viewer(viewer))
        case .highlights(let action): return applyHighlightList(action)
        case .noteEditor(let action): return applyNoteEditor(action)
        case .selection(let action):
            return applySelection(action)
        case .useSelection(let use):
            return useSelection(use)
        case .definition(let action):
            return applyDefinition(action)
        case .definitions(let answer):
            return receive(answer)
        default:
            return applyOnPage(action, count: count)
        }
    }

    /// Lays the book out again at the same terminal size, after a change of preferences.
    mutating func relayout() {
        guard let geometry else { return }
        paginator.discardPages()
        repaginate(columns: geometry.columns, rows: geometry.rows)
    }

    /// Fits the pages to a terminal of `columns` by `rows`: those remembered for its layout
    /// when they pass a check at the reader's place, else found afresh.
    mutating func repaginate(columns: Int, rows: Int) {
        let newGeometry = PageGeometry(
            columns: columns, rows: rows, measure: preferences.measure, spread: preferences.spread)
        defer { geometry = newGeometry }
        guard let newGeometry else { return }
        let container = newGeometry.container
        if container != paginator.container || !paginator.layOutPages(through: 0) {
            paginator.paginate(
                in: container, rememberedStarts: rememberedPages(pageLayoutKey(for: container)), checkingAt: anchor)
        }
    }
}
