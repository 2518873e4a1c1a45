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

    /// Appends the frame's pieces around `rows` (in order, each row once; rows between them
    /// are blank rows of the same block) to `result`, with one cell of padding on each side.
    /// Pieces go out row by row, left to right: on a row the left side's pieces lie at or
    /// before its left edge and the right side's at or after its right edge, never between.
    public static func append(around rows: [Row], to result: inout [Decoration]) {
        guard let first = rows.first, let last = rows.last else { return }
        let (lefts, rights) = sides(of: rows, from: first.row, to: last.row)
        // Two sides a row, the top and bottom borders, a few steps: room made once, not piece by piece.
        let needed =
            result.count + 2 * rights.count + (rights[0] - lefts[0])
            + (rights[rights.count - 1] - lefts[lefts.count - 1]) + 8
        if result.capacity < needed { result.reserveCapacity(max(needed, 2 * result.capacity)) }
        let top = first.row - 1
        result.append(.frame(.topLeft, row: top, column: lefts[0]))
        line(top, from: lefts[0] + 1, to: rights[0] - 1, into: &result)
        result.append(.frame(.topRight, row: top, column: rights[0]))
        for i in rights.indices {
            let row = first.row + i
            // Left side, walking up: where the edge steps out below, or in from above.
            if i + 1 < lefts.count && lefts[i + 1] < lefts[i] {
                step(row, from: lefts[i + 1], .topLeft, to: lefts[i], .bottomRight, into: &result)
            } else if i > 0 && lefts[i - 1] < lefts[i] {
                step(row, from: lefts[i - 1], .bottomLeft, to: lefts[i], .topRight, into: &result)
            } else {
                result.append(.frame(.vertical, row: row, column: lefts[i]))
            }
            // Right side, walking down: the mirror image.
            if i + 1 < rights.count && rights[i + 1] > rights[i] {
                step(row, from: rights[i], .bottomLeft, to: rights[i + 1], .topRight, into: &result)
            } else if i > 0 && rights[i - 1] > rights[i] {
                step(row, from: rights[i], .topLeft, to: rights[i - 1], .bottomRight, into: &result)
            } else {
                result.append(.frame(.vertical, row: row, column: rights[i]))
            }
        }
        let bottom = last.row + 1
        result.append(.frame(.bottomLeft, row: bottom, column: lefts[lefts.count - 1]))
        line(bottom, from: lefts[lefts.count - 1] + 1, to: rights[rights.count - 1] - 1, into: &result)
        result.append(.frame(.bottomRight, row: bottom, column: rights[rights.count - 1]))
    }

    /// The columns of the left and right sides on every row from `top` to `bottom`, blank rows
    /// taking the edges of the text row above them.
    private static func sides(of rows: [Row], from top: Int, to bottom: Int) -> (lefts: [Int], rights: [Int]) {
        var rights: [Int] = []
        var lefts: [Int] = []
        rights.reserveCapacity(bottom - top + 1)
        lefts.reserveCapacity(bottom - top + 1)
        var index = 0
        for row in top...bottom {
            if rows[index].row < row && index + 1 < rows.count && rows[index + 1].row == row { index += 1 }
            rights.append(rows[index].right + 1)
            lefts.append(rows[index].left - 2)
        }
        // A row shorter than both neighbours cannot turn in and out within one cell row.
        for i in rights.indices.dropFirst().dropLast() {
            rights[i] = max(rights[i], min(rights[i - 1], rights[i + 1]))
            lefts[i] = min(lefts[i], max(lefts[i - 1], lefts[i + 1]))
        }
        return (lefts, rights)
    }

    /// A step of a side on `row`: a corner at `from`, a line, a corner at `to`.
    private static func step(
        _ row: Int, from: Int, _ first: Decoration.FramePiece, to: Int, _ second: Decoration.FramePiece,
        into result: inout [Decoration]
    ) {
        result.append(.frame(first, row: row, column: from))
        line(row, from: from + 1, to: to - 1, into: &result)
        result.append(.frame(second, row: row, column: to))
    }

    /// A horizontal line on `row` from column `from` to `to`, both included.
    private static func line(_ row: Int, from: Int, to: Int, into result: inout [Decoration]) {
        guard from <= to else { return }
        for column in from...to { result.append(.frame(.horizontal, row: row, column: column)) }
    }
}
