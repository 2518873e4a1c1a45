import Terminal
import TextEngine

/// Writes a short string (a title, a message) on one screen row, cluster by cluster,
/// cut with an ellipsis when longer than its room.
enum TextLine {
    static func width(of text: String) -> Int {
        TextSegmenter.width(of: text)
    }

    /// Draws `text` on the first row of `rect`, within its width, in the order a screen shows
    /// it (right-to-left runs reordered, after a text too long is cut; `rightToLeft` sets the
    /// base direction instead of its first strong character; `shapesArabic` joins Arabic
    /// letters); returns the cells used.
    @discardableResult
    static func draw(
        _ text: String, into screen: inout Screen, in rect: Rect, style: CellStyle = [], rightToLeft: Bool? = nil,
        shapesArabic: Bool = false
    ) -> Int {
        let (row, column, room) = (rect.row, rect.column, rect.width)
        let clusters = text.map { (String($0), width(of: String($0))) }
        let total = clusters.reduce(0) { $0 + $1.1 }
        let limit = total > room ? room - 1 : room
        var kept = 0
        var keptWidth = 0
        for (_, w) in clusters {
            if keptWidth + w > limit { break }
            keptWidth += w
            kept += 1
        }
        // The ellipsis stands where the text read on would be: on the left of right-to-left text.
        let cut = total > room && room > 0
        let ellipsisFirst = cut && (rightToLeft ?? VisualString.isRightToLeft(text))
        var x = ellipsisFirst ? 1 : 0
        if ellipsisFirst { screen.put("…", width: 1, row: row, column: column, style: style) }
        let shown = clusters.prefix(kept)
        let visual = VisualString.reordered(
            shown.map(\.0).joined(), rightToLeft: rightToLeft, shapesArabic: shapesArabic)
        for (cluster, w) in visual ?? shown.map({ ($0.0, $0.1) }) {
            screen.put(cluster, width: w, row: row, column: column + x, style: style)
            x += w
        }
        if cut && !ellipsisFirst {
            screen.put("…", width: 1, row: row, column: column + x, style: style)
            x += 1
        }
        return x
    }
}
