import Foundation

/// The pages read, for the pace and the statistics: kept until the next ``save()`` writes them,
/// with the rest.
extension PositionSaver {
    /// The pace learnt from earlier reading, in every book; nil when there is none or the store
    /// cannot be read now.
    public func pace() -> StoredPace? {
        lock.withLock { try? store?.pace() }
    }

    /// The reading of every book, the last read first; nil when the store cannot be read now.
    public func readings() -> [BookReading]? {
        lock.withLock { try? store?.readings() }
    }

    /// Records a page of the book read, to be written by the next ``save()``.
    public func read(_ turn: ReadTurn) {
        lock.withLock { unsavedTurns.append(turn) }
    }

    /// Records that the book's last page was shown at `time`, to be written by the next
    /// ``save()``; the store keeps the first time.
    public func finished(at time: Date) {
        lock.withLock { unsavedFinish = unsavedFinish ?? time }
    }

    /// Writes the pages read and the finish, when there are any.
    func saveReading(in store: PositionStore) throws {
        guard !unsavedTurns.isEmpty || unsavedFinish != nil else { return }
        try store.record(unsavedTurns, finished: unsavedFinish, for: fingerprint)
        unsavedTurns = []
        unsavedFinish = nil
    }
}
