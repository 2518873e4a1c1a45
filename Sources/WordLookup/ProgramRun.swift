import Glibc
import Programs

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
        // A program another thread starts meanwhile must not hold the pipe open.
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let started = ProgramStart(path: path, arguments: [path] + arguments.dropFirst()).start(output: pipeEnds[1])
        close(pipeEnds[1])
        guard case .success(let pid) = started else { return nil }
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
            switch Readiness.of(descriptor, for: Int16(POLLIN), until: deadline) {
            case .ready: break
            case .timedOut: return (bytes, true)
            case .failed: return (bytes, false)
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<min(count, limit - bytes.count)]
        }
        return (bytes, false)
    }
}
