/// How copied text reaches the system clipboard, as the reader chose (`--clipboard`,
/// `READER_CLIPBOARD`): `auto` writes OSC 52 to the terminal unless it is dumb, else runs the
/// display's tool; `osc52` always writes OSC 52; `tool` always runs `wl-copy` (under
/// Wayland) or `xclip` (under X).
public enum ClipboardMethod: String, CaseIterable, Hashable, Sendable {
    case auto, osc52, tool

    /// The way text goes to the clipboard on a terminal of `profile`, in `environment`
    /// (`WAYLAND_DISPLAY`, `DISPLAY`).
    public func route(on profile: TerminalProfile, environment: [String: String]) -> ClipboardRoute {
        let command: ClipboardCommand? =
            !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            ? .wayland : !(environment["DISPLAY"] ?? "").isEmpty ? .x11 : nil
        let noDisplay = "no DISPLAY or WAYLAND_DISPLAY for xclip or wl-copy"
        switch self {
        case .osc52: return .osc52
        case .tool: return command.map(ClipboardRoute.command) ?? .unavailable(noDisplay)
        case .auto:
            if !profile.isDumb { return .osc52 }
            return command.map(ClipboardRoute.command) ?? .unavailable("a dumb terminal, and " + noDisplay)
        }
    }
}

/// The way copied text goes to the clipboard.
public enum ClipboardRoute: Hashable, Sendable {
    /// Written to the terminal as OSC 52 (`TerminalDevice.copyToClipboard`).
    case osc52
    /// Given to a program on its standard input.
    case command(ClipboardCommand)
    /// No way: why.
    case unavailable(String)
}

/// A program that puts its standard input on the system clipboard.
public struct ClipboardCommand: Hashable, Sendable {
    /// Its name, looked for on `PATH`.
    public let name: String
    public let arguments: [String]

    /// Wayland's (wl-clipboard).
    public static let wayland = ClipboardCommand(name: "wl-copy", arguments: [])
    /// X's clipboard (not the primary selection).
    public static let x11 = ClipboardCommand(name: "xclip", arguments: ["-selection", "clipboard"])
}
