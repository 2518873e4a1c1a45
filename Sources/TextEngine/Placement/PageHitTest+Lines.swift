/// The lines of a page as a cursor moves along and across them: each line's clusters where
/// they are drawn, and the cluster nearest a cell, for a selection made in margins, past a
/// line's end or between lines.
extension PageHitTest {
    /// The clusters of `line` (spaces too, never a hyphen, an ellipsis or a reading beside a
    /// vertical column) in the order they are drawn: each glyph's `column` is where it starts
    /// along the line, a cell from the page's left edge or a row from its top in vertical text.
    public func glyphs(along line: LineFragment) -> [PlacedGlyph] {
        var glyphs: [PlacedGlyph] = []
        let body: (PlacedGlyph) -> Void = { glyph in
            guard glyph.kind == .cluster || glyph.kind == .space || (glyph.kind == .reading && !isVertical) else {
                return
            }
            var placed = glyph
            placed.column += line.column
            glyphs.append(placed)
        }
        if isVertical {
            VerticalPlacement.forEachGlyph(of: line, segmenter: segmenter, body)
        } else {
            LinePlacement.forEachGlyph(of: line, segmenter: segmenter, body)
        }
        return glyphs
    }

    /// The index of the line of the page that holds `offset`, if any.
    public func lineIndex(holding offset: Int) -> Int? {
        page.lines.firstIndex { $0.range.contains(offset) } ?? page.lines.lastIndex { $0.range.upperBound == offset }
    }

    /// The start of the cluster of `line` drawn nearest `position` along it (as `glyphs(along:)`
    /// counts): the one drawn there, else the one at the line's nearer end; the line's start
    /// when it draws none.
    public func offset(nearest position: Int, in line: LineFragment) -> Int {
        let glyphs = glyphs(along: line)
        guard let first = glyphs.first, let last = glyphs.last else { return line.range.lowerBound }
        if position < first.column { return first.range.lowerBound }
        let drawn = glyphs.first { position >= $0.column && position < $0.column + max($0.width, 1) }
        return (drawn ?? last).range.lowerBound
    }

    /// The start of the cluster nearest a cell of the page: on the line drawn nearest it (the
    /// row of a horizontal page, the column of a vertical one), as `offset(nearest:in:)` finds.
    public func nearestOffset(atRow row: Int, column: Int) -> Int? {
        let across = isVertical ? column : row
        let nearest = page.lines.min { distance(of: $0, from: across) < distance(of: $1, from: across) }
        guard let nearest else { return nil }
        return offset(nearest: isVertical ? row : column, in: nearest)
    }

    /// How far a line is drawn from a row (or in vertical text from a column of cells).
    private func distance(of line: LineFragment, from across: Int) -> Int {
        guard isVertical else { return abs(line.row - across) }
        let left = Self.x(ofVerticalColumn: line.row, width: width, mode: page.writingMode)
        return across < left ? left - across : max(0, across - (left + VerticalLayout.columnWidth - 1))
    }
}
