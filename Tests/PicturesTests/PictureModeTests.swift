import Pictures
import Terminal
import Testing

/// The way pictures are drawn, chosen from the terminal's profile.
@Suite("Picture mode")
struct PictureModeTests {
    @Test(arguments: [
        (["TERM": "xterm-kitty"], PictureMode.kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .kitty),
        (["TERM": "foot"], .sixel),
        (["TERM": "xterm-256color"], .symbols),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1", "TMUX": "/tmp/t"], .symbols),
        (["TERM": "screen"], .symbols),
        (["TERM": "dumb"], PictureMode.none),
        ([:], PictureMode.none),
    ])
    func autoFollowsTheTerminal(environment: [String: String], expected: PictureMode) {
        #expect(PictureMode.auto.resolved(on: TerminalProfile(environment: environment)) == expected)
    }

    @Test func whatTheReaderIsToldWins() {
        let dumb = TerminalProfile(environment: ["TERM": "dumb"])
        #expect(PictureMode.sixel.resolved(on: dumb) == .sixel)
        #expect(PictureMode.symbols.resolved(on: TerminalProfile(environment: ["TERM": "xterm-kitty"])) == .symbols)
    }

    @Test func noColorTakesColoursAway() {
        #expect(PictureMode.pictureColors(on: TerminalProfile(environment: ["NO_COLOR": "1"]), colors: 256) == 0)
        #expect(PictureMode.pictureColors(on: TerminalProfile(environment: ["NO_COLOR": ""]), colors: 256) == 256)
        #expect(PictureMode.pictureColors(on: TerminalProfile(environment: ["TERM": "xterm"]), colors: 8) == 8)
    }
}
