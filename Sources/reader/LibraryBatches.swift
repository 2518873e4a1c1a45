import Dispatch
import Foundation
import Store

/// The books of a library made into something else a batch at a time: the store is read on the
/// calling thread while the batches are made on others (whether a book's file is still there is
/// a system call each, and a library may hold a million books).
final class LibraryBatches<Made: Sendable>: @unchecked Sendable {
    /// What was made of each batch handed over, by number; changed under `lock`.
    private var made: [Made?] = []
    private let lock = NSLock()
    private let group = DispatchGroup()
    /// Batches handed over and not made yet, at most: the store is read faster than they are made.
    private let room = DispatchSemaphore(value: 4)
    private let make: @Sendable ([PositionStore.LibraryEntry]) -> Made

    private init(_ make: @escaping @Sendable ([PositionStore.LibraryEntry]) -> Made) {
        self.make = make
    }

    /// Rows handed over at a time.
    private static var batchSize: Int { 4096 }

    /// What `make` made of the books of `store`, batch after batch in the order stored, and how
    /// many rows of the store could not be read as books.
    static func map(
        _ store: PositionStore, _ make: @escaping @Sendable ([PositionStore.LibraryEntry]) -> Made
    ) throws -> (made: [Made], skipped: Int) {
        let batches = LibraryBatches(make)
        var batch: [PositionStore.LibraryEntry] = []
        let skipped = try store.forEachLibraryEntry { entry in
            batch.append(entry)
            if batch.count == batchSize {
                batches.hand(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        batches.hand(batch)
        batches.group.wait()
        return (batches.lock.withLock { batches.made.map { $0! } }, skipped)
    }

    /// Makes `entries` on another thread.
    private func hand(_ entries: [PositionStore.LibraryEntry]) {
        room.wait()
        let number = lock.withLock {
            made.append(nil)
            return made.count - 1
        }
        DispatchQueue.global().async(group: group) { [self] in
            let made = make(entries)
            lock.withLock { self.made[number] = made }
            room.signal()
        }
    }
}
