/// Something the layout places as a block of cells instead of as text, as TextKit places an
/// `NSTextAttachment`: it stands in the storage as U+FFFC, alone in its paragraph, and the
/// page it lands on lists it with the cells it was given.
public struct Attachment: Hashable, Sendable {
    /// What the block shows.
    public enum Content: Hashable, Sendable {
        /// A thematic break (HTML's `hr`, Markdown's `---`), drawn as a centred `* * *`.
        case rule
        /// A picture, scaled to the line.
        case image(Picture)
    }

    public var content: Content

    public init(_ content: Content) {
        self.content = content
    }

    /// The cells the block asks for on a line `width` cells wide, with at most `maxRows` rows
    /// for it, in cells of `cell` pixels: columns and rows; a picture takes at most `share`
    /// percent of the width.
    public func size(forWidth width: Int, maxRows: Int, cell: CellSize, share: Int = Picture.widestShare) -> (
        columns: Int, rows: Int
    ) {
        switch content {
        case .rule: (min(5, width), 1)
        case .image(let picture): picture.size(forWidth: width, maxRows: maxRows, cell: cell, share: share)
        }
    }
}

/// The attachment at `location`, a U+FFFC of the storage.
public struct AttachmentRun: Hashable, Sendable {
    public var location: Int
    public var attachment: Attachment

    public init(location: Int, attachment: Attachment) {
        self.location = location
        self.attachment = attachment
    }
}
