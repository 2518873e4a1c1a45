/// What one text container holds: a contiguous range of the storage and its line fragments.
/// The pages of a layout cover the storage from its start to its end without gap or overlap.
public struct Page: Hashable, Sendable {
    public var range: Range<Int>
    public var lines: [LineFragment]

    public init(range: Range<Int>, lines: [LineFragment]) {
        self.range = range
        self.lines = lines
    }
}
