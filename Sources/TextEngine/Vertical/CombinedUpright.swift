/// Text a book sets side by side in one row of a column of vertical text
/// (`text-combine-upright: all`, `CharacterAttributes.combinedUpright`), as a column sets one or
/// two digits unasked (tate-chu-yoko). A terminal's row of a column is two cells, and a glyph
/// cannot be narrowed: the run of an element is set in one row when it is two narrow clusters
/// ("10", "!?", "AB"); one cluster takes its row anyway, and a longer run stands upright, a
/// cluster a row, as it would unasked.
enum CombinedUpright {
    /// The runs of the storage of `segmenter` that take one row each: each element's run
    /// (`TextStorageBuilder.separateNextRun`), spaces around it left out, when it is two
    /// clusters of a cell each.
    static func runs(_ segmenter: TextSegmenter) -> HiddenText {
        let storage = segmenter.storage
        var runs: [Range<Int>] = []
        for (index, run) in storage.attributeRuns.enumerated() where run.attributes.contains(.combinedUpright) {
            var start = run.location
            var end = storage.endOfAttributeRun(index)
            while start < end && storage[start] == CodeUnit.space { start += 1 }
            while end > start && storage[end - 1] == CodeUnit.space { end -= 1 }
            if isPair(start..<end, segmenter) { runs.append(start..<end) }
        }
        return HiddenText(ranges: runs)
    }

    /// Whether `range` is two clusters of one cell each.
    private static func isPair(_ range: Range<Int>, _ segmenter: TextSegmenter) -> Bool {
        guard range.count >= 2 else { return false }
        let middle = segmenter.clusterEnd(from: range.lowerBound)
        guard middle < range.upperBound, segmenter.clusterEnd(from: middle) == range.upperBound else { return false }
        return segmenter.clusterWidth(range.lowerBound, middle) == 1
            && segmenter.clusterWidth(middle, range.upperBound) == 1
    }
}
