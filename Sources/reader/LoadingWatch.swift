import Foundation

/// Ends the program with a clear message when opening a book does not finish in time: a
/// damaged file can send a library into a loop that nothing else would stop.
final class LoadingWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false

    init(path: String, limit seconds: Int, fail: @escaping @Sendable (String) -> Never) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { [self] in
            lock.lock()
            let done = finished
            lock.unlock()
            if !done { fail("\(path): reading it does not finish (is the file damaged?)") }
        }
    }

    /// The book is open: the watch stands down.
    func finish() {
        lock.lock()
        finished = true
        lock.unlock()
    }
}
