import TextEngine

/// Where the selection's cursor moves: by cluster, word, sentence, line as laid out and
/// paragraph, in the text's order, or the way an arrow points on the page.
extension ReaderSession {
    /// A line of a laid-out page and the starts of the clusters it draws, in storage order.
    struct PlacedLine {
        let page: Int
        let test: PageHitTest
        let line: Int
        let starts: [Int]

        var fragment: LineFragment { test.page.lines[line] }
    }

    /// Where `move` takes a cursor at `cursor`, and the place along the line a line move keeps
    /// to (`goal`, kept over a run of them); nil when it goes nowhere.
    func target(of move: SelectionOverlay.Move, from cursor: Int, goal: Int?) -> (offset: Int, goal: Int?)? {
        let found: Int?
        switch move {
        case .character(let forward): found = neighbour(of: cursor, forward: forward)
        case .word(let forward):
            found = forward ? boundaries.start(of: .word, after: cursor) : boundaries.start(of: .word, before: cursor)
        case .sentence(let forward):
            found =
                forward
                ? boundaries.start(of: .sentence, after: cursor) : boundaries.start(of: .sentence, before: cursor)
        case .paragraph(let forward): found = paragraphStart(from: cursor, forward: forward)
        case .line(let forward): return lineTarget(from: cursor, forward: forward, goal: goal)
        case .lineStart: found = placedLine(holding: cursor)?.starts.first
        case .lineEnd: found = placedLine(holding: cursor)?.starts.last
        case .left, .right, .up, .down:
            return resolved(move, at: cursor).flatMap { target(of: $0, from: cursor, goal: goal) }
        }
        return found.map { ($0, nil) }
    }

    /// The move an arrow makes at `cursor`: in horizontal lines ↑ and ↓ go by line, ← and →
    /// by cluster, back or forward as the text under the cursor runs (← forward in
    /// right-to-left text); in vertical columns ↓ and ↑ go along the column, ← and → across.
    /// None on no line (a picture, a rule).
    private func resolved(_ move: SelectionOverlay.Move, at cursor: Int) -> SelectionOverlay.Move? {
        guard let place = placedLine(holding: cursor) else { return nil }
        let mode = place.test.page.writingMode
        switch (move, mode) {
        case (.down, .horizontal), (.up, .horizontal): return .line(forward: move == .down)
        case (.down, _), (.up, _): return .character(forward: move == .down)
        case (_, .horizontal):
            let glyph = place.test.glyphs(along: place.fragment).first { $0.range.contains(cursor) }
            let rightToLeft = glyph?.isRightToLeft ?? place.fragment.isRightToLeft
            return .character(forward: (move == .right) != rightToLeft)
        case (_, .verticalLeftToRight): return .line(forward: move == .right)
        default: return .line(forward: move == .left)
        }
    }

    /// The next (previous) cluster drawn after (before) `cursor`, on the lines after (before)
    /// its own when it ends (begins) one.
    private func neighbour(of cursor: Int, forward: Bool) -> Int? {
        guard let place = placedLine(holding: cursor) else { return nil }
        if let next = forward ? place.starts.first(where: { $0 > cursor }) : place.starts.last(where: { $0 < cursor }) {
            return next
        }
        let other = adjacentLine(to: place, forward: forward)
        return forward ? other?.starts.first : other?.starts.last
    }

    /// The cluster of the next (previous) line drawn nearest the cursor's place along its
    /// line, or along the place kept by the moves before.
    private func lineTarget(from cursor: Int, forward: Bool, goal: Int?) -> (offset: Int, goal: Int?)? {
        guard let place = placedLine(holding: cursor), let other = adjacentLine(to: place, forward: forward) else {
            return nil
        }
        let position =
            goal ?? place.test.glyphs(along: place.fragment).first { $0.range.contains(cursor) }?.column ?? 0
        return (other.test.offset(nearest: position, in: other.fragment), position)
    }

    /// The start of the next paragraph with text after `cursor`'s, or of `cursor`'s own (the
    /// one before when the cursor is at its start).
    private func paragraphStart(from cursor: Int, forward: Bool) -> Int? {
        let storage = book.storage
        var offset = forward ? storage.paragraphEnd(from: cursor) : storage.paragraphStart(containing: cursor)
        if !forward && offset < cursor { return offset }
        let step = forward ? 1 : -1
        while forward ? offset < storage.length : offset > 0,
            TextStorage.isParagraphSeparator(storage[offset - (forward ? 0 : 1)])
        {
            offset += step
        }
        guard forward ? offset < storage.length : offset > 0 else { return nil }
        return forward ? offset : storage.paragraphStart(containing: offset)
    }

    /// The line laid out that holds `offset`, on the page that holds it.
    func placedLine(holding offset: Int) -> PlacedLine? {
        guard geometry != nil, paginator.layOutPages(through: 0) else { return nil }
        let page = paginator.layOutPage(containing: offset)
        guard let test = hitTest(ofPage: page), let line = test.lineIndex(holding: offset) else { return nil }
        return placed(test, page: page, line: line)
    }

    private func placed(_ test: PageHitTest, page: Int, line: Int) -> PlacedLine {
        let starts = test.glyphs(along: test.page.lines[line]).map(\.range.lowerBound).sorted()
        return PlacedLine(page: page, test: test, line: line, starts: starts)
    }

    /// The next (previous) line that draws text, on the pages after (before) when `place` is
    /// its page's last (first): blank lines and pages of pictures are passed over, a few
    /// pages at most.
    private func adjacentLine(to place: PlacedLine, forward: Bool) -> PlacedLine? {
        var (page, test, line) = (place.page, place.test, place.line)
        for _ in 0..<256 {
            line += forward ? 1 : -1
            if !test.page.lines.indices.contains(line) {
                guard let next = forward ? paginator.layOutPage(after: page) : paginator.layOutPage(before: page),
                    let nextTest = hitTest(ofPage: next)
                else { return nil }
                (page, test) = (next, nextTest)
                line = forward ? 0 : test.page.lines.count - 1
                guard test.page.lines.indices.contains(line) else { continue }
            }
            let other = placed(test, page: page, line: line)
            if !other.starts.isEmpty { return other }
        }
        return nil
    }
}
