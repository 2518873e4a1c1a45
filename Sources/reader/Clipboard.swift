import ReaderCore
import Terminal

/// Puts the text the reader copies on the system clipboard, the way the reader chose
/// (`ClipboardMethod`), and says on the status line what was copied and how.
struct Clipboard {
    let route: ClipboardRoute
    let terminal: TerminalDevice
    /// What the tools run in.
    let environment: [String: String]
    var timeout: Duration = .seconds(2)

    init(
        method: ClipboardMethod, profile: TerminalProfile, environment: [String: String], terminal: TerminalDevice
    ) {
        route = method.route(on: profile, environment: environment)
        self.environment = environment
        self.terminal = terminal
    }

    /// Copies `text`, which `what` sums up ("12 words"); returns the notice: "Copied 12 words
    /// through OSC 52", or why not.
    func copy(_ text: String, summary what: String) -> String {
        switch route {
        case .osc52:
            guard terminal.copyToClipboard(text) else { return "Not copied: the terminal could not be written to" }
            return "Copied \(what) through OSC 52"
        case .command(let command):
            let tool = ClipboardTool(command: command, environment: environment, timeout: timeout)
            if let failure = tool.copy(text) { return "Not copied: \(failure)" }
            return "Copied \(what) through \(command.name)"
        case .unavailable(let reason):
            return "Not copied: \(reason)"
        }
    }
}
