import Foundation
import TestSupport
import Testing

/// A terminal that goes away without a SIGHUP (one that is not the reader's controlling
/// terminal): its reads fail, and the reader ends instead of spinning on them.
@Suite("Closed terminal")
struct ClosedTerminalTests {
    private let temporary = TemporaryDirectory()

    /// glibc's POSIX_SPAWN_SETSID, which Swift does not import (it needs _GNU_SOURCE).
    private static let newSession: Int16 = 0x80

    /// Reads what the reader writes to the pseudo-terminal until `marker` comes, at most 60 s.
    private static func read(_ master: Int32, until marker: String) -> Bool {
        var seen = [UInt8]()
        let deadline = Date().addingTimeInterval(60)
        var input = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while Date() < deadline {
            guard poll(&input, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { return false }
            seen += buffer.prefix(count)
            if String(decoding: seen.suffix(4096), as: UTF8.self).contains(marker) { return true }
        }
        return false
    }

    @Test func aTerminalClosedWithoutAHangUpSignalEndsTheReader() throws {
        let book = temporary.path + "/Short.txt"
        try String(repeating: "word ", count: 2000).write(toFile: book, atomically: false, encoding: .utf8)
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        #expect(openpty(&master, &slave, nil, nil, &size) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
        posix_spawn_file_actions_addclose(&actions, master)
        // A session of its own, without a controlling terminal: closing the terminal sends no signal.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Self.newSession | Int16(POSIX_SPAWN_SETSIGMASK))
        let arguments = [Command.reader, book]
        let environment = [
            "PATH=/usr/bin:/bin", "TERM=screen", "LANG=C.UTF-8", "HOME=\(temporary.path)",
            "XDG_STATE_HOME=\(temporary.path)/state",
        ]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        #expect(posix_spawn(&pid, Command.reader, &actions, &attributes, argv, envp) == 0)
        close(slave)
        #expect(Self.read(master, until: "%"), "the reader shows its first page")
        close(master)
        let closed = Date()
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 && Date().timeIntervalSince(closed) < 10 {
            Thread.sleep(forTimeInterval: 0.005)
        }
        let seconds = Date().timeIntervalSince(closed)
        if seconds >= 10 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        // About 0.05 s alone; 1.3 s was seen under the whole suite on two cores. A reader that
        // missed the closed terminal would run on to the 10 s cap.
        #expect(seconds < 3, "the reader ended \(seconds) s after its terminal closed")
        #expect(status & 0x7F == SIGHUP, "it ends as a hung-up program does (status \(status))")
    }
}
