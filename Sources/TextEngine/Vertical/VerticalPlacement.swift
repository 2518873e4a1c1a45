/// Where each unit of a column of vertical text goes: the counterpart of `LinePlacement` for
/// `VerticalLayout`. A glyph's `column` is its row in the column, counted from the fragment's
/// first row, and its `width` the cells it takes across the column: 1 for a narrow letter, 2
/// for a wide character or a tate-chu-yoko pair of digits. The clusters of readings standing
/// beside the column (`RubyColumn`) come as glyphs of kind `reading`, in the rows beside it.
public enum VerticalPlacement {
    /// Hands the glyphs of the column `line` to `body`, top to bottom, each reading beside it
    /// where its run is.
    public static func forEachGlyph(of line: LineFragment, segmenter: TextSegmenter, _ body: (PlacedGlyph) -> Void) {
        let storage = segmenter.storage
        let textEnd = LinePlacement.textEnd(of: line, in: storage)
        var row = 0
        var offset = line.range.lowerBound
        var hidden = HiddenText.Cursor(segmenter.hidden, from: offset)
        var ruby = RubyColumn(
            line.readingsBeside ? segmenter.readings : .none, lineStart: offset, height: Int(line.readingRoom))
        while offset < textEnd {
            if let end = hidden.hiddenEnd(at: offset) {
                offset = end
                continue
            }
            if offset >= ruby.nextStart, let reading = ruby.reading(at: offset, row: row, segmenter: segmenter) {
                RubyColumn.forEachCluster(of: reading.run, segmenter: segmenter) { range, index, width in
                    body(
                        PlacedGlyph(
                            kind: .reading, range: range, column: reading.row + index, width: width,
                            attributes: storage.attributes(at: range.lowerBound)))
                }
                offset = reading.run.upperBound
                continue
            }
            // Rows are counted as the typesetter counts them; what hangs past the column is not drawn.
            let shown = row < line.width
            let unit = storage[offset]
            let attributes = storage.attributes(at: offset)
            switch unit {
            case CodeUnit.lineSeparator:
                offset += 1
            case CodeUnit.tab:
                if shown {
                    body(
                        PlacedGlyph(
                            kind: .space, range: offset..<offset + 1, column: row, width: VerticalLayout.columnWidth,
                            attributes: []))
                }
                row += Typesetter.tabInterval - row % Typesetter.tabInterval
                offset += 1
            case CodeUnit.space, CodeUnit.ideographicSpace:
                if shown {
                    body(
                        PlacedGlyph(
                            kind: .space, range: offset..<offset + 1, column: row, width: VerticalLayout.columnWidth,
                            attributes: []))
                }
                row += 1
                offset += 1
            default:
                let step = segmenter.verticalUnit(from: offset, limit: textEnd)
                if step.rows > 0 && shown {
                    let cells = step.pair ? VerticalLayout.columnWidth : segmenter.clusterWidth(offset, step.end)
                    // A cluster wider than a column (rare) shows that it is cut.
                    let fits = cells <= VerticalLayout.columnWidth
                    body(
                        PlacedGlyph(
                            kind: fits ? .cluster : .ellipsis, range: offset..<step.end, column: row,
                            width: fits ? cells : 1,
                            attributes: attributes))
                }
                row += step.rows
                offset = step.end
            }
        }
    }
}
