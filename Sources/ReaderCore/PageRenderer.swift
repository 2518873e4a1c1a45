import Terminal
import TextEngine

/// Draws laid-out pages into a screen: each line fragment's clusters with their styles, tabs
/// to their stops, nothing past the fragment's width.
public struct PageRenderer {
    let segmenter: TextSegmenter

    public init(segmenter: TextSegmenter) {
        self.segmenter = segmenter
    }

    /// Draws `page` with its container's top-left cell at `row`, `column` of the screen.
    public func draw(_ page: Page, into screen: inout Screen, row: Int, column: Int) {
        for line in page.lines {
            draw(line, into: &screen, row: row + line.row, column: column + line.column)
        }
        for decoration in page.decorations {
            TextLine.draw(decoration.text, into: &screen, row: row + decoration.row, column: column + decoration.column,
                          room: TextLine.width(of: decoration.text))
        }
    }

    private func draw(_ line: LineFragment, into screen: inout Screen, row: Int, column: Int) {
        let storage = segmenter.storage
        var x = 0
        var offset = line.range.lowerBound
        while offset < line.range.upperBound && x < line.width {
            let unit = storage[offset]
            if unit == 0x09 {
                x += Typesetter.tabInterval - x % Typesetter.tabInterval
                offset += 1
                continue
            }
            let end = min(segmenter.clusterEnd(from: offset), line.range.upperBound)
            let width = unit == 0x2028 ? 0 : segmenter.clusterWidth(offset, end)
            if x + width > line.width {
                // Only a cluster wider than the whole line gets here: show that it is cut.
                screen.put("…", width: 1, row: row, column: column + x)
                break
            }
            if width > 0 && unit != 0x20 {
                let attributes = storage.attributes(at: offset)
                var cluster = storage.string(in: offset..<end)
                // Terminals have no strike-through attribute: a combining long stroke overlays it.
                if attributes.contains(.strikethrough) { cluster += "\u{0336}" }
                screen.put(cluster, width: width, row: row, column: column + x, style: Self.cellStyle(attributes))
            }
            x += width
            offset = end
        }
    }

    static func cellStyle(_ attributes: CharacterAttributes) -> CellStyle {
        var style: CellStyle = []
        if attributes.contains(.bold) { style.insert(.bold) }
        if attributes.contains(.italic) { style.insert(.italic) }
        if attributes.contains(.underline) { style.insert(.underline) }
        if attributes.contains(.dim) { style.insert(.dim) }
        if attributes.contains(.link) { style.insert(.underline) }
        if attributes.contains(.marked) { style.insert(.reverse) }
        return style
    }
}
