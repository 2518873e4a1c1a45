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
        let gapWidths = Justification.extraWidths(
            gaps: line.justification > 0
                ? Justification.gapCount(in: line.range, of: storage, hidden: segmenter.hidden) : 0,
            extra: line.justification,
            row: line.row)
        let textWidth = line.hyphenated ? line.width - 1 : line.width
        var gap = 0
        var inGap = false
        var seenText = false
        var x = 0
        var natural = 0  // the column the typesetter measured, before justification spread the gaps
        var offset = line.range.lowerBound
        var attributes: CharacterAttributes = []
        var runEnd = offset  // where the attributes found last stop applying
        var hidden = HiddenText.Cursor(segmenter.hidden, from: offset)
        while offset < textEnd && x < textWidth {
            if let end = hidden.hiddenEnd(at: offset) {
                // Hidden text is not drawn.
                offset = end
                continue
            }
            let unit = storage[offset]
            if offset >= runEnd {
                attributes = storage.attributes(at: offset)
                runEnd = storage.attributeRunRange(at: offset, limit: offset..<textEnd).upperBound
            }
            if CodeUnit.isLoneASCII(unit, followedBy: offset + 1 < storage.length ? storage[offset + 1] : nil) {
                body(
                    PlacedGlyph(kind: .cluster, range: offset..<offset + 1, column: x, width: 1, attributes: attributes)
                )
                inGap = false
                seenText = true
                x += 1
                natural += 1
                offset += 1
                continue
            }
            if unit == CodeUnit.tab || unit == CodeUnit.space || unit == CodeUnit.ideographicSpace {
                let start = x
                let advance =
                    unit == CodeUnit.tab
                    ? Typesetter.tabInterval - natural % Typesetter.tabInterval
                    : segmenter.clusterWidth(offset, offset + 1)
                x += advance
                natural += advance
                if !inGap && seenText && gap < gapWidths.count
                    && !Justification.isRigid(offset..<gapEnd(from: offset, in: storage), in: storage)
                {
                    x += gapWidths[gap]
                    gap += 1
                }
                inGap = true
                let styled = offset + 1 < textEnd && storage.attributes(at: offset + 1) == attributes
                body(
                    PlacedGlyph(
                        kind: .space, range: offset..<offset + 1, column: start, width: min(x, textWidth) - start,
                        attributes: styled ? attributes : []))
                offset += 1
                continue
            }
            inGap = false
            seenText = true
            let end = min(segmenter.clusterEnd(from: offset), line.range.upperBound)
            let width = unit == CodeUnit.lineSeparator ? 0 : segmenter.clusterWidth(offset, end)
            if x + width > textWidth {
                // Only a cluster wider than the whole line gets here: show that it is cut.
                body(PlacedGlyph(kind: .ellipsis, range: offset..<end, column: x, width: 1, attributes: []))
                break
            }
            if width > 0 {
                body(PlacedGlyph(kind: .cluster, range: offset..<end, column: x, width: width, attributes: attributes))
            }
            x += width
            natural += width
            offset = end
        }
        if line.hyphenated {
            let last = max(line.range.lowerBound, textEnd - 1)
            body(
                PlacedGlyph(
                    kind: .hyphen, range: last..<last + 1, column: line.width - 1, width: 1,
                    attributes: storage.attributes(at: last)))
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
