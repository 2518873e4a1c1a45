/// The line breaks a breaker found one after another, from the first break after some offset:
/// every break between the first and the last is among them, so the first break after any
/// offset from there to the last is known without asking the breaker again. The walk keeps the
/// last `kept` breaks, in a ring allocated once: recording one is a store, in the hottest loop
/// of pagination.
final class BreakWalk {
    /// The breaks kept: more than a page of lines of the widest page holds in ordinary text
    /// (a page goes back at most to its last lines).
    static let kept = 1 << 16

    private let breaks = UnsafeMutablePointer<Int>.allocate(capacity: BreakWalk.kept)
    /// How many breaks were ever recorded: the last `kept` are kept.
    private(set) var count = 0
    /// Where the walk started last: the count then, and the offset whose next break came first.
    private var start = 0
    private var from = 0
    /// The index of the last break given as an answer.
    private var answered = -1

    deinit {
        breaks.deallocate()
    }

    /// The first break after `offset` when the walk knows it: `offset` from where the walk
    /// started to before its last break.
    func answer(after offset: Int) -> Int? {
        var low = max(start, count - Self.kept)
        // A line walked again asks for the break after the last answer, then after that one.
        if answered >= low && answered + 1 < count && breaks[answered & (Self.kept - 1)] == offset {
            answered += 1
            return breaks[answered & (Self.kept - 1)]
        }
        var high = count - 1
        guard low <= high, offset < breaks[high & (Self.kept - 1)] else { return nil }
        // Before the first kept break, the break before it (if it was dropped) is needed.
        guard low == start ? offset >= from : offset >= breaks[low & (Self.kept - 1)] else { return nil }
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle & (Self.kept - 1)] <= offset { low = middle + 1 } else { high = middle }
        }
        answered = low
        return breaks[low & (Self.kept - 1)]
    }

    /// Records `next`, the next break after the last.
    @inline(__always)
    func append(_ next: Int) {
        breaks[count & (Self.kept - 1)] = next
        count += 1
    }

    /// Starts the walk again: `next` is the first break after `offset`.
    func restart(after offset: Int, at next: Int) {
        start = count
        from = offset
        append(next)
    }
}
