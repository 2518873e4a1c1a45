import ReaderCore
import Terminal

/// The note editor over the page: a rounded frame titled with its keys, the note's lines
/// wrapped in it and the cursor a reverse cell, the rows around the cursor in view. Only the
/// lines near the cursor are wrapped, so a long note draws as fast as a short one.
enum NoteEditorView {
    /// The most characters looked at on each side of the cursor in one paragraph.
    static let reach = 4096

    static func draw(_ editor: NoteEditor, into screen: inout Screen) {
        let width = min(70, screen.width - 4)
        let height = max(3, min(screen.height - 3, (screen.height - 1) * 3 / 4))
        guard width >= 12, height >= 3 else { return }
        let box = Rect(
            row: max(0, (screen.height - 1 - height) / 2), column: (screen.width - width) / 2, width: width,
            height: height)
        let inside = box.inset(by: 1)
        for row in box.row..<box.bottom { screen.fill(row: row, columns: box.column..<box.right, style: []) }
        ListBox.frame(box, into: &screen)
        TextLine.draw(
            " Note ", into: &screen, in: Rect(row: box.row, column: box.column + 2, width: width - 4, height: 1),
            style: .bold)
        let hint = " Ctrl-S save  Enter new line  Esc cancel "
        TextLine.draw(
            hint, into: &screen, in: Rect(row: box.bottom - 1, column: box.column + 1, width: width - 2, height: 1),
            style: .dim)
        let rows = visibleRows(of: editor.field, width: inside.width - 2, height: inside.height)
        for (slot, row) in rows.enumerated() {
            var column = inside.column + 1
            for (index, character) in row.text.enumerated() {
                let cell = String(character)
                let cellWidth = max(1, TextLine.width(of: cell))
                TextLine.draw(
                    cell, into: &screen, in: Rect(row: inside.row + slot, column: column, width: cellWidth, height: 1),
                    style: index == row.cursor ? .reverse : [])
                column += cellWidth
            }
            if let cursor = row.cursor, cursor >= row.text.count {
                screen.fill(row: inside.row + slot, columns: column..<(column + 1), style: .reverse)
            }
        }
    }

    /// A row of the note as wrapped: its characters and the cursor's place in them.
    struct Row: Equatable {
        var text: [Character] = []
        var cursor: Int?
    }

    /// The rows of the box, `width` cells wide, `height` of them, the cursor's among them.
    static func visibleRows(of field: EditedText, width: Int, height: Int) -> [Row] {
        let text = field.text
        let cursor = field.cursor
        var start = cursor
        for _ in 0..<reach {
            guard start > text.startIndex, text[text.index(before: start)] != "\n" else { break }
            start = text.index(before: start)
        }
        var rows = wrap(text, from: start, width: width, cursor: cursor, until: height)
        let cursorRow = rows.firstIndex { $0.cursor != nil } ?? 0
        // Paragraphs above, back until the box is full above the cursor.
        var above: [Row] = []
        var end = start
        while above.count < height, end > text.startIndex {
            let paragraphEnd = text.index(before: end)
            var first = paragraphEnd
            for _ in 0..<reach {
                guard first > text.startIndex, text[text.index(before: first)] != "\n" else { break }
                first = text.index(before: first)
            }
            above = wrap(text, from: first, width: width, cursor: nil, until: 0, stop: paragraphEnd) + above
            end = first
        }
        rows = above + rows
        let at = above.count + cursorRow
        let after = rows.count - at - 1
        let top = max(0, min(at - (height - 1) + min(after, (height - 1) / 2), rows.count - height))
        return Array(rows[max(0, min(top, at))...].prefix(height))
    }

    /// Starts a new row where the last has no room for `character`: the word it ends in goes
    /// on to the new row when a space comes before it there (with the cursor, if it is in it).
    /// Returns the cells the new row holds.
    private static func breakRow(_ rows: inout [Row], before character: Character, cursorRow: inout Int?) -> Int {
        var next = Row()
        let last = rows.count - 1
        if character != " ", let space = rows[last].text.lastIndex(of: " ") {
            next.text = Array(rows[last].text[(space + 1)...])
            rows[last].text.removeSubrange((space + 1)...)
            if let cursor = rows[last].cursor, cursor > space {
                (next.cursor, rows[last].cursor, cursorRow) = (cursor - space - 1, nil, last + 1)
            }
        }
        rows.append(next)
        return next.text.reduce(0) { $0 + max(1, TextLine.width(of: String($1))) }
    }

    /// The rows of `text` from `start`, wrapped at `width` (between words where a word fits), to `stop` (a paragraph's end) or on
    /// past the cursor until `until` rows follow it.
    static func wrap(
        _ text: String, from start: String.Index, width: Int, cursor: String.Index?, until: Int,
        stop: String.Index? = nil
    ) -> [Row] {
        var rows = [Row()]
        var used = 0
        var index = start
        var cursorRow: Int?
        while index < (stop ?? text.endIndex) {
            if index == cursor {
                rows[rows.count - 1].cursor = rows[rows.count - 1].text.count
                cursorRow = rows.count - 1
            }
            if let cursorRow, rows.count - cursorRow > until { break }
            let character = text[index]
            index = text.index(after: index)
            if character == "\n" {
                rows.append(Row())
                used = 0
                continue
            }
            let cellWidth = max(1, TextLine.width(of: String(character)))
            if used + cellWidth > width {
                used = breakRow(&rows, before: character, cursorRow: &cursorRow)
            }
            rows[rows.count - 1].text.append(character)
            used += cellWidth
        }
        if index == cursor, cursorRow == nil { rows[rows.count - 1].cursor = rows[rows.count - 1].text.count }
        return rows
    }
}
