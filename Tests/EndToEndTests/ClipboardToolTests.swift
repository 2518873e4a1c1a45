import Foundation
import ReaderCore
import Terminal
import TestSupport
import Testing

@testable import Curses
@testable import reader

/// A terminal that keeps what it was asked to put on the clipboard.
private final class ClipboardTerminal: TerminalDevice {
    var copied: [String] = []
    let takes: Bool
    init(takes: Bool = true) { self.takes = takes }
    func start() -> Bool { true }
    func stop() {}
    var size: (columns: Int, rows: Int) { (80, 24) }
    func draw(_ screen: Screen) {}
    func readKey(timeout: Int) -> Key? { nil }
    func copyToClipboard(_ text: String) -> Bool {
        copied.append(text)
        return takes
    }
}

/// Copied text on its way out: OSC 52 written to the terminal's descriptor byte for byte, and
/// `wl-copy` or `xclip` run with it on their input, within a time limit, told when they are
/// missing, fail or hang. The tools are fake scripts on a `PATH` of the test's own, run one
/// test at a time: a script being written while another test starts a program would be busy.
@Suite("Clipboard tools", .serialized)
struct ClipboardToolTests {
    private let temporary = TemporaryDirectory()

    /// An environment whose `PATH` holds `scripts` (name: shell body, or a script with its `#!`)
    /// alone.
    private func environment(_ scripts: [String: String], display: String = "DISPLAY") -> [String: String] {
        let bin = temporary.path + "/bin"
        try? FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        for (name, body) in scripts {
            let path = temporary.file("bin/" + name, text: (body.hasPrefix("#!") ? "" : "#!/bin/sh\n") + body + "\n")
            chmod(path, 0o755)
        }
        return ["PATH": bin, "TERM": "dumb", display: display == "DISPLAY" ? ":0" : "wayland-0"]
    }

    private func clipboard(_ environment: [String: String], timeout: Duration = .seconds(2)) -> Clipboard {
        var clipboard = Clipboard(
            method: .tool, profile: TerminalProfile(environment: environment), environment: environment,
            terminal: ClipboardTerminal())
        clipboard.timeout = timeout
        return clipboard
    }

    @Test func theTerminalsWritePathEmitsExactlyTheSequence() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let text = "Hello, pencil — été\n漢字"
        #expect(CursesTerminal.writeEscape(ClipboardSequence.osc52(text), to: ends[1]))
        close(ends[1])
        let read = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        // Written by hand: ESC ] 52 ; c ; base64 BEL, base64 by Foundation.
        let expected = Data("\u{1B}]52;c;".utf8) + Data(text.utf8).base64EncodedData() + Data([0x07])
        #expect(read == expected)
    }

    @Test func osc52GoesThroughTheTerminal() {
        let terminal = ClipboardTerminal()
        let environment = ["TERM": "xterm-256color"]
        let osc52 = Clipboard(
            method: .auto, profile: TerminalProfile(environment: environment), environment: environment,
            terminal: terminal)
        #expect(osc52.copy("It was a dark night.", summary: "5 words") == "Copied 5 words through OSC 52")
        #expect(terminal.copied == ["It was a dark night."])
        let refusing = Clipboard(
            method: .osc52, profile: TerminalProfile(environment: environment), environment: environment,
            terminal: ClipboardTerminal(takes: false))
        #expect(refusing.copy("word", summary: "1 word") == "Not copied: the terminal could not be written to")
    }

    @Test func theToolGetsTheTextOnItsInput() throws {
        let out = temporary.path + "/copied"
        // In Python: a shell would unblock every signal as it starts, as xclip does not.
        let recorded = environment([
            "xclip": """
            #!/usr/bin/python3
            import sys
            open("\(out).args", "w").write(" ".join(sys.argv[1:]) + "\\n")
            open("\(out).signals", "w").writelines(l for l in open("/proc/self/status") if l.startswith("SigBlk"))
            open("\(out)", "wb").write(sys.stdin.buffer.read())
            """
        ])
        let text = "Été — 漢字\nsecond line"
        // The reader blocks the signals that end it in every thread (SignalWatch): not the tool.
        var ending = sigset_t()
        var before = sigset_t()
        sigemptyset(&ending)
        sigaddset(&ending, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &ending, &before)
        #expect(clipboard(recorded).copy(text, summary: "5 words") == "Copied 5 words through xclip")
        pthread_sigmask(SIG_SETMASK, &before, nil)
        #expect(try String(contentsOfFile: out + ".signals", encoding: .utf8) == "SigBlk:\t0000000000000000\n")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == text)
        #expect(try String(contentsOfFile: out + ".args", encoding: .utf8) == "-selection clipboard\n")

        let wayland = environment(["wl-copy": "/bin/cat > '\(out)'"], display: "WAYLAND_DISPLAY")
        #expect(clipboard(wayland).copy("Under Wayland", summary: "2 words") == "Copied 2 words through wl-copy")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "Under Wayland")
    }

    @Test func aToolThatLeavesAChildRunningReturnsAtOnce() {
        // As xclip does: a child keeps the selection, and its output with it.
        let forking = environment(["xclip": "/bin/cat > /dev/null; (/bin/sleep 3; echo late) &\nexit 0"])
        #expect(
            clipboard(forking).copy("kept", summary: "1 word") == "Copied 1 word through xclip",
            "not held up by the child's output")
    }

    @Test func aMissingFailingOrHangingToolIsTold() {
        #expect(clipboard(environment([:])).copy("x", summary: "1 word") == "Not copied: xclip is not installed")
        let failing = environment(["xclip": "echo 'Error: Can'\"'\"'t open display' >&2; exit 1"])
        #expect(clipboard(failing).copy("x", summary: "1 word") == "Not copied: xclip failed (exit status 1)")
        // It never reads its input: the text waits in a file, not a pipe that fills.
        let hanging = environment(["xclip": "exec /bin/sleep 30"])
        let start = ContinuousClock.now
        #expect(
            clipboard(hanging, timeout: .milliseconds(500)).copy(
                String(repeating: "long text ", count: 50_000), summary: "100,000 words")
                == "Not copied: xclip did not finish within 0.5 seconds")
        #expect(ContinuousClock.now - start < .seconds(5))
        let none = ["PATH": "/usr/bin:/bin", "TERM": "xterm"]
        #expect(
            clipboard(none).copy("x", summary: "1 word")
                == "Not copied: no DISPLAY or WAYLAND_DISPLAY for xclip or wl-copy")
    }
}
