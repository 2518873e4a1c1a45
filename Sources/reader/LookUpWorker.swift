import Foundation
import WordLookup

/// Looks words up on a thread of its own, so that a slow or silent dictionary never holds the
/// keys up: the loop hands it a word and takes the answer back when one is ready. A word
/// asked for while another is looked up replaces it: the older answer is dropped.
final class LookUpWorker: @unchecked Sendable {
    private let dictionaries: Dictionaries
    private let lock = NSLock()
    private var answer: LookUpAnswer?
    /// The number of the last word asked for: an answer to an earlier one is dropped.
    private var asked = 0
    private var pending = 0

    init(dictionaries: Dictionaries) {
        self.dictionaries = dictionaries
    }

    /// Whether a word is being looked up.
    var isWorking: Bool { lock.withLock { pending > 0 } }

    /// Looks `word` up in the background.
    func start(_ word: String) {
        let number = lock.withLock {
            asked += 1
            pending += 1
            return asked
        }
        Thread.detachNewThread { [self] in
            let found = dictionaries.lookUp(word)
            lock.withLock {
                pending -= 1
                if number == asked { answer = found }
            }
        }
    }

    /// The answer to the last word asked for, once, when it has come.
    func receive() -> LookUpAnswer? {
        lock.withLock {
            defer { answer = nil }
            return answer
        }
    }
}
