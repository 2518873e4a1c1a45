/// The colours of a cell; nil for the terminal's own foreground or background.
public struct CellColors: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.foreground = foreground
        self.background = background
    }

    /// The terminal's own colours.
    public static let terminal = CellColors()

    /// The colours in one number, as a screen keeps them: 0 for the terminal's own.
    var packed: UInt64 {
        UInt64(foreground?.packed ?? 0) | UInt64(background?.packed ?? 0) << 32
    }

    init(packed: UInt64) {
        foreground = TerminalColor(packed: UInt32(truncatingIfNeeded: packed))
        background = TerminalColor(packed: UInt32(truncatingIfNeeded: packed >> 32))
    }

    /// The colours as a terminal of `depth` shows them; the terminal's own for both when they
    /// would come out the same (on 8 colours), so that text never vanishes into its background.
    public func fitted(to depth: ColorDepth) -> CellColors {
        let fitted = CellColors(foreground: foreground?.fitted(to: depth), background: background?.fitted(to: depth))
        return fitted.foreground != nil && fitted.foreground == fitted.background ? .terminal : fitted
    }
}
