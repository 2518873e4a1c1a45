import TextEngine

/// Where the mouse's button went down, while it is held.
struct MousePress: Hashable, Sendable {
    let row: Int
    let column: Int
    /// The cluster pressed on, if the press was on text.
    let offset: Int?
    /// Whether the mouse moved since, making a selection.
    var dragged = false
}

/// The mouse: a press on text and a drag select, whole clusters, from the one pressed on to
/// the one nearest the pointer; a drag to the screen's edge turns the page. A press and a
/// release on one cell is a click, as before.
extension ReaderSession {
    mutating func press(row: Int, column: Int) -> String? {
        mousePress = MousePress(row: row, column: column, offset: offset(atRow: row, column: column))
        return nil
    }

    /// The pointer moved with the button held; at the screen's edge, the page turns unless
    /// `turns` is false (the button came up there: the page turned when the pointer came).
    mutating func drag(row: Int, column: Int, turns: Bool = true) -> String? {
        guard var press = mousePress else { return nil }
        if !press.dragged {
            guard let start = press.offset else { return nil }
            press.dragged = true
            mousePress = press
            overlay = .selection(SelectionOverlay(cursor: start, anchor: start))
        }
        guard var selection, let cursor = draggedCursor(row: row, column: column, turns: turns) else { return nil }
        selection.cursor = cursor
        selection.goal = nil
        return settleSelection(.stays(notice: nil), selection)
    }

    mutating func release(row: Int, column: Int) -> String? {
        guard let press = mousePress else { return nil }
        if press.dragged || (press.row, press.column) != (row, column) {
            // A terminal that reports no motion tells only where the drag ended.
            defer { mousePress = nil }
            return drag(row: row, column: column, turns: false)
        }
        mousePress = nil
        guard var selection else { return click(row: row, column: column) }
        guard let offset = press.offset else { return nil }
        selection.cursor = offset
        return settleSelection(.stays(notice: nil), selection)
    }

    /// Where a drag to a cell puts the cursor: on the cluster nearest it on the page under it
    /// (or the nearest page), or, at the screen's edge the next page is beyond (the bottom,
    /// the side the book turns to), on the first cluster of the next spread, turned to; at the
    /// other edge, on the last of the spread before.
    private mutating func draggedCursor(row: Int, column: Int, turns: Bool) -> Int? {
        guard let geometry else { return nil }
        let (leftEdge, rightEdge) = (column <= 0, column >= geometry.columns - 1)
        let forward = row >= geometry.rows - 1 || (turnsLeftward ? leftEdge : rightEdge)
        let back = (row <= 0 && geometry.topRow > 0) || (turnsLeftward ? rightEdge : leftEdge)
        guard forward || back else { return nearestOffset(atRow: row, column: column) }
        guard turns else { return nil }
        let before = currentPage()
        _ = applyOnPage(forward ? .nextPage : .previousPage, count: nil)
        guard currentPage() != before, let shown = shownRange() else { return nil }
        return forward
            ? shown.lowerBound : target(of: .character(forward: false), from: shown.upperBound, goal: nil)?.offset
    }

    /// The start of the cluster nearest a cell of the screen, on the page under it or the one
    /// nearest it.
    func nearestOffset(atRow row: Int, column: Int) -> Int? {
        let tests = hitTests(atRow: row, column: column)
        let width = geometry?.container.width ?? 0
        func away(_ column: Int) -> Int { column < 0 ? -column : max(0, column - width + 1) }
        guard let nearest = tests.min(by: { away($0.column) < away($1.column) }) else { return nil }
        return nearest.test.nearestOffset(atRow: nearest.row, column: nearest.column)
    }
}
