import Glibc

/// How waiting for a descriptor ended.
enum Readiness {
    case ready, timedOut, failed

    /// Waits until `descriptor` is ready for `events` or `deadline` passes; a signal's
    /// interruption is waited through.
    static func of(_ descriptor: Int32, for events: Int16, until deadline: ContinuousClock.Instant) -> Readiness {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            let left = max(0, Int32((deadline - ContinuousClock.now) / .milliseconds(1)))
            let ready = poll(&entry, 1, left)
            if ready > 0 { return .ready }
            if ready == 0 { return .timedOut }
            if errno != EINTR { return .failed }
        }
    }
}
