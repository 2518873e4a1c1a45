/// Where a layout that must reach a place quickly can begin near it, when the page break before
/// the place is far: pages laid out from there are provisional, since a full layout need not
/// start a page there, but they show the text around the place at once.
enum LayoutOrigin {
    /// A place at or before `offset` (and before the storage's end) that a page can start
    /// from: the start of its paragraph when that is within `reach` code units (in a table, the
    /// start of the row), else the start of its word when that is near, else `offset` itself at
    /// the start of its grapheme cluster. Every scan is bounded, so the answer costs little
    /// whatever the text.
    static func near(_ offset: Int, in storage: TextStorage, reach: Int) -> Int {
        guard storage.length > 0 else { return 0 }
        var place = min(max(0, offset), storage.length - 1)
        // The end of the storage is on the page of its last text.
        while place > 0 && TextStorage.isParagraphSeparator(storage[place]) { place -= 1 }
        let floor = max(0, place - reach)
        var start = place
        while start > floor && !TextStorage.isParagraphSeparator(storage[start - 1]) { start -= 1 }
        if start > floor || start == 0 { return rowStart(of: start, in: storage) }
        return wordStart(of: place, in: storage)
    }

    /// The start of the table row holding the paragraph at `start` (a page of a table starts at
    /// a row), or `start` outside tables; a few hundred paragraphs back at most.
    private static func rowStart(of start: Int, in storage: TextStorage) -> Int {
        guard let cell = storage.paragraphStyle(at: start).tableCell else { return start }
        var row = start
        for _ in 0..<256 where row > 0 {
            let previous = storage.paragraphStart(containing: row - 1)
            guard let before = storage.paragraphStyle(at: previous).tableCell,
                before.table == cell.table && before.row == cell.row
            else { break }
            row = previous
        }
        return row
    }

    /// The first code unit after the last space or separator in the 64 before `place` (not a
    /// note's number, which no line starts with); else `place`, moved back off a low surrogate
    /// or a combining mark.
    private static func wordStart(of place: Int, in storage: TextStorage) -> Int {
        var start = place
        while start > max(0, place - 64) {
            let unit = storage[start - 1]
            if unit == 0x20 || unit == 0x3000 || TextStorage.isParagraphSeparator(unit),
                !storage.attributes(at: start).contains(.superscript)
            {
                return start
            }
            start -= 1
        }
        start = place
        while start > max(0, place - 32), !startsCluster(storage[start]) { start -= 1 }
        return start
    }

    /// Whether a cluster may start with `unit`: not the second half of a surrogate pair, nor a
    /// combining mark, joiner or variation selector.
    private static func startsCluster(_ unit: UInt16) -> Bool {
        if (0xDC00...0xDFFF).contains(unit) { return false }
        guard let scalar = Unicode.Scalar(unit) else { return true }
        let properties = scalar.properties
        return
            !(properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
            || properties.generalCategory == .enclosingMark || unit == 0x200D || properties.isVariationSelector)
    }
}
