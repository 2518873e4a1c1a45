/// Frame decoration: a rounded box around each framed block on a page, level by level. A box is
/// as wide as its block (`FrameBox`, two cells outside its measure), whatever its lines do, and
/// as tall as the block's rows on the page: its top border on the row above its first line,
/// its bottom border on the row below its last (a picture's last row included). A block split
/// by a page break is closed at the bottom of one page and opens again at the top of the next,
/// whose rows the composer kept for the borders. A box inside another is two cells in.
enum FrameDecoration {
    /// Appends the boxes around `lines` (in order down a page `width` cells wide) to `result`.
    static func append(around lines: [PlacedLine], width: Int, to result: inout [Decoration]) {
        var deepest = 0
        for line in lines { deepest = max(deepest, line.frames.count) }
        for level in 0..<deepest {
            var box: Box?
            for index in lines.indices {
                let line = lines[index]
                let inFrame = line.frames.count > level
                // A line opens the frames its top borders are for: a block after another.
                let opens = inFrame && level >= line.frames.count - line.opened
                if let open = box, !inFrame || opens {
                    open.draw(into: &result)
                    box = nil
                }
                guard inFrame else { continue }
                let bottom = line.fragment.row + line.rows - 1 + (line.frames.count - level)
                if box == nil {
                    let borders = line.frames[level].borders(width: width)
                    let top = line.fragment.row - (line.frames.count - level)
                    box = Box(top: top, bottom: bottom, left: borders.left, right: borders.right)
                }
                box?.bottom = bottom
            }
            box?.draw(into: &result)
        }
    }

    /// A box: the rows of its top and bottom borders, the columns of its sides.
    private struct Box {
        var top: Int
        var bottom: Int
        var left: Int
        var right: Int

        /// Appends the box's pieces, row by row, left to right.
        func draw(into result: inout [Decoration]) {
            guard left < right && top < bottom else { return }
            result.reserveCapacity(result.count + 2 * (right - left + bottom - top))
            result.append(.frame(.topLeft, row: top, column: left))
            for column in (left + 1)..<right { result.append(.frame(.horizontal, row: top, column: column)) }
            result.append(.frame(.topRight, row: top, column: right))
            for row in (top + 1)..<bottom {
                result.append(.frame(.vertical, row: row, column: left))
                result.append(.frame(.vertical, row: row, column: right))
            }
            result.append(.frame(.bottomLeft, row: bottom, column: left))
            for column in (left + 1)..<right { result.append(.frame(.horizontal, row: bottom, column: column)) }
            result.append(.frame(.bottomRight, row: bottom, column: right))
        }
    }
}
