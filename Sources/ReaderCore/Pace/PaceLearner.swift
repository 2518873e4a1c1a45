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
    /// The pages on screen and when they were first shown, in seconds of any steady clock.
    private var shown: (range: Range<Int>, since: Double)?

    /// Goes on from what was learnt `earlier`.
    public init(earlier: PaceSums = PaceSums()) {
        sums = earlier
    }

    /// The pace learnt so far.
    public var pace: ReadingPace { sums.pace }

    /// Records that `range` is on screen at `time`; returns the turn counted when the pages
    /// before were turned forward and read, else nil. The same range again changes nothing.
    public mutating func show(_ range: Range<Int>?, at time: Double) -> Turn? {
        guard range != shown?.range else { return nil }
        defer { shown = range.map { ($0, time) } }
        guard let range, let before = shown, range.lowerBound == before.range.upperBound else { return nil }
        let seconds = time - before.since
        guard seconds >= Self.repeatLimit, seconds <= Self.idleLimit else { return nil }
        let turn = Turn(characters: before.range.count, seconds: seconds)
        sums.add(characters: turn.characters, seconds: turn.seconds)
        return turn
    }
}
