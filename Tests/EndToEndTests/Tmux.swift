import Foundation
import TestSupport
import Testing

/// A private tmux server with one pane, driven as a person would: keys in, screen out.
final class Tmux {
    private let socket = "reader-e2e-\(UUID().uuidString.prefix(8))"
    private let target = "e2e"

    init(columns: Int, rows: Int) throws {
        try run([
            "-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)",
            "env", "-i", "PATH=/usr/bin:/bin", "HOME=\(NSTemporaryDirectory())", "TERM=screen",
            "LANG=C.UTF-8", "bash", "--norc", "--noprofile",
        ])
        try run(["set-option", "-t", target, "status", "off"])
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Types a command line into the shell of the pane.
    func type(_ line: String) throws {
        try run(["send-keys", "-t", target, "-l", line])
        try run(["send-keys", "-t", target, "Enter"])
    }

    /// Sends bytes as they are, escape sequences included.
    func send(literally bytes: String) throws {
        try run(["send-keys", "-t", target, "-l", bytes])
    }

    /// Pastes `text` as a terminal pastes a selection: all at once, through a tmux buffer.
    func paste(_ text: String) throws {
        let file = NSTemporaryDirectory() + "reader-paste-" + UUID().uuidString
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        try run(["load-buffer", file])
        try run(["paste-buffer", "-t", target])
    }

    /// Sends named keys ("Right", "q"...).
    func press(_ keys: String...) throws {
        for key in keys { try run(["send-keys", "-t", target, key]) }
    }

    /// Closes the pane's window, as a person closes a terminal: its programs are hung up.
    func killWindow() throws {
        try run(["kill-window", "-t", target])
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Lets programs in the pane set tmux's buffers with OSC 52, as a terminal's clipboard.
    func acceptClipboard() throws {
        try run(["set-option", "-s", "set-clipboard", "on"])
    }

    /// The text of tmux's newest buffer (what OSC 52 last set), if any.
    func clipboard() throws -> String? {
        let result = try Command.run("/usr/bin/tmux", ["-L", socket, "show-buffer"])
        return result.status == 0 ? result.output : nil
    }

    /// The pane's text now with its colours and attributes, as SGR sequences.
    func styledScreen() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", target])
    }

    /// The pane's text now.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", target])
    }

    /// Whether the pane shows the alternate screen.
    func alternateScreenOn() throws -> Bool {
        try run(["display-message", "-p", "-t", target, "#{alternate_on}"]).trimmingCharacters(
            in: .whitespacesAndNewlines) == "1"
    }

    /// The process id of the program the pane's shell is running, if any.
    func foregroundChild() throws -> Int32? {
        let shell = try run(["display-message", "-p", "-t", target, "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// Sends `signal` to the program in the pane; whether it then left the alternate screen and exited.
    func signalProgram(_ signal: Int32) throws -> (leftAlternateScreen: Bool, exited: Bool)? {
        guard let program = try foregroundChild() else { return nil }
        kill(program, signal)
        return (try waitUntil { try !alternateScreenOn() }, try waitUntil { try foregroundChild() == nil })
    }

    /// Polls until `condition` holds for a settled screen (the same in two captures 50 ms
    /// apart, so that a frame caught half drawn does not count), up to `timeout` seconds;
    /// returns the last screen.
    @discardableResult
    func waitFor(timeout: Double = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = ""
        var last = try screen()
        while !(condition(last) && last == previous) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            previous = last
            last = try screen()
        }
        if !condition(last) { Issue.record("no screen matched within \(timeout) s; the last one:\n\(last)") }
        return last
    }

    func waitUntil(timeout: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Command.run("/usr/bin/tmux", ["-L", socket] + arguments).output
    }
}
