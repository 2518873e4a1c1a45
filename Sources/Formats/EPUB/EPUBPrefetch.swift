import Foundation

/// Entries a book will read next, inflated on a thread of their own a few ahead of their
/// reading, so that inflating one part of a book overlaps parsing the part before it.
/// Inflating is a function of the file's bytes alone: `EPUBArchive.read` takes each result in
/// its turn and judges it (limits, checksum) exactly as if it had inflated it then.
final class EPUBPrefetch: @unchecked Sendable {
    /// One entry to inflate: its path and where its data is.
    struct Job {
        var path: String
        var extent: EPUBArchive.Extent
    }

    /// How many entries may wait inflated, not yet taken. The thread, once that far ahead, is
    /// woken again when half of them are taken: waking a thread costs more than inflating a
    /// small chapter.
    static let ahead = 8
    /// Larger entries are not inflated ahead: chapters are far smaller, and what waits
    /// inflated (or is inflated in vain, for a book refused on the way) stays small.
    static let largestEntry = 1 << 20

    /// The file, kept mapped for as long as the thread may read it.
    private let file: MappedFile
    private let jobs: [Job]
    private let indices: [String: Int]
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    /// The next job to inflate, and the first one not yet taken.
    private var next = 0
    private var taken = 0
    private var results: [Int: EPUBArchive.Inflated] = [:]
    private var cancelled = false
    /// Who waits on `condition`, if anyone: it is signalled only then.
    private var threadWaits = false
    private var takerWaits = false

    /// Starts inflating `jobs`, in order.
    init(file: MappedFile, jobs: [Job]) {
        self.file = file
        self.jobs = jobs
        indices = Dictionary(
            jobs.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        Thread { [self] in run() }.start()
    }

    /// The entry at `path` inflated, waiting for it when it is on its way; nil when it is not
    /// a job still to be taken. Jobs before it are given up.
    func take(_ path: String) -> EPUBArchive.Inflated? {
        condition.lock()
        defer { condition.unlock() }
        guard let index = indices[path], index >= taken else { return nil }
        for skipped in taken..<index { results[skipped] = nil }
        taken = index + 1
        if threadWaits && next <= taken + Self.ahead / 2 { condition.broadcast() }
        while results[index] == nil && !cancelled {
            takerWaits = true
            condition.wait()
            takerWaits = false
        }
        return results.removeValue(forKey: index)
    }

    /// Stops inflating; what is being inflated is finished and dropped.
    func cancel() {
        condition.lock()
        cancelled = true
        results.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            if next >= taken + Self.ahead {
                while !cancelled && next > taken + Self.ahead / 2 {
                    threadWaits = true
                    condition.wait()
                    threadWaits = false
                }
            }
            guard !cancelled, next < jobs.count else {
                condition.unlock()
                return
            }
            let index = next
            condition.unlock()
            let inflated = EPUBArchive.inflate(jobs[index].extent, of: file.bytes)
            condition.lock()
            // Kept unless a later job was taken already.
            if !cancelled && index >= taken - 1 { results[index] = inflated }
            next = index + 1
            if takerWaits { condition.broadcast() }
            condition.unlock()
        }
    }
}
