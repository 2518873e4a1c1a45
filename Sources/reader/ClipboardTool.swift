import Foundation
import Programs
import Terminal

/// Runs a clipboard program (`wl-copy`, `xclip`) with the text on its standard input, within
/// a time limit. Its output and errors go to /dev/null: both programs fork a child that keeps
/// the selection, and a pipe held by that child would never reach its end. Its input is a file
/// without a name, so that a program that never reads it cannot hold the reader up, nor a
/// pipe it closes kill the reader with SIGPIPE.
struct ClipboardTool {
    let command: ClipboardCommand
    /// The environment it runs in, and whose `PATH` it is looked for on.
    let environment: [String: String]
    /// How long it may take before it is killed.
    var timeout: Duration = .seconds(2)

    /// Puts `text` on the clipboard; nil when done, else why not.
    func copy(_ text: String) -> String? {
        guard let path = ProgramStart.locate(command.name, searchPath: environment["PATH"] ?? "/usr/bin:/bin") else {
            return "\(command.name) is not installed"
        }
        guard let input = Self.inputFile(holding: text) else {
            return "the text could not be handed to \(command.name)"
        }
        defer { close(input) }
        let pid: pid_t
        var program = ProgramStart(
            path: path, arguments: [command.name] + command.arguments,
            environment: environment.map { "\($0.key)=\($0.value)" })
        program.ownGroup = true
        switch program.start(input: input) {
        case .success(let started): pid = started
        case .failure(let error): return "\(command.name) could not be started: \(error)"
        }
        var status: Int32 = 0
        switch Self.wait(for: pid, until: ContinuousClock.now + timeout, status: &status) {
        case .exited: break
        case .lost: return "the end of \(command.name) was not seen"
        case .running:
            // It and what it started, in the group of its own it leads.
            kill(-pid, SIGKILL)
            waitpid(pid, &status, 0)
            return "\(command.name) did not finish within \(timeout)"
        }
        // Exited: the status in bits 8-15, and no signal in bits 0-6.
        guard status & 0x7F == 0 else { return "\(command.name) was killed by signal \(status & 0x7F)" }
        let code = (status >> 8) & 0xFF
        return code == 0 ? nil : "\(command.name) failed (exit status \(code))"
    }

    private enum Waiting { case exited, running, lost }

    /// Waits for `pid` to end, looking every 2 ms, and puts its `status`; `.running` when it
    /// still runs at `deadline`.
    private static func wait(for pid: pid_t, until deadline: ContinuousClock.Instant, status: inout Int32) -> Waiting {
        while true {
            let found = waitpid(pid, &status, WNOHANG)
            if found == pid { return .exited }
            if found < 0 && errno != EINTR { return .lost }
            guard ContinuousClock.now < deadline else { return .running }
            usleep(2000)
        }
    }

    /// A file holding `text` (UTF-8), read from its start, whose name is gone: only the
    /// reader and the program it is handed to can read it. Its descriptor, or nil.
    private static func inputFile(holding text: String) -> Int32? {
        var template = Array((NSTemporaryDirectory() + "/reader-clipboard-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 || (written < 0 && errno == EINTR) else {
                close(descriptor)
                return nil
            }
            bytes = bytes.dropFirst(max(written, 0))
        }
        lseek(descriptor, 0, SEEK_SET)
        return descriptor
    }
}
