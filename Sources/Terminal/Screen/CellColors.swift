/// The colours of a cell from the terminal's palette of 256 (pictures drawn in symbols); nil
/// for the terminal's own foreground or background.
public struct CellColors: Hashable, Sendable {
    public var foreground: UInt8?
    public var background: UInt8?

    public init(foreground: UInt8? = nil, background: UInt8? = nil) {
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's own colours.
    public static let terminal = CellColors()

    /// The colours in one number, as a screen keeps them: 0 for the terminal's own.
    var packed: UInt32 {
        UInt32(foreground.map { UInt32($0) + 1 } ?? 0) | (background.map { UInt32($0) + 1 } ?? 0) << 16
    }

    init(packed: UInt32) {
        let (foreground, background) = (packed & 0xFFFF, packed >> 16)
        self.foreground = foreground == 0 ? nil : UInt8(foreground - 1)
        self.background = background == 0 ? nil : UInt8(background - 1)
    }
}
