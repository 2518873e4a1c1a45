import Foundation
import ReaderCore
import Store

/// Learns the reader's pace from the pages shown and hands the pages read, and the book's
/// end reached, to the saver; the store is read for the pace learnt before, once.
final class ReadingRecorder {
    private let saver: PositionSaver
    private var learner: PaceLearner
    private var finished = false
    /// The pages shown before, to tell a turn from a jump.
    private var lastRange: Range<Int>?

    init(saver: PositionSaver) {
        self.saver = saver
        let earlier = saver.pace().map {
            PaceSums(characters: $0.characters, seconds: $0.seconds, turns: $0.turns, totalSeconds: $0.totalSeconds)
        }
        learner = PaceLearner(earlier: earlier ?? PaceSums())
    }

    /// Records the pages `session` shows now; returns the pace to show the time left at.
    func shown(_ session: ReaderSession) -> ReadingPace {
        let visible = session.visiblePages()
        let range = session.range(ofPages: visible)
        let pages = visible.count
        let end = session.book.bodyEnd
        let time = ProcessInfo.processInfo.systemUptime
        let turn = learner.show(
            range, pages: pages, layout: session.pageLayoutKey, countsCharacters: !session.isMostlyPictures, at: time)
        if let turn {
            saver.read(
                ReadTurn(characters: turn.characters, seconds: turn.seconds, decay: PaceSums.decay, time: Date()))
        }
        // Finished by turning onto the body's last page, not by a jump past it (a note, `G`).
        if let range, let last = lastRange, last.upperBound == range.lowerBound, range.lowerBound < end,
            range.upperBound >= end, !finished
        {
            finished = true
            saver.finished(at: Date())
        }
        if range != nil { lastRange = range }
        return learner.pace
    }
}
