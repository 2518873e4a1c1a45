/// How body text paragraphs are told apart, when the reader chooses: as the book's styles say,
/// by a blank row between them, or by an indented first line with no row between them.
public enum ParagraphSpacing: String, Hashable, Sendable, CaseIterable {
    case book
    case spaced
    case indented

    /// The cells an indented paragraph's first line starts in.
    static let indent = 2

    /// `style` of a body text paragraph set as the choice says; other paragraphs keep theirs.
    func apply(to style: inout ParagraphStyle) {
        guard self != .book, style.isBodyText, style.tableCell == nil else { return }
        style.spacingBefore = 0
        style.spacingAfter = self == .spaced ? 1 : 0
        style.firstLineHeadIndent = style.headIndent + (self == .indented ? Self.indent : 0)
    }
}
