extension ParagraphStyle {
    /// A framed block (a quotation, an aside, a figure, a bordered element): which one it is,
    /// so that adjacent blocks get a frame each, and the measure its own lines are set in, as
    /// indents of the page, which the box stands around whatever the lines inside it do.
    public struct Frame: Hashable, Sendable {
        /// Frames nest this deep at most: a paragraph in more is drawn in the outermost.
        public static let deepest = 4

        /// Tells the blocks of a book apart: the paragraphs of one block share its frame.
        public var id: Int
        /// Cells from the start edge to the block's measure.
        public var headIndent: Int
        /// Cells from the end edge to the block's measure.
        public var tailIndent: Int
        /// Shares of the container's width, in percent, added to the indents (CSS margins in %).
        public var headIndentPercent = 0
        public var tailIndentPercent = 0
        /// The block reads right to left: its head indent is on the right. Its paragraphs of
        /// the other direction are set inside the same box.
        public var rightToLeft = false

        public init(id: Int, headIndent: Int = 2, tailIndent: Int = 2) {
            self.id = id
            self.headIndent = headIndent
            self.tailIndent = tailIndent
        }
    }
}
