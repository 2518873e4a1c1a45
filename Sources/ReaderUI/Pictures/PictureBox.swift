import Terminal
import TextEngine

/// A picture drawn as a box of its size holding `[image: alt, W×H]`: what `--dump` shows,
/// and what stands in for a picture that cannot be drawn.
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
        let width = min(TextLine.width(of: label), inner)
        TextLine.draw(
            label, into: &screen,
            in: Rect(
                row: rect.row + rect.height / 2 - (rect.height % 2 == 0 ? 1 : 0),
                column: rect.column + 1 + (inner - width) / 2, width: inner, height: 1))
    }
}
