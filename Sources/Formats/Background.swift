import Foundation

/// A value worked out on a thread of its own while its caller goes on with other work.
final class Background<Value: Sendable>: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var result: Value?

    /// Starts working `work` out.
    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            let value = work()
            condition.lock()
            result = value
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    /// The value, waited for if it is not worked out yet.
    var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}
