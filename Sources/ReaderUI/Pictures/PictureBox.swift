import Terminal
import TextEngine

/// A picture drawn as a box of its size holding `[image: alt, W×H]` over as many rows as it
/// needs (a small box holds the alternative text alone): what `--dump` shows, and what stands
/// in for a picture that cannot be drawn.
enum PictureBox {
    /// The words in the box.
    static func label(of picture: Picture) -> String {
        let alt = picture.alt.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var label = "[image" + (alt.isEmpty ? "" : ": " + alt)
        if picture.isSized {
            label += ", \(picture.pixelWidth)×\(picture.pixelHeight)"
        }
        return label + "]"
    }

    /// Draws the box in `rect`: light borders around the label when there is room for them.
    static func draw(_ picture: Picture, into screen: inout Screen, in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let label = label(of: picture)
        guard rect.width >= 4, rect.height >= 3 else {
            TextLine.draw(
                label, into: &screen,
                in: Rect(row: rect.row + (rect.height - 1) / 2, column: rect.column, width: rect.width, height: 1))
            return
        }
        let inner = rect.width - 2
        let bottom = rect.row + rect.height - 1
        for row in rect.row...bottom {
            let edge: (Unicode.Scalar, Unicode.Scalar) =
                row == rect.row ? ("┌", "┐") : row == bottom ? ("└", "┘") : ("│", "│")
            screen.put(scalar: edge.0, row: row, column: rect.column)
            screen.put(scalar: edge.1, row: row, column: rect.column + rect.width - 1)
            if row == rect.row || row == bottom {
                for column in 1...inner { screen.put(scalar: "─", row: row, column: rect.column + column) }
            }
        }
        let lines = lines(of: picture, width: inner, rows: rect.height - 2)
        let top = rect.row + 1 + (rect.height - 2 - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let width = min(TextLine.width(of: line), inner)
            TextLine.draw(
                line, into: &screen,
                in: Rect(row: top + index, column: rect.column + 1 + (inner - width) / 2, width: inner, height: 1))
        }
    }

    /// The words in a box `width` cells wide and `rows` high: the label when it fits, else
    /// the alternative text in brackets or alone, else as much of the alternative text (or
    /// the label) as the rows hold, the last row holding the rest, cut with … where it is drawn.
    static func lines(of picture: Picture, width: Int, rows: Int) -> [String] {
        let label = label(of: picture)
        let alt = picture.alt.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let candidates = [label] + (alt.isEmpty ? [] : ["[" + alt + "]", alt])
        for candidate in candidates {
            let lines = wrapped(candidate, width: width)
            if lines.count <= rows && lines.allSatisfy({ TextLine.width(of: $0) <= width }) { return lines }
        }
        let lines = wrapped(alt.isEmpty ? label : alt, width: width)
        let kept = max(rows, 1) - 1
        return Array(lines.prefix(kept)) + [lines.dropFirst(kept).joined(separator: " ")]
    }

    /// `text`'s words in lines of at most `width` cells (a longer word a line of its own).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, TextLine.width(of: last) + 1 + TextLine.width(of: String(word)) <= width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word))
            }
        }
        return lines
    }
}
