/// Where each unit of a column of vertical text goes: the counterpart of `LinePlacement` for
/// `VerticalLayout`. A glyph's `column` is its row in the column, counted from the fragment's
/// first row, and its `width` the cells it takes across the column: 1 for a narrow letter, 2
/// for a wide character or a tate-chu-yoko pair (of digits, or set so by the book). The clusters of readings standing
/// beside the column (`RubyColumn`) come as glyphs of kind `reading`, in the rows beside it.
public enum VerticalPlacement {
    /// Hands the glyphs of the column `line` to `body`, top to bottom, each reading beside it
    /// where its run is.
    public static func forEachGlyph(of line: LineFragment, segmenter: TextSegmenter, _ body: (PlacedGlyph) -> Void) {
        let storage = segmenter.storage
        let textEnd = LinePlacement.textEnd(of: line, in: storage)
        var offset = line.range.lowerBound
        var walk = ClusterWalk(
            segmenter, from: offset, readingsBeside: line.readingsBeside, rows: Int(line.readingRoom))
        while offset < textEnd {
            let step = walk.step(at: offset, limit: textEnd)
            offset = step.range.upperBound
            // Rows are counted as the typesetter counts them; what hangs past the column is not drawn.
            let shown = step.column < line.width
            switch step.kind {
            case .hidden, .lineSeparator: break
            case .reading:
                RubyColumn.forEachCluster(of: step.range, segmenter: segmenter) { range, index, width in
                    body(
                        PlacedGlyph(
                            kind: .reading, range: range, column: step.column + index, width: width,
                            attributes: storage.attributes(at: range.lowerBound)))
                }
            case .space, .tab, .ideographicSpace:
                if shown {
                    body(
                        PlacedGlyph(
                            kind: .space, range: step.range, column: step.column, width: VerticalLayout.columnWidth,
                            attributes: []))
                }
            case .glyph:
                if step.advance > 0 && shown { body(glyph(step, segmenter: segmenter)) }
            }
        }
    }

    /// The glyph of the cluster (or tate-chu-yoko pair) of `step`, which takes a row: an
    /// ellipsis when it is wider than a column (rare), to show that it is cut.
    private static func glyph(_ step: ClusterStep, segmenter: TextSegmenter) -> PlacedGlyph {
        let storage = segmenter.storage
        let start = step.range.lowerBound
        // A step of two clusters is a pair side by side (`TextSegmenter.verticalUnit`).
        let pair = step.range.upperBound > segmenter.clusterEnd(from: start)
        let cells = pair ? VerticalLayout.columnWidth : segmenter.clusterWidth(start, step.range.upperBound)
        let fits = cells <= VerticalLayout.columnWidth
        return PlacedGlyph(
            kind: fits ? .cluster : .ellipsis, range: step.range, column: step.column, width: fits ? cells : 1,
            attributes: storage.attributes(at: start))
    }
}
