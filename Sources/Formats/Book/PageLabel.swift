import TextEngine

/// A page of the printed book a text was set from (`epub:type="pagebreak"`,
/// `role="doc-pagebreak"`): its label and where in the storage that page begins. Not text.
public struct PageLabel: Hashable, Sendable {
    public var label: String
    /// Storage offset of the first character of the printed page.
    public var offset: Int

    public init(label: String, offset: Int) {
        self.label = label
        self.offset = offset
    }
}

extension Book {
    /// The printed page holding `offset`: the last label at or before it; nil for a book
    /// without page labels and for text before the first.
    public func pageLabel(holding offset: Int) -> PageLabel? {
        // A book may mark thousands: found by halving.
        let after = pageLabels.partitionPoint { $0.offset > offset }
        return after > 0 ? pageLabels[after - 1] : nil
    }
}
