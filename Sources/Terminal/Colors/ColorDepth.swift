/// How many colours a terminal shows, as the reader uses them.
public enum ColorDepth: Hashable, Sendable {
    /// None, or none wanted (`NO_COLOR`): attributes only.
    case none
    /// The 8 basic colours.
    case basic8
    /// The palette of 256.
    case palette256
    /// Red, green and blue exactly (a terminfo entry with direct colour, as `xterm-direct`).
    case direct

    /// The depth of a terminal that says it has `colors` colours; none when `usesColor` is false.
    public init(colors: Int, usesColor: Bool) {
        switch colors {
        case _ where !usesColor: self = .none
        case (1 << 24)...: self = .direct
        case 256...: self = .palette256
        case 8...: self = .basic8
        default: self = .none
        }
    }
}
