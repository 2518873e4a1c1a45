import Foundation
import ReaderCore
import Store

/// The books of the library read from the store on a thread of their own: a library of a
/// million books takes a second and more to read, and the keys answer meanwhile. The store is
/// used by that thread alone until ``result`` is there.
final class LibraryLoading: @unchecked Sendable {
    private let store: PositionStore
    private let lock = NSLock()
    private var read: Result<(items: [Library.Item], skipped: Int), any Error>?

    /// Starts reading the books of `store`.
    init(_ store: PositionStore) {
        self.store = store
        Thread.detachNewThread { [self] in
            let read = Result { try LibraryLoop.items(in: self.store) }
            lock.withLock { self.read = read }
        }
    }

    /// The books, each marked by whether its file is still there, and how many rows of the
    /// store could not be read as books, or why the store could not be read; nil until read.
    var result: Result<(items: [Library.Item], skipped: Int), any Error>? { lock.withLock { read } }
}
