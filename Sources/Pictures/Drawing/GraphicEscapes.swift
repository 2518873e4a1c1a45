/// A picture as a graphics protocol's escape sequences, and the cells it covers from the cursor.
public struct GraphicEscapes: Equatable, Sendable {
    /// The escape sequences; empty when the picture cannot be sent.
    public let bytes: [UInt8]
    /// The cells the picture covers: its box, or fewer when it is shown at its own size.
    public let box: CellBox

    public init(bytes: [UInt8], box: CellBox) {
        self.bytes = bytes
        self.box = box
    }
}
