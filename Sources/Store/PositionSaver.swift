import Foundation

/// Keeps one book's place and the reader's settings saved in a ``PositionStore`` without ever
/// holding reading up, and without giving up.
///
/// Page turns and changed settings are recorded with ``moved(to:)`` and
/// ``changed(settings:)`` and written by ``save()``, which the reader calls after drawing
/// and on every idle wake-up: what could not be written (the store locked by another
/// program, a read-only disk) stays unsaved and is tried again next time. Only what this
/// reader changed is ever written, so another reader's later page turn is never overwritten
/// by a place this one merely showed. ``takeNotice()`` says when saving stops and starts working.
///
/// Every call may come from any thread (the reader saves from the thread that hears a signal
/// while its main thread is busy): one at a time, the store's work included.
public final class PositionSaver: @unchecked Sendable {
    /// The place and settings read from the store.
    public struct SavedPlace: Equatable {
        /// The saved offset of the book; nil when it was never saved.
        public var offset: Int?
        public var settings: [String: String]
        /// The book's bookmarks, as storage offsets.
        public var bookmarks: [Int]
        /// The book's highlights and notes, in storage order.
        public var highlights: [StoredHighlight]

        public init(
            offset: Int?, settings: [String: String], bookmarks: [Int] = [], highlights: [StoredHighlight] = []
        ) {
            self.offset = offset
            self.settings = settings
            self.bookmarks = bookmarks
            self.highlights = highlights
        }
    }

    let store: PositionStore?
    let fingerprint: String
    /// The book's fingerprint as earlier versions took it, asked for only when the store may
    /// hold the book under it.
    private let earlierFingerprint: () -> String?
    private let path: String
    /// Held by every call: the saver and its store are used one call at a time.
    let lock = NSRecursiveLock()
    private var unsavedOffset: Int?
    private var unsavedSettings: [String: String]?
    private var unsavedBookmarks: [Int]?
    /// Highlights made or changed and not written yet, by id, and the ids of those taken away.
    private var unsavedHighlights: [String: StoredHighlight] = [:]
    private var unsavedRemovals: Set<String> = []
    /// What the library shows of the book, written with the first other save or on leaving:
    /// opening a book alone never makes the reader wait for, or warn about, the store.
    private var unsavedBook: (title: String, author: String?, length: Int)?
    /// Pages read and the book finished, not written yet (see `PositionSaver+Reading`).
    var unsavedTurns: [ReadTurn] = []
    var unsavedFinish: Date?
    private var lastFailure: PositionStoreError?
    private var restoreFailed = false
    private var pendingNotice: String?

    /// Why the last save failed; nil while saving works.
    public var failure: PositionStoreError? { lock.withLock { lastFailure } }
    /// True after ``restore()`` failed until it succeeds or the reader moves.
    public var restorePending: Bool { lock.withLock { restoreFailed } }

    /// Saves into `store`; when it is nil, `storeError` says why it could not be opened.
    /// `earlierFingerprint` gives the book's fingerprint as earlier versions of the reader took
    /// it (`fingerprint` ends with the book's byte count after a hyphen, as it did), so that a
    /// place kept under it is found and moved.
    public init(
        store: PositionStore?, fingerprint: String, path: String, storeError: String? = nil,
        earlierFingerprint: @escaping () -> String? = { nil }
    ) {
        self.store = store
        self.fingerprint = fingerprint
        self.earlierFingerprint = earlierFingerprint
        self.path = path
        if store == nil, let storeError {
            lastFailure = .other(storeError)
            pendingNotice = failureNotice
        }
    }

    /// Whether a page turn or a setting has not been written yet.
    public var hasUnsaved: Bool {
        lock.withLock {
            unsavedOffset != nil || unsavedSettings != nil || unsavedBookmarks != nil || hasUnsavedHighlights
                || !unsavedTurns.isEmpty || unsavedFinish != nil
        }
    }

    /// What the status line says while saving does not work; nil while it does.
    public var failureNotice: String? {
        lock.withLock { lastFailure.map(notSaved) }
    }

    /// What the status line says while saving fails for `reason`: highlights waiting are named
    /// first, being the reader's own work.
    private func notSaved(_ reason: PositionStoreError) -> String {
        (hasUnsavedHighlights ? "Highlights not saved: " : "Reading position not saved: ") + "\(reason)"
    }

    /// The status-line message for the latest change in saving (a damaged store healed first),
    /// once; nil when there is none.
    public func takeNotice() -> String? {
        lock.lock()
        defer { lock.unlock() }
        // A healing is told first; a notice of saving waits for the next call.
        if let healing = store?.takeHealing() { return healing.description }
        defer { pendingNotice = nil }
        return pendingNotice
    }

    /// Reads the saved place and settings; nil when the store cannot be read now, after which
    /// ``restorePending`` is true and the caller may ask again later.
    public func restore() -> SavedPlace? {
        lock.lock()
        defer { lock.unlock() }
        guard let store else { return SavedPlace(offset: nil, settings: [:]) }
        do {
            let key = try adoptEarlierPlace(in: store)
            let place = SavedPlace(
                offset: try store.offset(for: key), settings: try store.settings(),
                bookmarks: try store.bookmarks(for: key), highlights: try store.highlights(for: key))
            if restoreFailed { pendingNotice = "Reading position restored" }
            restoreFailed = false
            return place
        } catch {
            let reason = PositionStoreError(error, file: store.file)
            if !restoreFailed { pendingNotice = "Reading position not read: \(reason)" }
            restoreFailed = true
            return nil
        }
    }

    /// Moves the book's place from its earlier fingerprint when it has none under its own and
    /// the store may have one under the other (a book of the same size); returns the
    /// fingerprint to read the place under: the earlier one while the store cannot be written
    /// (the move is tried again the next time the book is opened).
    private func adoptEarlierPlace(in store: PositionStore) throws -> String {
        guard try store.offset(for: fingerprint) == nil,
            let count = fingerprint.split(separator: "-").last.flatMap({ Int($0) }),
            try store.hasEarlierFingerprint(count: count), let earlier = earlierFingerprint(), earlier != fingerprint
        else { return fingerprint }
        do {
            try store.adopt(earlier, as: fingerprint)
            return fingerprint
        } catch {
            return earlier
        }
    }

    /// The page starts remembered for the book in a layout; nil when there are none, or when
    /// the store cannot be read now.
    public func rememberedPages(layout: String) -> [Int]? {
        lock.withLock { try? store?.pageStarts(for: fingerprint, layout: layout) }
    }

    /// Remembers the book's page starts in a layout when the store takes them now: they only
    /// spare a layout, and are found again when lost.
    public func remember(pageStarts: [Int], layout: String) {
        lock.withLock { try? store?.save(pageStarts: pageStarts, for: fingerprint, layout: layout) }
    }

    /// Records a page turn to `offset`, to be written by the next ``save()``.
    public func moved(to offset: Int) {
        lock.withLock {
            unsavedOffset = offset
            restoreFailed = false
        }
    }

    /// Records changed settings, to be written by the next ``save()``.
    public func changed(settings: [String: String]) {
        lock.withLock {
            unsavedSettings = (unsavedSettings ?? [:]).merging(settings) { $1 }
            restoreFailed = false
        }
    }

    /// Records the book opened, for the library.
    public func opened(title: String, author: String?, length: Int) {
        lock.withLock { unsavedBook = (title, author, length) }
    }

    /// Records the book's bookmarks, to be written by the next ``save()``.
    public func changed(bookmarks: [Int]) {
        lock.withLock {
            unsavedBookmarks = bookmarks
            restoreFailed = false
        }
    }

    /// Records highlights made or changed and the ids of those taken away, to be written by the
    /// next ``save()``: each kept until it is written, the last change of an id winning.
    public func changed(highlights: [StoredHighlight], removed: [String]) {
        lock.withLock {
            for highlight in highlights {
                unsavedHighlights[highlight.id] = highlight
                unsavedRemovals.remove(highlight.id)
            }
            for id in removed {
                unsavedHighlights[id] = nil
                unsavedRemovals.insert(id)
            }
        }
    }

    /// Whether highlights are waiting to be written.
    public var hasUnsavedHighlights: Bool {
        lock.withLock { !unsavedHighlights.isEmpty || !unsavedRemovals.isEmpty }
    }

    /// Writes what is unsaved; does nothing when all is saved. Waits at most the store's busy
    /// timeout, and keeps what failed for the next call.
    public func save() {
        lock.lock()
        defer { lock.unlock() }
        guard let store, hasUnsaved else { return }
        do {
            if let offset = unsavedOffset {
                try store.save(offset: offset, for: fingerprint, path: path)
                unsavedOffset = nil
            }
            if let settings = unsavedSettings {
                try store.save(settings: settings)
                unsavedSettings = nil
            }
            if let bookmarks = unsavedBookmarks {
                try store.save(bookmarks: bookmarks, for: fingerprint)
                unsavedBookmarks = nil
            }
            if hasUnsavedHighlights {
                try store.save(
                    highlights: unsavedHighlights.values.sorted { $0.id < $1.id }, removing: unsavedRemovals.sorted(),
                    for: fingerprint)
                unsavedHighlights = [:]
                unsavedRemovals = []
            }
            try saveBook()
            try saveReading(in: store)
            if lastFailure != nil { pendingNotice = "Reading position saved again" }
            lastFailure = nil
        } catch {
            let reason = PositionStoreError(error, file: store.file)
            if reason != lastFailure { pendingNotice = notSaved(reason) }
            lastFailure = reason
        }
    }

    private func saveBook() throws {
        guard let store, let book = unsavedBook else { return }
        try store.opened(fingerprint, title: book.title, author: book.author, length: book.length, path: path)
        unsavedBook = nil
    }

    /// Saves what is unsaved before the reader goes, trying again while the store is locked
    /// for at most `limit` seconds; true when nothing is left unsaved.
    @discardableResult
    public func finish(within limit: TimeInterval = 1.5) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        save()
        while hasUnsaved, failure == .locked, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            save()
        }
        lock.withLock { try? saveBook() }
        return !hasUnsaved
    }
}
