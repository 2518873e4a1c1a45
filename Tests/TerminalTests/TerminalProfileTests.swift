import Terminal
import Testing

/// The profile of a terminal read from its environment, against a table written by hand of
/// what each terminal is known to do.
@Suite("Terminal profile")
struct TerminalProfileTests {
    /// An environment and what the profile must say of it.
    struct Row: CustomTestStringConvertible, Sendable {
        var environment: [String: String]
        var dumb = false
        var multiplexed = false
        var graphics: TerminalProfile.Graphics? = nil
        var joinsArabic = false
        var color = true

        var testDescription: String { environment.sorted { $0.key < $1.key }.description }
    }

    static let tmux = "/tmp/tmux-1000/default,4242,0"

    static let table: [Row] = [
        Row(environment: [:], dumb: true),
        Row(environment: ["TERM": "dumb"], dumb: true),
        Row(environment: ["TERM": "xterm-256color"]),
        Row(environment: ["TERM": "linux"]),
        Row(environment: ["TERM": "xterm-kitty"], graphics: .kitty),
        Row(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], graphics: .kitty),
        Row(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], graphics: .kitty),
        Row(environment: ["TERM": "xterm-ghostty", "TERM_PROGRAM": "ghostty"], graphics: .kitty),
        Row(environment: ["TERM": "foot"], graphics: .sixel),
        Row(environment: ["TERM": "foot-extra"], graphics: .sixel),
        Row(environment: ["TERM": "contour"], graphics: .sixel),
        Row(environment: ["TERM": "xterm-sixel"], graphics: .sixel),
        Row(environment: ["TERM": "mlterm"], graphics: .sixel, joinsArabic: true),
        Row(environment: ["TERM": "xterm", "TERM_PROGRAM": "mlterm"], joinsArabic: true),
        Row(environment: ["TERM": "xterm", "TERM_PROGRAM": "MLTerm"], joinsArabic: true),
        Row(environment: ["TERM": "tmux-256color", "TMUX": tmux], multiplexed: true),
        Row(environment: ["TERM": "screen-256color"], multiplexed: true),
        Row(environment: ["TERM": "screen"], multiplexed: true),
        Row(environment: ["TERM": "xterm-kitty", "TMUX": tmux], multiplexed: true),
        Row(environment: ["TERM": "screen", "KITTY_WINDOW_ID": "3", "TMUX": tmux], multiplexed: true),
        Row(environment: ["TERM": "mlterm", "TMUX": tmux], multiplexed: true),
        Row(environment: ["TERM": "xterm", "TERM_PROGRAM": "mlterm", "TMUX": tmux], multiplexed: true),
        Row(environment: ["TERM": "foot", "TMUX": tmux], multiplexed: true),
        Row(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], color: false),
        Row(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]),
        Row(environment: ["TERM": "dumb", "TMUX": tmux], dumb: true, multiplexed: true),
    ]

    @Test(arguments: table)
    func theProfileSaysWhatTheTerminalDoes(_ row: Row) {
        let profile = TerminalProfile(environment: row.environment)
        #expect(profile.isDumb == row.dumb)
        #expect(profile.isMultiplexed == row.multiplexed)
        #expect(profile.graphics == row.graphics)
        #expect(profile.joinsArabic == row.joinsArabic)
        #expect(profile.usesColor == row.color)
    }

    @Test func arabicIsShapedUnlessTheTerminalJoinsItItselfOrTheReaderIsTold() {
        let mlterm = TerminalProfile(environment: ["TERM": "mlterm"])
        let xterm = TerminalProfile(environment: ["TERM": "xterm-256color"])
        let mltermInTmux = TerminalProfile(environment: ["TERM": "mlterm", "TMUX": Self.tmux])
        #expect(!ShapingMode.auto.shapes(on: mlterm))
        #expect(ShapingMode.auto.shapes(on: xterm))
        #expect(ShapingMode.auto.shapes(on: mltermInTmux), "tmux hands letters on one cell at a time")
        #expect(ShapingMode.on.shapes(on: mlterm))
        #expect(!ShapingMode.off.shapes(on: xterm))
    }
}
