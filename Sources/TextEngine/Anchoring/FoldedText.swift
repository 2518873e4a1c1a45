/// Text as a quote is matched against it: with the soft hyphens taken out (a book imported
/// again may gain or lose them), and where each of its units stands in the text it was
/// folded from.
struct FoldedText {
    /// The units, soft hyphens out.
    let units: [UInt16]
    /// The offset in the source of each unit; nil when nothing was taken out.
    private let offsets: [Int32]?
    /// The source's length.
    private let sourceLength: Int

    init(_ source: UnsafeBufferPointer<UInt16>) {
        sourceLength = source.count
        guard source.contains(CodeUnit.softHyphen) else {
            units = Array(source)
            offsets = nil
            return
        }
        var units: [UInt16] = []
        var offsets: [Int32] = []
        units.reserveCapacity(source.count)
        offsets.reserveCapacity(source.count)
        for (offset, unit) in source.enumerated() where unit != CodeUnit.softHyphen {
            units.append(unit)
            offsets.append(Int32(offset))
        }
        self.units = units
        self.offsets = offsets
    }

    /// The units of `text` with its soft hyphens out.
    static func fold(_ text: String) -> [UInt16] {
        text.utf16.filter { $0 != CodeUnit.softHyphen }
    }

    /// The source's range for the folded `range`: from its first unit to just after its last.
    func sourceRange(of range: Range<Int>) -> Range<Int> {
        guard let offsets else { return range }
        let start = range.lowerBound < offsets.count ? Int(offsets[range.lowerBound]) : sourceLength
        let end = range.isEmpty ? start : Int(offsets[range.upperBound - 1]) + 1
        return start..<end
    }

    /// The folded index of the unit at the source's `offset`, or of the first one after it.
    func foldedIndex(of offset: Int) -> Int {
        guard let offsets else { return min(max(offset, 0), units.count) }
        var low = 0
        var high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if Int(offsets[mid]) < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
