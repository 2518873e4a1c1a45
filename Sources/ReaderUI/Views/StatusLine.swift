import Terminal
import TextEngine

/// The status line's composition: segments on its left (title, author, chapter, or a notice)
/// and its right (time left, print page, page, percentage), each with a priority. When the line
/// is too narrow, the lowest is shortened through its shorter forms, cut, or dropped first, so
/// the page, then the chapter, then the time left stay longest.
struct StatusLine {
    enum Side { case left, right }

    /// One piece of the line.
    struct Segment {
        /// What it says, longest form first.
        var forms: [String]
        var side: Side
        /// Higher stays longer.
        var priority: Int
        /// What stands before it when another piece of its side precedes it.
        var separator: String
        /// Whether its shortest form may be cut with an ellipsis rather than dropped.
        var cuttable = false
        /// How many of its shorter forms it takes before any piece of lower priority is cut or
        /// dropped: a long wording yields to the title before the title goes.
        var yieldingForms = 0
        /// Isolated for bidi, in this direction (nil: its first strong character's); nil for
        /// text that needs no isolation.
        var isolation: Bool?? = nil
    }

    /// The segments, in the order the line shows them.
    var segments: [Segment]
    /// The base direction of the left side; nil for its first strong character's.
    var leftIsRightToLeft: Bool?

    /// The fewest cells a cut segment keeps.
    static let shortestCut = 6
    /// The left side's start, the gap between the sides and the right side's end.
    static let padding = 4

    /// The text of each side at `width` columns, isolated pieces joined.
    func composed(width: Int) -> (left: String, right: String) {
        var texts: [String?] = segments.map { $0.forms.first }
        func needed() -> Int {
            texts.indices.reduce(Self.padding) { total, index in
                total + (texts[index].map { TextLine.width(of: $0) } ?? 0)
                    + (texts[index] != nil && hasPiece(before: index, in: texts) ? separatorWidth(index) : 0)
            }
        }
        var forms = segments.map { _ in 0 }
        for index in segments.indices {
            while needed() > width, forms[index] < min(segments[index].yieldingForms, segments[index].forms.count - 1) {
                forms[index] += 1
                texts[index] = segments[index].forms[forms[index]]
            }
        }
        for index in segments.indices.sorted(by: { segments[$0].priority < segments[$1].priority }) {
            let segment = segments[index]
            while needed() > width, forms[index] + 1 < segment.forms.count {
                forms[index] += 1
                texts[index] = segment.forms[forms[index]]
            }
            guard needed() > width else { continue }
            let kept = TextLine.width(of: texts[index] ?? "") - (needed() - width)
            texts[index] = segment.cuttable && kept >= Self.shortestCut ? Self.cut(texts[index] ?? "", to: kept) : nil
        }
        return (join(texts, side: .left), join(texts, side: .right))
    }

    private func separatorWidth(_ index: Int) -> Int {
        TextLine.width(of: segments[index].separator)
    }

    /// Whether a piece of segment `index`'s side is shown before it.
    private func hasPiece(before index: Int, in texts: [String?]) -> Bool {
        segments[..<index].indices.contains { segments[$0].side == segments[index].side && texts[$0] != nil }
    }

    private func join(_ texts: [String?], side: Side) -> String {
        var line = ""
        for (index, segment) in segments.enumerated() where segment.side == side {
            guard let text = texts[index] else { continue }
            if hasPiece(before: index, in: texts) { line += segment.separator }
            line += segment.isolation.map { VisualString.isolated(text, rightToLeft: $0) } ?? text
        }
        return line
    }

    /// `text` cut to `width` cells, its last one an ellipsis.
    static func cut(_ text: String, to width: Int) -> String {
        var kept = ""
        var used = 0
        for character in text {
            let cells = TextLine.width(of: String(character))
            guard used + cells <= width - 1 else { break }
            kept.append(character)
            used += cells
        }
        return kept + "…"
    }

    /// Draws the line on the first row of `rect` in `style`: the left side from its start, the
    /// right side against its end.
    func draw(into screen: inout Screen, in rect: Rect, style: CellStyle, shapesArabic: Bool) {
        let (left, right) = composed(width: rect.width)
        let rightWidth = TextLine.width(of: right) + 1
        TextLine.draw(
            left, into: &screen,
            in: Rect(row: rect.row, column: rect.column + 1, width: max(0, rect.width - rightWidth - 3), height: 1),
            style: style, rightToLeft: leftIsRightToLeft, shapesArabic: shapesArabic)
        TextLine.draw(
            right, into: &screen,
            in: Rect(
                row: rect.row, column: max(rect.column, rect.right - rightWidth), width: rightWidth - 1, height: 1),
            style: style)
    }
}
