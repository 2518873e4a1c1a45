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
