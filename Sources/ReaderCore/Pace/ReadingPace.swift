/// How fast the reader reads, in characters of the book a minute: learnt from their own
/// reading once there is enough of it, else a common speed.
public struct ReadingPace: Hashable, Sendable {
    public var charactersPerMinute: Double
    /// Whether the pace was learnt from the reader's own reading; false for the common speed.
    public var isLearnt: Bool
    /// The seconds a page of the layout shown takes, once this session has turned enough of
    /// them: the time left is then the pages left at that rate, as a reader turning pages
    /// steadily expects, whatever each page holds.
    public var secondsPerPage: Double?

    public init(charactersPerMinute: Double, isLearnt: Bool, secondsPerPage: Double? = nil) {
        self.charactersPerMinute = charactersPerMinute
        self.isLearnt = isLearnt
        self.secondsPerPage = secondsPerPage
    }

    /// About 250 words a minute of English prose, as the estimate before any reading is known.
    public static let common = ReadingPace(charactersPerMinute: 1_500, isLearnt: false)

    /// The minutes `characters` take at this pace, rounded up.
    public func minutes(for characters: Int) -> Int {
        guard characters > 0, charactersPerMinute > 0 else { return 0 }
        return Int((Double(characters) / charactersPerMinute).rounded(.up))
    }
}
