/// Breaks the text of one paragraph into lines: greedy filling at ICU line break
/// opportunities, spaces hanging at a line's end, and words wider than the line broken at
/// grapheme boundaries.
package struct Typesetter {
    /// Cells between tab stops.
    package static let tabInterval = 8

    let segmenter: TextSegmenter
    private let units: UnsafeMutableBufferPointer<UInt16>

    init(segmenter: TextSegmenter) {
        self.segmenter = segmenter
        self.units = segmenter.storage.units
    }

    /// One typeset line: where it ends and how many cells its visible text takes.
    struct Line {
        var end: Int
        var width: Int
    }

    /// Whitespace that may hang past the end of a line.
    @inline(__always)
    static func isHangingSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x3000 || u == 0x2028
    }

    /// The line that starts at `start` in a paragraph ending at `limit`, `width` cells wide.
    func line(from start: Int, limit: Int, width: Int) -> Line {
        var column = 0
        var visible = 0
        var lineEnd = start
        var segmentStart = start
        while segmentStart < limit {
            let segmentEnd = min(segmenter.lineBreak(after: segmentStart), limit)
            var c = column
            var v = visible
            var lastFit = segmentStart
            var overflow = false
            var hardBreak = false
            var i = segmentStart
            while i < segmentEnd {
                let u = units[i]
                if u == 0x20 {
                    c += 1
                    i += 1
                    continue
                }
                if u == 0x09 {
                    c += Self.tabInterval - c % Self.tabInterval
                    i += 1
                    continue
                }
                if u == 0x2028 {
                    hardBreak = true
                    i += 1
                    continue
                }
                let end = min(segmenter.clusterEnd(from: i), segmentEnd)
                c += segmenter.clusterWidth(i, end)
                if u != 0x3000 {
                    if c > width {
                        overflow = true
                        break
                    }
                    v = c
                    lastFit = end
                }
                i = end
            }
            if overflow {
                if lineEnd > start { return Line(end: lineEnd, width: visible) }
                if lastFit > segmentStart || Self.isHangingSpace(units[segmentStart]) {
                    // Broken inside an unbreakable run: spaces after the break still hang.
                    var end = lastFit
                    while end < segmentEnd && Self.isHangingSpace(units[end]) { end += 1 }
                    return Line(end: end, width: v)
                }
                // A single cluster wider than the whole line stands alone, clipped to it.
                let end = min(segmenter.clusterEnd(from: segmentStart), segmentEnd)
                return Line(end: end, width: min(width, segmenter.clusterWidth(segmentStart, end)))
            }
            column = c
            visible = v
            lineEnd = segmentEnd
            if hardBreak { break }
            segmentStart = segmentEnd
        }
        return Line(end: lineEnd, width: visible)
    }
}
