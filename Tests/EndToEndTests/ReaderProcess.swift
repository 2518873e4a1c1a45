import Foundation

/// A reader process seen from outside, through /proc: whether it has ended, how long that took,
/// the most memory it held.
struct ReaderProcess {
    let pid: Int32

    /// Whether the process is gone (or a zombie its parent has not reaped yet).
    var hasExited: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        // The state follows the command's closing parenthesis.
        return stat.split(separator: ")").last?.trimmingCharacters(in: .whitespaces).hasPrefix("Z") ?? true
    }

    /// Seconds from `start` until the process exits, polled every 5 ms, at most `limit`.
    func secondsToExit(after start: Date, limit: Double = 30) -> Double {
        while !hasExited && Date().timeIntervalSince(start) < limit { Thread.sleep(forTimeInterval: 0.005) }
        return Date().timeIntervalSince(start)
    }

    /// The most resident memory the process has held, in MiB (VmHWM); nil once it is gone.
    var peakMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return nil }
        return kilobytes / 1024
    }
}
