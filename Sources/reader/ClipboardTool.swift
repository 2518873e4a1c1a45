import Foundation
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
        guard let path = Self.locate(command.name, path: environment["PATH"] ?? "/usr/bin:/bin") else {
            return "\(command.name) is not installed"
        }
        guard let input = Self.inputFile(holding: text) else {
            return "the text could not be handed to \(command.name)"
        }
        defer { close(input) }
        let pid: pid_t
        switch spawn(path, input: input) {
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

    /// Starts the program at `path`, its input read from `input`, its output and errors sent to
    /// /dev/null, no other descriptor of the reader's open in it, in a process group of its own
    /// and with the signals the reader blocks or handles back to their defaults. Returns its
    /// process id; Foundation's `Process` is not used, as it hears of the end of a program
    /// only once every process holding its socket (xclip's child) has ended.
    private func spawn(_ path: String, input: Int32) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // A descriptor closed meanwhile by another thread is passed over (glibc ignores EBADF).
        for descriptor in Self.openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&signals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let arguments = ([command.name] + command.arguments).map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in arguments + variables { free(pointer) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, path, &actions, &attributes, arguments, variables)
        return error == 0 ? .success(pid) : .failure(SpawnError(code: error))
    }

    /// Why a program could not be started: the system's words for its error.
    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
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

    /// The descriptors open in the reader.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// The first executable file named `name` in the folders of `path`.
    static func locate(_ name: String, path: String) -> String? {
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            let file = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue,
                access(file, X_OK) == 0
            {
                return file
            }
        }
        return nil
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
