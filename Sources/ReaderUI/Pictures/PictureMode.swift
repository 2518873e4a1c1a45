/// How pictures reach the terminal: through a graphics protocol the terminal speaks (kitty's,
/// sixel), as Unicode symbols in colour (which every terminal, tmux and ssh show), or not at
/// all (their boxes). `auto` picks from what the environment says of the terminal.
public enum PictureMode: String, CaseIterable, Hashable, Sendable {
    case auto, kitty, sixel, symbols, none

    /// The mode `auto` stands for in a terminal described by `environment`: kitty's protocol in
    /// kitty, WezTerm and Ghostty; sixel where the terminal is known to draw it (foot, mlterm,
    /// contour, xterm with sixel); symbols anywhere else, tmux and screen included (they pass
    /// no graphics on); `none` on a dumb terminal.
    public func resolved(in environment: [String: String]) -> PictureMode {
        guard self == .auto else { return self }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "dumb" || term.isEmpty { return .none }
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return .symbols }
        if environment["KITTY_WINDOW_ID"] != nil || term.contains("kitty") || ["WezTerm", "ghostty"].contains(program) {
            return .kitty
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.hasPrefix("contour") || term.contains("sixel") {
            return .sixel
        }
        return .symbols
    }

    /// The colours pictures get on a terminal of `colors` colours: none under `NO_COLOR`.
    public static func pictureColors(in environment: [String: String], colors: Int) -> Int {
        (environment["NO_COLOR"] ?? "").isEmpty ? colors : 0
    }
}
