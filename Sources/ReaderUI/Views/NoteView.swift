import ReaderCore
import Terminal
import TextEngine

/// A note over the page, in a rounded frame as big as the note (up to a share of the screen):
/// its label as the title, how far it has scrolled at the title's right, its text drawn with
/// the page's styles and its selected link in reverse video, and its keys on the bottom edge.
enum NoteView {
    static func draw(_ note: NoteOverlay, of session: ReaderSession, into screen: inout Screen) {
        let layout = session.noteLayout(of: note, columns: screen.width, rows: screen.height)
        let title = "Note" + (note.label.map { " " + $0 } ?? "")
        drawBox(
            layout, of: note, title: title, hint: hint(note, scrolls: layout.rows > layout.visibleRows), into: &screen)
    }

    /// `layout` in its frame, as much of it as `box` has scrolled to, titled `title`, with the
    /// keys of `hint` on the bottom edge: a note's box, and any text shown like one.
    static func drawBox(
        _ layout: NoteLayout, of note: NoteOverlay, title: String, hint: String, into screen: inout Screen
    ) {
        let title = " " + title + " "
        let hint = " " + hint + " "
        let width = min(
            layout.textWidth + NoteLayout.sides,
            max(layout.usedWidth + NoteLayout.sides, TextLine.width(of: title) + 8, TextLine.width(of: hint) + 2))
        let height = layout.visibleRows + 2
        guard width >= 8, height >= 3, height <= screen.height else { return }
        let box = Rect(
            row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width,
            height: height)
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        ListBox.frame(box, into: &screen)
        let top = min(note.top, max(0, layout.rows - layout.visibleRows))
        drawText(layout, selecting: note.selection, from: top, into: &screen, in: box.inset(by: 1))
        let titleWidth = TextLine.draw(
            title, into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1),
            style: .bold)
        if layout.rows > layout.visibleRows {
            let boxes = (layout.rows + layout.visibleRows - 1) / layout.visibleRows
            let boxful = top >= layout.rows - layout.visibleRows ? boxes : top / layout.visibleRows + 1
            let count = " \(boxful)/\(boxes) "
            let countWidth = TextLine.width(of: count)
            if titleWidth + countWidth + 5 <= width {
                TextLine.draw(
                    count, into: &screen,
                    in: Rect(row: box.row, column: box.right - 2 - countWidth, width: countWidth, height: 1))
            }
        }
        TextLine.draw(
            hint, into: &screen, in: Rect(row: box.bottom - 1, column: box.column + 1, width: width - 2, height: 1),
            style: .dim)
    }

    /// The keys the note answers: scrolling when it is longer than its box, Tab when it has links.
    static func hint(_ note: NoteOverlay, scrolls: Bool) -> String {
        var keys = scrolls ? ["↑↓ scroll"] : []
        if !note.links.isEmpty { keys.append(note.selection == nil ? "Tab link" : "Enter follow") }
        keys.append("Esc close")
        return keys.joined(separator: "  ")
    }

    /// The rows of the note's text from `top` that fit in `inside`, a cell in from its sides: the
    /// lines in view drawn by the page renderer, then copied into the box (the renderer draws
    /// whole lines, the box cuts none of them short).
    private static func drawText(
        _ layout: NoteLayout, selecting selection: Int?, from top: Int, into screen: inout Screen, in inside: Rect
    ) {
        let width = inside.width - 2
        let rows = top..<(top + inside.height)
        var page = layout.page
        page.lines = page.lines.filter { rows.contains($0.row) }.map { line in
            var line = line
            line.row -= top
            return line
        }
        page.decorations = page.decorations.filter { rows.contains($0.row) }.map { decoration in
            var decoration = decoration
            decoration.row -= top
            return decoration
        }
        page.blocks = page.blocks.filter { $0.row < rows.upperBound && $0.row + $0.height > top }.map { block in
            var block = block
            block.row -= top
            return block
        }
        var text = Screen(width: width, height: inside.height)
        let link = selection.flatMap { $0 < layout.text.links.count ? layout.text.links[$0].range : nil }
        PageRenderer(segmenter: layout.segmenter).draw(
            page, into: &text, in: Rect(row: 0, column: 0, width: width, height: text.height),
            highlights: PageRenderer.Highlights(hits: [], current: nil, selectedLink: link))
        for row in 0..<text.height {
            for column in 0..<width {
                let cell = text[row, column]
                guard !cell.isContinuation, !cell.isGraphic else { continue }
                screen.put(
                    cell.text, width: text.cellWidth(row: row, column: column), row: inside.row + row,
                    column: inside.column + 1 + column, style: cell.style)
            }
        }
    }
}
