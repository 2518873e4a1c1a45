/// Where each cluster of a laid-out line goes: tabs expanded to their stops, the extra cells
/// of a justified line spread over its gaps, a hyphen drawn at its end, its runs in the order
/// they are shown (UAX #9). Pagination keeps only line fragments; a page about to be drawn asks
/// for its glyphs here, so the renderer only paints.
public enum LinePlacement {
    /// Hands the glyphs of `line` to `body`, left to right as the line is shown: its
    /// bidirectional runs reordered (the grapheme cluster is the unit moved, a right-to-left
    /// run reversed), or as stored when `visual` is false.
    public static func forEachGlyph(
        of line: LineFragment, segmenter: TextSegmenter, visual: Bool = true,
        _ body: (PlacedGlyph) -> Void
    ) {
        let text = line.range.lowerBound..<textEnd(of: line, in: segmenter.storage)
        guard visual, !text.isEmpty, line.isRightToLeft || BidiResolver.mayRunRightToLeft(text, of: segmenter.storage),
            let levels = segmenter.bidi.levels(of: text, rightToLeft: line.isRightToLeft)
        else {
            forEachStoredGlyph(of: line, segmenter: segmenter, body)
            return
        }
        var glyphs: [PlacedGlyph] = []
        forEachStoredGlyph(of: line, segmenter: segmenter) { glyphs.append($0) }
        let glyphLevels = glyphs.map { levels[min($0.range.lowerBound, text.upperBound - 1) - text.lowerBound] }
        var column = 0
        for index in BidiResolver.visualOrder(of: glyphLevels) {
            var glyph = glyphs[index]
            glyph.column = column
            glyph.isRightToLeft = glyphLevels[index] % 2 == 1
            column += glyph.width
            body(glyph)
        }
    }

    /// Hands the glyphs of `line` to `body` in storage order, placed left to right.
    private static func forEachStoredGlyph(
        of line: LineFragment, segmenter: TextSegmenter, _ body: (PlacedGlyph) -> Void
    ) {
        let storage = segmenter.storage
        let textEnd = textEnd(of: line, in: storage)
        let textWidth = line.hyphenated ? line.width - 1 : line.width
        var spread = GapSpread(line, segmenter: segmenter)
        var x = 0
        var offset = line.range.lowerBound
        var style = StyleRun(at: offset)
        var walk = ClusterWalk(segmenter, from: offset)
        while offset < textEnd && x < textWidth {
            // Rows are counted as the typesetter measured them, and spread on a justified line.
            let step = walk.step(at: offset, limit: textEnd)
            offset = step.range.upperBound
            if step.kind == .hidden { continue }  // Hidden text is not drawn.
            let attributes = style.attributes(at: step.range.lowerBound, before: textEnd, in: storage)
            if step.isGapSpace {
                let width = step.advance + spread.extra(atSpace: step.range.lowerBound, in: storage)
                let styled = offset < textEnd && storage.attributes(at: offset) == attributes
                body(
                    PlacedGlyph(
                        kind: .space, range: step.range, column: x, width: min(x + width, textWidth) - x,
                        attributes: styled ? attributes : []))
                x += width
                continue
            }
            spread.text()
            if x + step.advance > textWidth {
                // Only a cluster wider than the whole line gets here: show that it is cut.
                body(PlacedGlyph(kind: .ellipsis, range: step.range, column: x, width: 1, attributes: []))
                break
            }
            if step.advance > 0 {
                body(
                    PlacedGlyph(
                        kind: .cluster, range: step.range, column: x, width: step.advance, attributes: attributes))
            }
            x += step.advance
        }
        if line.hyphenated {
            let last = max(line.range.lowerBound, textEnd - 1)
            body(
                PlacedGlyph(
                    kind: .hyphen, range: last..<last + 1, column: line.width - 1, width: 1,
                    attributes: storage.attributes(at: last)))
        }
    }

    /// The attributes of the run met last, and where they stop applying.
    private struct StyleRun {
        var attributes: CharacterAttributes = []
        var end: Int

        init(at offset: Int) {
            end = offset
        }

        /// The attributes at `offset`, looked up only when it is past the run met last.
        mutating func attributes(at offset: Int, before limit: Int, in storage: TextStorage) -> CharacterAttributes {
            if offset >= end {
                attributes = storage.attributes(at: offset)
                end = storage.attributeRunRange(at: offset, limit: offset..<limit).upperBound
            }
            return attributes
        }
    }

    /// How a justified line spreads its extra cells over its gaps as it is walked: each gap's
    /// first space takes the gap's share (`Justification.extraWidths`).
    private struct GapSpread {
        let widths: [Int]
        var gap = 0
        var inGap = false
        var seenText = false

        init(_ line: LineFragment, segmenter: TextSegmenter) {
            let gaps =
                line.justification > 0
                ? Justification.gapCount(in: line.range, of: segmenter.storage, hidden: segmenter.hidden) : 0
            widths = Justification.extraWidths(gaps: gaps, extra: line.justification, row: line.row)
        }

        /// The extra cells of the space at `offset`.
        mutating func extra(atSpace offset: Int, in storage: TextStorage) -> Int {
            defer { inGap = true }
            guard !inGap && seenText && gap < widths.count,
                !Justification.isRigid(offset..<LinePlacement.gapEnd(from: offset, in: storage), in: storage)
            else { return 0 }
            gap += 1
            return widths[gap - 1]
        }

        /// Notes a cluster of text: the gap before it, if any, is over.
        mutating func text() {
            inGap = false
            seenText = true
        }
    }

    /// The end of the run of gap spaces starting at `offset`.
    private static func gapEnd(from offset: Int, in storage: TextStorage) -> Int {
        var end = offset
        while end < storage.length && Justification.isGapSpace(storage[end]) { end += 1 }
        return end
    }

    /// The end of a line's visible text: hanging spaces and line separators stripped.
    public static func textEnd(of line: LineFragment, in storage: TextStorage) -> Int {
        var end = line.range.upperBound
        while end > line.range.lowerBound, Typesetter.isHangingSpace(storage[end - 1]) { end -= 1 }
        return end
    }
}
