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

    /// Whether words may be broken at hyphenation points (CSS `hyphens`).
    public enum Hyphens: Hashable, Sendable {
        /// The book does not say: words break at hyphenation points where lines are justified
        /// (by the book or the reader's choice), and at soft hyphens.
        case unsaid
        /// Never at hyphenation points (`manual`, `none`): a soft hyphen is a character of the
        /// text, after which a line may break as UAX #14 says.
        case manual
        /// At hyphenation points, justified or not.
        case auto

        /// The setting a value of CSS `hyphens` (or `adobe-hyphenate`) names; nil for one not known.
        public init?(keyword: String) {
            switch keyword {
            case "none", "manual", "explicit": self = .manual
            case "auto": self = .auto
            default: return nil
            }
        }

        /// Whether a line breaks words at their hyphenation points, `justified` or not.
        public func breaksWords(justified: Bool) -> Bool {
            self == .auto || self == .unsaid && justified
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
    /// Whether words of the paragraph break at hyphenation points.
    public var hyphens = Hyphens.unsaid
    /// A line of verse: its turnovers hang under it, and it is never spread or hyphenated,
    /// whatever the reader's choice of justified text or the book's alignment says.
    public var isVerse = false
    /// The paragraph starts a new page.
    public var pageBreakBefore = false
    /// The paragraph stays on the page of the one that follows it (headings).
    public var keepWithNext = false
    /// The framed blocks the paragraph is in, outermost first (a quotation in a quotation is
    /// two): each is drawn as one box around all the paragraphs of its block on a page, two
    /// cells outside its measure on each side (a border and a cell of padding).
    public var frames: [Frame] = []
    /// How many frames the paragraph is in.
    public var frameDepth: Int { frames.count }
    /// The paragraph is drawn inside at least one frame.
    public var framed: Bool { !frames.isEmpty }
    /// The marker of a list item ("•", "3."), drawn by the layout manager right-aligned in
    /// the cells before `headIndent` on the item's first line, two cells from the text at the
    /// least (so a bullet stands where "1." does); never part of the text.
    public var listMarker: String?
    /// The table cell the paragraph is in, if any.
    public var tableCell: TableCell?
    /// How its lines run, when the book says (CSS `writing-mode` of its document or block);
    /// nil as the layout sets text that says nothing. A change starts a new page.
    public var writingMode: WritingMode?

    public init() {}

    /// Running text: aligned to the start edge or justified, outside lists and frames, and not
    /// a heading (which keeps with the next paragraph). The reader's choice of justified or
    /// ragged-right text applies to it alone.
    public var isBodyText: Bool {
        let alignment = alignment.logical(in: writingDirection)
        return (alignment == .start || alignment == .justified) && !framed && listMarker == nil && !keepWithNext
            && !isVerse
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
