/// The reading statistics over the page (`I`): the book open and all books, the time left and
/// the pace it is reckoned at, as lines made when it opens.
public struct StatisticsOverlay: Hashable, Sendable {
    /// The lines shown, in order.
    public let lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}
