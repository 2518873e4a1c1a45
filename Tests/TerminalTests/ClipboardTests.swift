import Foundation
import Terminal
import Testing

/// OSC 52 as the terminal must receive it, and which way copied text goes for each choice and
/// environment.
@Suite("Clipboard")
struct ClipboardTests {
    /// RFC 4648's test vectors, section 10, each padding case.
    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func osc52CarriesBase64(text: String, base64: String) {
        #expect(ClipboardSequence.osc52(text) == Array("\u{1B}]52;c;\(base64)\u{07}".utf8))
    }

    @Test func osc52CarriesAnyTextAsBase64() throws {
        let text = "Été — \u{1B}[31m red?\u{07} 漢字 👩‍👩‍👧\n" + String(repeating: "x", count: 1000)
        let bytes = ClipboardSequence.osc52(text)
        #expect(bytes.starts(with: [0x1B, 0x5D, 0x35, 0x32, 0x3B, 0x63, 0x3B]) && bytes.last == 0x07)
        let payload = bytes.dropFirst(7).dropLast()
        #expect(!payload.contains { $0 < 0x20 }, "nothing in it a terminal reads as a control")
        // The oracle: Foundation's decoder.
        let decoded = try #require(Data(base64Encoded: Data(payload)))
        #expect(String(decoding: decoded, as: UTF8.self) == text)
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var method: ClipboardMethod
        var environment: [String: String]
        var route: ClipboardRoute
        var testDescription: String { "\(method) \(environment.sorted { $0.key < $1.key })" }
    }

    static let noDisplay = "no DISPLAY or WAYLAND_DISPLAY for xclip or wl-copy"
    static let table: [Row] = [
        Row(method: .auto, environment: ["TERM": "xterm-256color", "DISPLAY": ":0"], route: .osc52),
        Row(method: .auto, environment: ["TERM": "screen", "TMUX": "/tmp/t,1,0"], route: .osc52),
        Row(method: .auto, environment: ["TERM": "dumb", "DISPLAY": ":0"], route: .command(.x11)),
        Row(method: .auto, environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"], route: .command(.wayland)),
        Row(
            method: .auto, environment: ["TERM": "dumb"], route: .unavailable("a dumb terminal, and " + noDisplay)),
        Row(method: .osc52, environment: ["TERM": "dumb"], route: .osc52),
        Row(method: .tool, environment: ["TERM": "xterm", "DISPLAY": ":1"], route: .command(.x11)),
        Row(
            method: .tool, environment: ["TERM": "xterm", "WAYLAND_DISPLAY": "w", "DISPLAY": ":1"],
            route: .command(.wayland)),
        Row(
            method: .tool, environment: ["TERM": "xterm", "WAYLAND_DISPLAY": "", "DISPLAY": ""],
            route: .unavailable(noDisplay)),
    ]

    @Test(arguments: table)
    func theRouteFollowsTheChoiceAndTheEnvironment(_ row: Row) {
        let profile = TerminalProfile(environment: row.environment)
        #expect(row.method.route(on: profile, environment: row.environment) == row.route)
    }

    @Test func theToolsAreNamedWithTheirArguments() {
        #expect(ClipboardCommand.wayland.name == "wl-copy" && ClipboardCommand.wayland.arguments.isEmpty)
        #expect(ClipboardCommand.x11.name == "xclip" && ClipboardCommand.x11.arguments == ["-selection", "clipboard"])
    }
}
