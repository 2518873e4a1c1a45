/// Typesets a storage into pages: fills one text container after another until every
/// grapheme of the storage is laid out (the loop of TextKit's horizontal reader). A facade over
/// the passes in `Passes/`: paragraph resolution, page composition, table rows, page rules,
/// frame decoration and line alignment.
@dynamicMemberLookup
public final class LayoutManager {
    public let storage: TextStorage
    /// The segmenter of the pages of text that states no writing mode (as `isVertical` says);
    /// `segmenter(for:)` gives each page's.
    public var segmenter: TextSegmenter { modeLayout(options.writingMode(stated: nil)).segmenter }
    private let horizontal: ModeLayout
    /// The parts that lay out vertical pages, made when the first one is laid out.
    private var vertical: ModeLayout?
    private let hyphenators: HyphenatorCache
    /// How the storage is laid out. Each of its settings reads and writes as a property of the
    /// manager too (`layoutManager.hidesRuby = true`).
    public var options: LayoutOptions {
        didSet {
            guard options != oldValue else { return }
            apply(options, findingReadings: options.hidesRuby != oldValue.hidesRuby)
        }
    }
    /// The most hyphenated lines one after another.
    public static let longestHyphenatedRun = 2
    /// Whether some text was laid out without the hyphenation patterns still loading for it.
    public var isProvisional: Bool { hyphenators.isProvisional }

    /// Whether body text is set justified: as `options.bodyTextJustification` says, or else as
    /// the book's styles set most of it (counted in code units).
    public var justifiesBodyText: Bool { options.bodyTextJustification ?? stylesJustifyBodyText }

    private lazy var stylesJustifyBodyText: Bool = {
        var justified = 0
        let runs = storage.paragraphStyleRuns
        // Text before the first run has the default style: body text, ragged.
        var ragged = runs.first?.location ?? storage.length
        for (index, run) in runs.enumerated() where run.style.isBodyText {
            let length = storage.endOfParagraphStyleRun(index) - run.location
            if run.style.alignment == .justified { justified += length } else { ragged += length }
        }
        return justified > ragged
    }()

    /// A layout manager for `storage`, laying it out as `options` say.
    public init(storage: TextStorage, options: LayoutOptions = LayoutOptions()) {
        self.storage = storage
        hyphenators = HyphenatorCache(storage: storage)
        horizontal = ModeLayout(storage: storage, hyphenators: hyphenators, vertical: false)
        self.options = options
        apply(options, findingReadings: true)
    }

    /// One setting of `options`, read or written.
    public subscript<Value>(dynamicMember setting: WritableKeyPath<LayoutOptions, Value>) -> Value {
        get { options[keyPath: setting] }
        set { options[keyPath: setting] = newValue }
    }

    /// Hands `options` to the parts that read them, for each writing mode.
    private func apply(_ options: LayoutOptions, findingReadings: Bool) {
        hyphenators.waits = options.waitsForHyphenationPatterns
        horizontal.apply(options, findingReadings: findingReadings)
        vertical?.apply(options, findingReadings: findingReadings)
    }

    /// The parts that lay out pages of `mode`.
    func modeLayout(_ mode: WritingMode) -> ModeLayout {
        guard mode.isVertical else { return horizontal }
        if let vertical { return vertical }
        let made = ModeLayout(storage: storage, hyphenators: hyphenators, vertical: true)
        made.apply(options, findingReadings: true)
        vertical = made
        return made
    }

    /// The segmenter that measures the text of `page` as its lines run: the one to place,
    /// draw and hit-test its glyphs with.
    public func segmenter(for page: Page) -> TextSegmenter {
        modeLayout(page.writingMode).segmenter
    }

    /// Whether hyphenation patterns the layout did not wait for have loaded since it last
    /// asked: pages laid out before should be laid out again. True once for each arrival.
    public func hyphenationPatternsArrived() -> Bool {
        hyphenators.patternsArrived()
    }

    /// Lays the whole storage out into containers of one size, handing each page to `body` in
    /// order; always at least one page. Undecorated pages have the same lines and ranges,
    /// without markers and frames.
    public func forEachPage(in container: TextContainer, decorated: Bool = true, _ body: (Page) -> Void) {
        var pagination = Pagination()
        while let page = nextPage(of: &pagination, in: container, decorated: decorated) { body(page) }
    }

    /// How far a pagination has come: the pages of a storage are found one after another, and
    /// finding them can stop and go on later.
    public struct Pagination: Sendable {
        /// Where the next page starts.
        public internal(set) var start: Int
        /// Whether every page up to the storage's end has been handed over.
        public internal(set) var isFinished = false

        /// A pagination from the storage's start, or from a page start of a full layout:
        /// offset 0 or one of the storage's `pageBreaks`.
        public init(from start: Int = 0) {
            self.start = start
        }
    }

    /// The next page of `pagination` in containers of one size, nil once the storage is laid
    /// out; always at least one page. Blank paragraphs after a page belong to it: no page
    /// starts with one, so pages laid out from a page break are those of a full layout.
    public func nextPage(of pagination: inout Pagination, in container: TextContainer, decorated: Bool = true) -> Page?
    {
        guard !pagination.isFinished else { return nil }
        let start = pagination.start
        var page = layoutPage(startingAt: start, in: container, decorated: decorated)
        if page.range.isEmpty {
            // Never reached by the rules above; if it were, skip a paragraph rather than loop.
            page.range =
                start..<min(horizontal.composer.paragraphs.paragraph(containing: start).end + 1, storage.length)
        }
        var end = page.range.upperBound
        while end < storage.length && TextStorage.isParagraphSeparator(storage[end])
            && TextStorage.isParagraphSeparator(storage[end - 1])
        {
            end += 1
        }
        page.range = start..<end
        pagination.start = end
        pagination.isFinished = end >= storage.length
        return page
    }

    /// Version of the layout rules and of the importers' text: pages remembered from another
    /// version are laid out anew. Raise it with any change that moves a page break.
    public static let version = 18

    /// Where the book forces a new page: the starts of non-empty paragraphs whose style breaks
    /// the page before them, outside tables and after some text, and those where the writing
    /// mode the text states changes (`modeBreaks`), in order. Every full layout has a page
    /// starting at each, so the pages after one can be laid out without those before it.
    public private(set) lazy var pageBreaks: [Int] = {
        let stated = styleBreaks()
        let modes = modeBreaks()
        return modes.isEmpty ? stated : Array(Set(stated).union(modes)).sorted()
    }()

    /// The last of the `pageBreaks` at or before `offset`, or 0: where a layout holding
    /// `offset` can start.
    public func pageBreak(atOrBefore offset: Int) -> Int {
        let after = pageBreaks.partitionPoint { $0 > offset }
        return after > 0 ? pageBreaks[after - 1] : 0
    }

    /// Lays out the page that starts at `start` (a line start of an earlier layout): lines are
    /// placed until the page is full, then the rules of a good page may send some back.
    ///
    /// Rules of a good page: a paragraph of three lines or more leaves no single line alone
    /// at the bottom (orphan) or the top (widow) of a page; a paragraph that keeps with the
    /// next (a heading) never ends a page; a framed block gets a border row above and below
    /// on every page it is on. A rule gives way when obeying it would leave the page empty.
    /// A page is set in the writing mode its first paragraph states, as `options` resolve it
    /// (`Page.writingMode`); `container` is the page's text area, turned for a vertical page
    /// (`VerticalLayout.container`).
    public func layoutPage(startingAt start: Int, in container: TextContainer, decorated: Bool = true) -> Page {
        let stated = statedMode(ofPageAt: start)
        let mode = options.writingMode(stated: stated)
        let turned =
            mode.isVertical ? VerticalLayout.container(width: container.width, height: container.height) : container
        var page = modeLayout(mode).composer.layoutPage(
            startingAt: start, in: turned, decorated: decorated, stated: stated)
        page.writingMode = mode
        return page
    }
}
