/// How a paragraph sits on the page, in cells and rows (TextKit's NSParagraphStyle).
public struct ParagraphStyle: Hashable, Sendable {
    /// Where a paragraph's lines stand between its indents. Start and end are sides of the
    /// paragraph's direction; left and right (CSS `left`, `right`) are sides of the page, kept
    /// as said until the layout knows the paragraph's direction and resolves them
    /// (`logical(in:)`).
    public enum Alignment: Hashable, Sendable {
        /// Lines start at the head indent: the left edge in left-to-right text, the right one in
        /// right-to-left text.
        case start
        case center
        /// Lines end at the tail indent: the right edge in left-to-right text, the left one in
        /// right-to-left text.
        case end
        case justified
        /// Lines stand at the left edge, whatever the paragraph's direction.
        case left
        /// Lines stand at the right edge, whatever the paragraph's direction.
        case right

        /// The alignment as a side of `direction` (a direction not yet known reads left to
        /// right): left and right become start or end, others stay as they are.
        public func logical(in direction: WritingDirection) -> Alignment {
            switch self {
            case .left: direction == .rightToLeft ? .end : .start
            case .right: direction == .rightToLeft ? .start : .end
            case .start, .center, .end, .justified: self
            }
        }
    }

    public var alignment: Alignment = .start
    /// The alignment of the paragraph's last line and of a line ending in a forced break (CSS
    /// `text-align-last`); nil (`auto`) for `alignment`, or start where that is justified.
    public var lastLineAlignment: Alignment?
    /// The paragraph's base direction; the start edge is the right one in right-to-left text,
    /// where indents, list markers and alignment are mirrored.
    public var writingDirection = WritingDirection.natural
    /// Indent of the paragraph's first line from the container's start edge (left in
    /// left-to-right text), in cells.
    public var firstLineHeadIndent = 0
    /// Indent of every other line from the start edge, in cells.
    public var headIndent = 0
    /// Cells kept free at the end edge (right in left-to-right text).
    public var tailIndent = 0
    /// A share of the container's width, in percent, added to both head indents (a CSS
    /// margin in %), so that it shrinks and grows with the page.
    public var headIndentPercent = 0
    /// A share of the container's width, in percent, added to the tail indent.
    public var tailIndentPercent = 0
    /// Blank rows above the paragraph (dropped at the top of a page).
    public var spacingBefore = 0
    /// Blank rows below the paragraph.
    public var spacingAfter = 0
    /// Blank rows between the paragraph's lines.
    public var lineSpacing = 0
    /// The paragraph starts a new page.
    public var pageBreakBefore = false
    /// The paragraph stays on the page of the one that follows it (headings).
    public var keepWithNext = false
    /// Rounded frames around the paragraph, one inside another (a quotation in a quotation);
    /// 0 for none. Each follows its lines' edges, adjacent paragraphs share their frames, and
    /// indents must leave two cells on each side for each.
    public var frameDepth = 0
    /// The paragraph is drawn inside at least one frame.
    public var framed: Bool {
        get { frameDepth > 0 }
        set { frameDepth = newValue ? max(frameDepth, 1) : 0 }
    }
    /// The marker of a list item ("•", "3."), drawn by the layout manager right-aligned in
    /// the cells before `headIndent` on the item's first line, two cells from the text at the
    /// least (so a bullet stands where "1." does); never part of the text.
    public var listMarker: String?
    /// The table cell the paragraph is in, if any.
    public var tableCell: TableCell?

    public init() {}

    /// Running text: aligned to the start edge or justified, outside lists and frames, and not
    /// a heading (which keeps with the next paragraph). The reader's choice of justified or
    /// ragged-right text applies to it alone.
    public var isBodyText: Bool {
        let alignment = alignment.logical(in: writingDirection)
        return (alignment == .start || alignment == .justified) && !framed && listMarker == nil && !keepWithNext
    }

    /// The style of every paragraph that has no other.
    public static let `default` = ParagraphStyle()
}

/// The style of the paragraphs starting at or after `location`, up to the next run.
public struct ParagraphStyleRun: Hashable, Sendable {
    public var location: Int
    public var style: ParagraphStyle

    public init(location: Int, style: ParagraphStyle) {
        self.location = location
        self.style = style
    }
}
