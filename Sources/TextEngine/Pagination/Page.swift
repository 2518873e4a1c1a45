/// What one text container holds: a contiguous range of the storage, its line fragments and
/// the attachments placed as blocks. The pages of a layout cover the storage from its start to
/// its end without gap or overlap.
public struct Page: Hashable, Sendable {
    public var range: Range<Int>
    public var lines: [LineFragment]
    /// What the layout draws besides the text: list markers, table rules and frames.
    public var decorations: [Decoration]
    public var blocks: [PlacedBlock]
    /// How its lines run: a vertical page's lines are columns (`VerticalLayout`), its rows and
    /// columns those of the page turned.
    public var writingMode = WritingMode.horizontal

    public init(range: Range<Int>, lines: [LineFragment], decorations: [Decoration] = [], blocks: [PlacedBlock] = []) {
        self.range = range
        self.lines = lines
        self.decorations = decorations
        self.blocks = blocks
    }
}
