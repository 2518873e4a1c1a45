/// What the environment says of the terminal the reader runs in (`TERM`, `TERM_PROGRAM`,
/// `TMUX`, `KITTY_WINDOW_ID`, `NO_COLOR`), read in one place: whether it shows text at all,
/// whether a multiplexer stands between, which graphics protocol reaches it, whether it joins
/// Arabic letters itself and whether colours are wanted.
public struct TerminalProfile: Hashable, Sendable {
    /// A protocol through which the terminal draws pixels in place of cells.
    public enum Graphics: Hashable, Sendable {
        /// Kitty's graphics protocol (kitty, WezTerm, Ghostty).
        case kitty
        /// DEC sixel (foot, mlterm, contour, xterm built with sixel).
        case sixel
    }

    /// A dumb terminal, or none named: nothing beyond plain text is drawn for it.
    public let isDumb: Bool
    /// Inside tmux or screen, which pass no graphics on and hand the letters on one cell at a
    /// time as the reader draws them.
    public let isMultiplexed: Bool
    /// The graphics protocol that reaches the terminal; nil when none does (a multiplexer
    /// between, a terminal not known to draw pixels).
    public let graphics: Graphics?
    /// The terminal joins Arabic letters itself (mlterm, outside a multiplexer).
    public let joinsArabic: Bool
    /// Colours are wanted: `NO_COLOR` is unset or empty.
    public let usesColor: Bool

    /// The terminal `environment` describes.
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        isDumb = term == "dumb" || term.isEmpty
        isMultiplexed = environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        joinsArabic = !isMultiplexed && (term.hasPrefix("mlterm") || program.lowercased() == "mlterm")
        usesColor = (environment["NO_COLOR"] ?? "").isEmpty
        graphics =
            isDumb || isMultiplexed
            ? nil : Self.graphics(term: term, program: program, inKitty: environment["KITTY_WINDOW_ID"] != nil)
    }

    private static func graphics(term: String, program: String, inKitty: Bool) -> Graphics? {
        if inKitty || term.contains("kitty") || ["WezTerm", "ghostty"].contains(program) { return .kitty }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour") || term.contains("sixel") {
            return .sixel
        }
        return nil
    }
}
