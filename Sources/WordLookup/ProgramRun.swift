import Glibc

/// A program run without a shell, its standard input and error on /dev/null and its output
/// read through a pipe within a time and a size; killed when it overstays.
struct ProgramRun {
    let path: String
    let arguments: [String]

    /// The bytes the program printed (at most `limit`), and whether it was stopped for taking
    /// longer than `seconds`; nil when it could not be started.
    func output(within seconds: Double, atMost limit: Int) -> (bytes: [UInt8], timedOut: Bool)? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        // The reader's threads block the ending signals; the program gets them all.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let argv = ([path] + arguments.dropFirst()).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let started = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        close(pipeEnds[1])
        guard started == 0 else { return nil }
        let (bytes, timedOut) = read(pipeEnds[0], within: seconds, atMost: limit)
        // Stopped when it overstays or prints too much; a program that ended is only reaped.
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (bytes, timedOut)
    }

    private func read(_ descriptor: Int32, within seconds: Double, atMost limit: Int) -> ([UInt8], Bool) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while bytes.count < limit {
            let left = Int32((deadline - ContinuousClock.now) / .milliseconds(1))
            guard left > 0 else { return (bytes, true) }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return (bytes, ready == 0) }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<min(count, limit - bytes.count)]
        }
        return (bytes, false)
    }
}
