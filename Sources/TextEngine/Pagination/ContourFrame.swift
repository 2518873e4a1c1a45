/// A rounded frame drawn around several lines of text as one contour (seed 003, in cells):
/// the right side walks down and the left side walks up; where a line is longer than its
/// neighbour, the step is drawn on the shorter line, in the cells beyond its text, with the
/// corner glyphs chosen by whether the neighbour is longer or shorter.
public enum ContourFrame {
    /// One row of framed text: its row and the columns its text covers.
    public struct Row: Hashable, Sendable {
        public var row: Int
        public var left: Int
        public var right: Int

        public init(row: Int, left: Int, right: Int) {
            self.row = row
            self.left = left
            self.right = right
        }
    }

    /// Appends the frame's glyphs around `rows` (in order, each row once; rows between them
    /// are blank rows of the same block) to `result`, with one cell of padding on each side.
    public static func append(around rows: [Row], to result: inout [Decoration]) {
        guard let first = rows.first, let last = rows.last else { return }
        // Every row in the block, blank ones taking the edges of the text row above them.
        var rights: [Int] = []
        var lefts: [Int] = []
        rights.reserveCapacity(last.row - first.row + 1)
        lefts.reserveCapacity(last.row - first.row + 1)
        var index = 0
        for row in first.row...last.row {
            if rows[index].row < row && index + 1 < rows.count && rows[index + 1].row == row { index += 1 }
            rights.append(rows[index].right + 1)
            lefts.append(rows[index].left - 2)
        }
        // A row shorter than both neighbours cannot turn in and out within one cell row.
        for i in rights.indices.dropFirst().dropLast() {
            rights[i] = max(rights[i], min(rights[i - 1], rights[i + 1]))
            lefts[i] = min(lefts[i], max(lefts[i - 1], lefts[i + 1]))
        }
        // Glyphs go out row by row, left to right: on a row the left side's glyphs lie at or
        // before its left edge and the right side's at or after its right edge, never between.
        func put(_ glyph: Unicode.Scalar, _ row: Int, _ column: Int) {
            result.append(Decoration(row: row, column: column, scalar: glyph))
        }
        func line(_ row: Int, from: Int, to: Int) {
            guard from <= to else { return }
            for column in from...to { put("─", row, column) }
        }
        let top = first.row - 1
        let bottom = last.row + 1
        // Two sides a row, the top and bottom borders, a few steps: room made once, not glyph by glyph.
        let needed =
            result.count + 2 * rights.count + (rights[0] - lefts[0])
            + (rights[rights.count - 1] - lefts[lefts.count - 1]) + 8
        if result.capacity < needed { result.reserveCapacity(max(needed, 2 * result.capacity)) }
        put("╭", top, lefts[0])
        line(top, from: lefts[0] + 1, to: rights[0] - 1)
        put("╮", top, rights[0])
        for i in rights.indices {
            let row = first.row + i
            // Left side, walking up: where the edge steps out below, or in from above.
            if i + 1 < lefts.count && lefts[i + 1] < lefts[i] {
                put("╭", row, lefts[i + 1])
                line(row, from: lefts[i + 1] + 1, to: lefts[i] - 1)
                put("╯", row, lefts[i])
            } else if i > 0 && lefts[i - 1] < lefts[i] {
                put("╰", row, lefts[i - 1])
                line(row, from: lefts[i - 1] + 1, to: lefts[i] - 1)
                put("╮", row, lefts[i])
            } else {
                put("│", row, lefts[i])
            }
            // Right side, walking down: the mirror image.
            if i + 1 < rights.count && rights[i + 1] > rights[i] {
                put("╰", row, rights[i])
                line(row, from: rights[i] + 1, to: rights[i + 1] - 1)
                put("╮", row, rights[i + 1])
            } else if i > 0 && rights[i - 1] > rights[i] {
                put("╭", row, rights[i])
                line(row, from: rights[i] + 1, to: rights[i - 1] - 1)
                put("╯", row, rights[i - 1])
            } else {
                put("│", row, rights[i])
            }
        }
        put("╰", bottom, lefts[lefts.count - 1])
        line(bottom, from: lefts[lefts.count - 1] + 1, to: rights[rights.count - 1] - 1)
        put("╯", bottom, rights[rights.count - 1])
    }
}
