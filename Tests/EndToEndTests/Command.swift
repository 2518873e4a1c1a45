import Foundation
import TestSupport

/// Runs a program to completion and collects what it wrote.
enum Command {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `executable` with its output in files, not pipes: a daemon it starts (the tmux
    /// server) would keep inherited pipes open forever, and Foundation's Process waits on them.
    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let base = NSTemporaryDirectory() + "reader-command-" + UUID().uuidString
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, base + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, base + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Test threads may block signals; the programs started here must get them all.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7F == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            output: (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? "",
            error: (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")
    }

    /// The `reader` executable built beside the test bundle.
    static var reader: String {
        let tests =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: tests).deletingLastPathComponent().appendingPathComponent("reader").path
    }

    /// ../shared/books beside the project, when this checkout has it.
    static let sharedBooks: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let books = root.deletingLastPathComponent().appendingPathComponent("shared/books").path
        return FileManager.default.fileExists(atPath: books) ? books : nil
    }()
}
