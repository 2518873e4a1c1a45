import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

extension MappedFile {
    /// The result of `body` and the content's fingerprint. Beyond a quarter of a megabyte, the
    /// fingerprint is taken on another thread while `body` runs: that thread reads the file
    /// through the descriptor a quarter of a megabyte at a time, not through the mapping, so
    /// `body` gives pages back as soon as it has read them; should it fail to read, the
    /// fingerprint is taken from the mapping after `body`.
    func withFingerprint<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> (result: Result, fingerprint: String) {
        // A thread would cost more than it saves.
        if bytes.count <= FingerprintJob.pieceSize {
            let fingerprint = Fingerprint.of(bytes)
            return (try body(), fingerprint)
        }
        let job = FingerprintJob(descriptor: descriptor, count: bytes.count)
        let result: Result
        do {
            result = try body()
        } catch {
            job.cancel()
            _ = job.value()
            throw error
        }
        return (result, job.value() ?? Fingerprint.of(bytes))
    }
}

/// A fingerprint read from a descriptor on a thread of its own; `value` waits for it, and the
/// descriptor must stay open until then.
private final class FingerprintJob: Sendable {
    /// How many bytes are read at a time.
    static let pieceSize = 256 << 10
    private let cancelled = Atomic(false)
    private let result = Mutex<String?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(descriptor: Int32, count: Int) {
        // A thread of its own: a pool's threads may all be busy waiting like the caller.
        Thread { [self] in
            let value = read(descriptor, count: count)
            result.withLock { $0 = value }
            done.signal()
        }.start()
    }

    /// Stops the reading at its next piece.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// The fingerprint, once taken; nil when the file could not be read to its end or the job
    /// was cancelled. Called once.
    func value() -> String? {
        done.wait()
        return result.withLock { $0 }
    }

    private func read(_ descriptor: Int32, count: Int) -> String? {
        let piece = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.pieceSize)
        defer { piece.deallocate() }
        var fingerprint = Fingerprint()
        var offset = 0
        while offset < count {
            guard !cancelled.load(ordering: .relaxed) else { return nil }
            let read = pread(descriptor, piece.baseAddress, min(piece.count, count - offset), off_t(offset))
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return nil }
            fingerprint.add(UnsafeBufferPointer(rebasing: piece[..<read]))
            offset += read
        }
        return fingerprint.value(count: count)
    }
}
