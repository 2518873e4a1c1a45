import Foundation
import ReaderCore
import Store

/// Learns the reader's pace from the pages shown and hands the pages read, and the book's
/// end reached, to the saver; the store is read for the pace learnt before, once.
final class ReadingRecorder {
    private let saver: PositionSaver
    private var learner: PaceLearner
    /// The end of the book's body (else of its text): its last page shown finishes it.
    private let end: Int
    private var finished = false

    init(saver: PositionSaver, end: Int) {
        self.saver = saver
        self.end = end
        let earlier = saver.pace().map {
            PaceSums(characters: $0.characters, seconds: $0.seconds, turns: $0.turns, totalSeconds: $0.totalSeconds)
        }
        learner = PaceLearner(earlier: earlier ?? PaceSums())
    }

    /// Records the pages `session` shows now; returns the pace to show the time left at.
    func shown(_ session: ReaderSession) -> ReadingPace {
        let range = session.shownRange()
        let pages = session.visiblePages().count
        let time = ProcessInfo.processInfo.systemUptime
        if let turn = learner.show(range, pages: pages, layout: session.pageLayoutKey, at: time) {
            saver.read(
                ReadTurn(characters: turn.characters, seconds: turn.seconds, decay: PaceSums.decay, time: Date()))
        }
        if let range, range.upperBound >= end, !finished {
            finished = true
            saver.finished(at: Date())
        }
        return learner.pace
    }
}
