/// An attachment where the layout put it on a page: the cells it takes, from its top-left cell
/// in the container.
public struct PlacedBlock: Hashable, Sendable {
    public var attachment: Attachment
    /// The U+FFFC it stands for in the storage.
    public var range: Range<Int>
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(attachment: Attachment, range: Range<Int>, row: Int, column: Int, width: Int, height: Int) {
        self.attachment = attachment
        self.range = range
        self.row = row
        self.column = column
        self.width = width
        self.height = height
    }
}
