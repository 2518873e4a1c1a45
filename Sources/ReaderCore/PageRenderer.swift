import Terminal
import TextEngine

/// Draws laid-out pages into a screen: each line fragment's clusters with their styles, tabs
/// to their stops, nothing past the fragment's width.
public struct PageRenderer {
    let segmenter: TextSegmenter

    public init(segmenter: TextSegmenter) {
        self.segmenter = segmenter
    }

    /// Draws `page` with its container's top-left cell at the top-left of `rect`.
    public func draw(_ page: Page, into screen: inout Screen, in rect: Rect) {
        let (row, column) = (rect.row, rect.column)
        for line in page.lines {
            draw(line, into: &screen, row: row + line.row, column: column + line.column)
        }
        for decoration in page.decorations {
            if decoration.width == 1 && decoration.text.unicodeScalars.count == 1 {
                screen.put(decoration.text, width: 1, row: row + decoration.row, column: column + decoration.column)
            } else {
                TextLine.draw(decoration.text, into: &screen,
                              in: Rect(row: row + decoration.row, column: column + decoration.column, width: decoration.width, height: 1))
            }
        }
    }

    private func draw(_ line: LineFragment, into screen: inout Screen, row: Int, column: Int) {
        let storage = segmenter.storage
        let textEnd = Self.textEnd(of: line, in: storage)
        let gapWidths = Justification.extraWidths(gaps: line.justification > 0 ? Justification.gapCount(in: line.range, of: storage) : 0,
                                                  extra: line.justification)
        let textWidth = line.hyphenated ? line.width - 1 : line.width
        var gap = 0
        var inGap = false
        var seenText = false
        var x = 0
        var natural = 0  // the column the typesetter measured, before justification spread the gaps
        var offset = line.range.lowerBound
        var attributes: CharacterAttributes = []
        var style: CellStyle = []
        var runEnd = offset  // where the attributes found last stop applying
        while offset < textEnd && x < textWidth {
            let unit = storage[offset]
            if offset >= runEnd {
                attributes = storage.attributes(at: offset)
                style = Self.cellStyle(attributes)
                runEnd = storage.attributeRunRange(at: offset, limit: offset..<textEnd).upperBound
            }
            // Printable ASCII not followed by a combining mark is a cluster of its own, one cell wide.
            if CodeUnit.isLoneASCII(unit, followedBy: offset + 1 < storage.length ? storage[offset + 1] : nil)
                && !attributes.contains(.strikethrough) && !attributes.contains(.marked) {
                screen.put(ascii: UInt8(unit), row: row, column: column + x, style: style)
                inGap = false
                seenText = true
                x += 1
                natural += 1
                offset += 1
                continue
            }
            if unit == CodeUnit.tab || unit == CodeUnit.space || unit == CodeUnit.ideographicSpace {
                let start = x
                let advance = unit == CodeUnit.tab ? Typesetter.tabInterval - natural % Typesetter.tabInterval : (unit == CodeUnit.space ? 1 : 2)
                x += advance
                natural += advance
                if !inGap && seenText && gap < gapWidths.count {
                    x += gapWidths[gap]
                    gap += 1
                }
                inGap = true
                // Spaces inside a marked or underlined run carry its style.
                if !style.isEmpty && offset + 1 < textEnd && storage.attributes(at: offset + 1) == attributes {
                    screen.fill(row: row, columns: (column + start)..<(column + min(x, textWidth)), style: style)
                }
                offset += 1
                continue
            }
            inGap = false
            seenText = true
            let end = min(segmenter.clusterEnd(from: offset), line.range.upperBound)
            let width = unit == CodeUnit.lineSeparator ? 0 : segmenter.clusterWidth(offset, end)
            if x + width > textWidth {
                // Only a cluster wider than the whole line gets here: show that it is cut.
                screen.put("…", width: 1, row: row, column: column + x)
                break
            }
            if width > 0 {
                var cluster = storage.string(in: offset..<end)
                // Terminals have no strike-through attribute: a combining long stroke overlays it.
                if attributes.contains(.strikethrough) { cluster += "\u{0336}" }
                screen.put(cluster, width: width, row: row, column: column + x, style: style)
                if attributes.contains(.marked) { softenMark(around: offset..<end, at: column + x, width: width, row: row, into: &screen) }
            }
            x += width
            natural += width
            offset = end
        }
        if line.hyphenated {
            screen.put("-", width: 1, row: row, column: column + line.width - 1, style: Self.cellStyle(storage.attributes(at: max(line.range.lowerBound, textEnd - 1))))
        }
    }

    /// A marked region reads as one shape: half blocks round off its two ends.
    private func softenMark(around cluster: Range<Int>, at x: Int, width: Int, row: Int, into screen: inout Screen) {
        let storage = segmenter.storage
        let run = storage.attributeRunRange(at: cluster.lowerBound, limit: 0..<storage.length)
        if cluster.lowerBound == run.lowerBound, x > 0, screen[row, x - 1] == .blank {
            screen.put("▐", width: 1, row: row, column: x - 1)
        }
        if cluster.upperBound == run.upperBound, x + width < screen.width, screen[row, x + width] == .blank {
            screen.put("▌", width: 1, row: row, column: x + width)
        }
    }

    /// The end of a line's visible text: hanging spaces and line separators stripped.
    static func textEnd(of line: LineFragment, in storage: TextStorage) -> Int {
        var end = line.range.upperBound
        while end > line.range.lowerBound, Typesetter.isHangingSpace(storage[end - 1]) { end -= 1 }
        return end
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
