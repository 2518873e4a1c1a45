/// Ranges of the storage the layout leaves out, as TextKit's layout manager can hide glyphs:
/// they take no cells, are never drawn and never break a line, while every offset stays where
/// it was. Ruby readings are hidden this way when the reader asks (`LayoutManager.hidesRuby`).
public struct HiddenText: Sendable {
    /// Sorted, disjoint, none empty.
    let ranges: [Range<Int>]

    public static let none = HiddenText(ranges: [])

    /// The runs of `storage` whose attributes hold `attributes`.
    public init(runsOf attributes: CharacterAttributes, in storage: TextStorage) {
        var ranges: [Range<Int>] = []
        let runs = storage.attributeRuns
        for (index, run) in runs.enumerated() where run.attributes.isSuperset(of: attributes) {
            let end = storage.endOfAttributeRun(index)
            guard end > run.location else { continue }
            if let last = ranges.last, last.upperBound == run.location {
                ranges[ranges.count - 1] = last.lowerBound..<end
            } else {
                ranges.append(run.location..<end)
            }
        }
        self.ranges = ranges
    }

    init(ranges: [Range<Int>]) {
        self.ranges = ranges
    }

    public var isEmpty: Bool { ranges.isEmpty }

    /// A walk forward through the text: where hidden text met on the way ends.
    struct Cursor {
        private let text: HiddenText
        private var next: Range<Int>?
        /// Where the next hidden range begins (`Int.max` when none is left): a walk need only
        /// look further at offsets from here.
        private(set) var nextStart: Int

        init(_ text: HiddenText, from offset: Int) {
            self.text = text
            next = text.isEmpty ? nil : text.range(endingAfter: offset)
            nextStart = next?.lowerBound ?? Int.max
        }

        /// Where the hidden text holding `offset` ends; nil when `offset` is shown. The
        /// offsets asked about must not go back.
        mutating func hiddenEnd(at offset: Int) -> Int? {
            range(holding: offset)?.upperBound
        }

        /// The range holding `offset`, if one does. The offsets asked about must not go back.
        mutating func range(holding offset: Int) -> Range<Int>? {
            guard offset >= nextStart, let range = next else { return nil }
            if offset < range.upperBound { return range }
            next = text.range(endingAfter: offset)
            nextStart = next?.lowerBound ?? Int.max
            guard let found = next, offset >= found.lowerBound else { return nil }
            return found
        }
    }

    /// The first hidden range that ends after `offset`, if any.
    func range(endingAfter offset: Int) -> Range<Int>? {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count ? ranges[low] : nil
    }
}
