/// Whether Arabic letters are drawn joined, in their presentation forms: terminals that do not
/// shape text (most, and tmux) otherwise show each letter isolated. `auto` shapes unless the
/// environment says the terminal shapes itself.
public enum ShapingMode: String, CaseIterable, Hashable, Sendable {
    case auto, on, off

    /// Whether letters are shaped in a terminal described by `environment`: `auto` is on except
    /// in mlterm, which joins Arabic letters itself (outside tmux and screen, which pass the
    /// letters on one cell at a time as the reader draws them).
    public func shapes(in environment: [String: String]) -> Bool {
        switch self {
        case .on: return true
        case .off: return false
        case .auto:
            let term = environment["TERM"] ?? ""
            let program = environment["TERM_PROGRAM"] ?? ""
            let multiplexed = environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
            return multiplexed || !(term.hasPrefix("mlterm") || program.lowercased() == "mlterm")
        }
    }
}
