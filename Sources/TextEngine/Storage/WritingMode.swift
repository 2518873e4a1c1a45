/// How lines run (CSS `writing-mode`): horizontally, or in columns from top to bottom laid
/// right to left (`vertical-rl`) or left to right (`vertical-lr`).
public enum WritingMode: Hashable, Sendable {
    case horizontal
    case verticalRightToLeft
    case verticalLeftToRight

    /// Whether lines are columns (`VerticalLayout`).
    public var isVertical: Bool { self != .horizontal }
}
