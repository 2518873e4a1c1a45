import Dispatch
import Synchronization

/// Draws pictures on a thread of its own, a job at a time, and holds what the last one came to
/// until it is taken: decoding and scaling a large picture take longer than a key may wait.
/// Nothing waits for it: a job under way when the reader quits dies with it.
final class PictureWorker: Sendable {
    private let queue = DispatchQueue(label: "reader.pictures", qos: .userInitiated)
    /// What the last job finished came to, until it is taken.
    private let finished = Mutex<(key: CellDrawing.Key, outcome: PictureJob.Outcome)?>(nil)

    /// Starts `job` once the jobs started before it are done.
    func start(_ job: PictureJob) {
        queue.async { [self] in
            let outcome = job.perform()
            finished.withLock { $0 = (job.key, outcome) }
        }
    }

    /// What the last job finished came to, once; nil when it is under way or already taken.
    func take() -> (key: CellDrawing.Key, outcome: PictureJob.Outcome)? {
        finished.withLock { finished in
            defer { finished = nil }
            return finished
        }
    }
}
