import Terminal

/// How pictures reach the terminal: through a graphics protocol the terminal speaks (kitty's,
/// sixel), as Unicode symbols in colour (which every terminal, tmux and ssh show), or not at
/// all (their boxes). `auto` picks from what the terminal's profile says.
public enum PictureMode: String, CaseIterable, Hashable, Sendable {
    case auto, kitty, sixel, symbols, none

    /// The mode `auto` stands for on a terminal of `profile`: the graphics protocol that
    /// reaches it (kitty's in kitty, WezTerm and Ghostty; sixel in foot, mlterm, contour, xterm
    /// with sixel); symbols anywhere else, tmux and screen included; `none` on a dumb terminal.
    public func resolved(on profile: TerminalProfile) -> PictureMode {
        guard self == .auto else { return self }
        if profile.isDumb { return .none }
        switch profile.graphics {
        case .kitty: return .kitty
        case .sixel: return .sixel
        case nil: return .symbols
        }
    }

    /// The colours pictures get on a terminal of `profile` showing `colors` colours: none under
    /// `NO_COLOR`.
    public static func pictureColors(on profile: TerminalProfile, colors: Int) -> Int {
        profile.usesColor ? colors : 0
    }
}
