/// Frame decoration: the contour frames (`ContourFrame`) around each run of framed lines of a
/// page, level by level. A frame around lines inside deeper frames keeps two cells from each
/// of them, their borders included, and is a plain rectangle (only the innermost frames follow
/// their lines, so that no two frames step on one row).
enum FrameDecoration {
    /// Appends the frames around `lines` (in order down the page) to `result`.
    static func append(around lines: [PlacedLine], to result: inout [Decoration]) {
        var deepest = 0
        for line in lines { deepest = max(deepest, line.frameDepth) }
        guard deepest > 0 else { return }
        var run = Run()
        for level in 1...deepest {
            for index in lines.indices {
                guard lines[index].frameDepth >= level else {
                    run.close(into: &result)
                    continue
                }
                run.add(lines, index, level: level)
            }
            run.close(into: &result)
        }
    }

    /// The rows of the frame being gathered at one level.
    private struct Run {
        var rows: [ContourFrame.Row] = []
        /// Whether the frame encloses deeper frames: then it is a rectangle.
        var enclosing = false

        /// Adds the rows of line `index` to a frame at `level`: its own, and the borders of
        /// the deeper frames that open just above it or close just below it.
        mutating func add(_ lines: [PlacedLine], _ index: Int, level: Int) {
            let line = lines[index]
            if line.frameDepth > level { enclosing = true }
            let fragment = line.fragment
            let outset = 2 * (line.frameDepth - level)
            let (left, right) = (fragment.column - outset, fragment.column + fragment.width + outset)
            // The top borders of the deeper frames opened just above this line.
            let above = index > 0 && !rows.isEmpty ? lines[index - 1].frameDepth : level
            if line.frameDepth > max(above, level) {
                for border in stride(from: line.frameDepth - max(above, level), through: 1, by: -1) {
                    rows.append(ContourFrame.Row(row: fragment.row - border, left: left, right: right))
                }
            }
            rows.append(ContourFrame.Row(row: fragment.row, left: left, right: right))
            // The bottom borders of the deeper frames closed just below it.
            let below = index + 1 < lines.count ? lines[index + 1].frameDepth : 0
            if line.frameDepth > max(below, level) {
                for border in 1...(line.frameDepth - max(below, level)) {
                    rows.append(ContourFrame.Row(row: fragment.row + border, left: left, right: right))
                }
            }
        }

        /// Draws the frame gathered so far, if any, and starts a new one.
        mutating func close(into result: inout [Decoration]) {
            if enclosing, let left = rows.map(\.left).min(), let right = rows.map(\.right).max() {
                for index in rows.indices { (rows[index].left, rows[index].right) = (left, right) }
            }
            ContourFrame.append(around: rows, to: &result)
            rows.removeAll(keepingCapacity: true)
            enclosing = false
        }
    }
}
