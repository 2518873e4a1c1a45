import Curses
import Foundation

/// Ends the reader on SIGINT, SIGTERM and SIGHUP whatever its main thread is doing (laying out,
/// decoding a picture, searching): a thread of its own waits for them, gives the terminal back,
/// runs the departure the loop registered (saving the last place shown) and dies of the signal,
/// so the parent sees why.
final class SignalWatch: @unchecked Sendable {
    /// The one watch of the process.
    static let shared = SignalWatch()

    private let lock = NSLock()
    private var departure: (() -> Void)?

    private init() {}

    /// The signals that end the reader.
    private static var endingSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        return set
    }

    /// Blocks the ending signals in the calling thread and starts the thread that waits for
    /// them. Called first on the main thread, so that every thread made later inherits the mask
    /// and only the watch hears them.
    func start() {
        var set = Self.endingSignals
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let thread = Thread { [self] in waitForSignal() }
        thread.name = "signals"
        thread.start()
    }

    /// What is done before the reader dies of a signal, after the terminal is given back; nil
    /// for nothing. It runs on the watch's thread while the main thread goes on.
    func onSignal(_ body: (() -> Void)?) {
        lock.withLock { departure = body }
    }

    private func waitForSignal() {
        // The watch hears nothing else: a resize goes to the main thread, which reads the keys.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var set = Self.endingSignals
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        CursesTerminal.abandon()
        lock.withLock { departure }?()
        // The default action, now unblocked on this thread, ends the process.
        signal(received, SIG_DFL)
        var one = sigset_t()
        sigemptyset(&one)
        sigaddset(&one, received)
        pthread_sigmask(SIG_UNBLOCK, &one, nil)
        raise(received)
        _exit(128 + received)
    }
}
