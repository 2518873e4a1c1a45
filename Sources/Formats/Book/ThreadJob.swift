import Dispatch
import Foundation

/// Work run on a thread of its own while the caller goes on; ``value()`` waits for its result.
/// The work's memory is the caller's to keep alive and apart until then.
final class ThreadJob<Value>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Value) {
        nonisolated(unsafe) let work = work
        // A thread of its own: a pool's threads may all be busy waiting like the caller.
        Thread { [self] in
            result = work()
            done.signal()
        }.start()
    }

    /// The work's result, once it is done. Called once.
    func value() -> Value {
        done.wait()
        return result!
    }
}
