/// Whether Arabic letters are drawn joined, in their presentation forms: terminals that do not
/// shape text (most, and tmux) otherwise show each letter isolated. `auto` shapes unless the
/// terminal shapes itself.
public enum ShapingMode: String, CaseIterable, Hashable, Sendable {
    case auto, on, off

    /// Whether letters are shaped on a terminal of `profile`: `auto` is on except where the
    /// terminal joins Arabic letters itself (mlterm, outside tmux and screen).
    public func shapes(on profile: TerminalProfile) -> Bool {
        switch self {
        case .on: true
        case .off: false
        case .auto: !profile.joinsArabic
        }
    }
}
