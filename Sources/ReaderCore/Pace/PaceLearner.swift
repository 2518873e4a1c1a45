/// Learns the reader's pace from the pages they turn forward: the characters of a page and the
/// seconds it was shown count once the page that follows it is shown. A page left by a jump
/// (go-to, search, contents, the last page) or by going back counts nothing; nor does one shown
/// longer than ``idleLimit`` (the reader was away: its time and characters are both left out,
/// since a capped time would make the pace too fast) or shorter than ``repeatLimit`` (a key held
/// down, not a page read).
public struct PaceLearner: Sendable {
    /// Seconds after which a page counts as left idle.
    public static let idleLimit = 300.0
    /// Seconds under which a page counts as skipped.
    public static let repeatLimit = 0.5

    /// A page turned forward and counted.
    public struct Turn: Hashable, Sendable {
        public var characters: Int
        public var seconds: Double
    }

    /// Every turn counted: those learnt before, then this session's.
    public private(set) var sums: PaceSums
    /// This session's turns in the layout shown, a page counting as one character: the rate in
    /// pages. Started again when the layout changes.
    private var pageSums = PaceSums()
    /// The layout the pages of `pageSums` were turned in.
    private var layout: String?
    /// The pages on screen, how many, and when they were first shown, in seconds of any steady
    /// clock.
    private var shown: (range: Range<Int>, pages: Int, since: Double)?

    /// Goes on from what was learnt `earlier`.
    public init(earlier: PaceSums = PaceSums()) {
        sums = earlier
    }

    /// The pace learnt so far, with the rate in pages once this session's turns in the layout
    /// shown are enough.
    public var pace: ReadingPace {
        var pace = sums.pace
        if pageSums.pace.isLearnt { pace.secondsPerPage = pageSums.seconds / pageSums.characters }
        return pace
    }

    /// Records that `range`, `pages` pages of `layout`, is on screen at `time`; returns the
    /// turn counted when the pages before were turned forward and read, else nil. The same
    /// range again changes nothing. A book of pictures (`countsCharacters` false) teaches the
    /// rate in pages only: its few characters would make the pace in characters crawl.
    public mutating func show(
        _ range: Range<Int>?, pages: Int = 1, layout: String? = nil, countsCharacters: Bool = true, at time: Double
    ) -> Turn? {
        if layout != self.layout { (pageSums, self.layout) = (PaceSums(), layout) }
        guard range != shown?.range else { return nil }
        defer { shown = range.map { ($0, pages, time) } }
        guard let range, let before = shown, range.lowerBound == before.range.upperBound else { return nil }
        let seconds = time - before.since
        // Each page of a spread may be read for the idle limit.
        guard seconds >= Self.repeatLimit, seconds <= Self.idleLimit * Double(max(1, before.pages)) else { return nil }
        pageSums.add(characters: before.pages, seconds: seconds)
        guard countsCharacters else { return nil }
        let turn = Turn(characters: before.range.count, seconds: seconds)
        sums.add(characters: turn.characters, seconds: turn.seconds)
        return turn
    }
}
