extension TextSegmenter {
    /// The unit of vertical text (tategaki) at `offset`, before `limit`: where it ends and the
    /// rows of its column it takes. Each grapheme cluster takes one row, wide or narrow (a
    /// Latin letter stands upright), a cluster of no cells none; a pair of ASCII digits
    /// standing alone between non-digits shares one row, side by side (tate-chu-yoko): `pair`;
    /// so does the run of an element the book sets upright side by side (`CombinedUpright`).
    public func verticalUnit(from offset: Int, limit: Int) -> (end: Int, rows: Int, pair: Bool) {
        if !combinedUpright.isEmpty, let run = combinedUpright.range(endingAfter: offset), run.lowerBound == offset,
            run.upperBound <= limit
        {
            return (run.upperBound, 1, true)
        }
        if let pair = tateChuYokoEnd(at: offset, limit: limit) { return (pair, 1, true) }
        let end = min(clusterEnd(from: offset), limit)
        return (end, clusterWidth(offset, end) > 0 ? 1 : 0, false)
    }

    /// The end of the tate-chu-yoko pair starting at `offset`, if one does: two ASCII digits,
    /// each a cluster of its own, with no digit before or after them.
    private func tateChuYokoEnd(at offset: Int, limit: Int) -> Int? {
        guard offset + 2 <= limit, Self.isDigit(storage[offset]), Self.isDigit(storage[offset + 1]),
            offset == 0 || !Self.isDigit(storage[offset - 1]),
            offset + 2 == storage.length || !Self.isDigit(storage[offset + 2]),
            clusterEnd(from: offset + 1) == offset + 2
        else { return nil }
        return offset + 2
    }

    static func isDigit(_ unit: UInt16) -> Bool {
        unit >= 0x30 && unit <= 0x39
    }
}
