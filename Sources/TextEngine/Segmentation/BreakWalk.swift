/// The line breaks a breaker found one after another, from the first break after some offset:
/// every break between the first and the last is among them, so the first break after any
/// offset from there to the last is known without asking the breaker again. The walk keeps the
/// last `kept` to `2 * kept` breaks.
struct BreakWalk {
    /// The breaks kept at the least once there are that many: more than a page of lines of
    /// the widest page holds in ordinary text (a page goes back at most to its last lines).
    static let kept = 1 << 16

    private var breaks: [Int] = []
    /// The lowest offset whose next break is known: `breaks[0]` is the first break after it.
    private var from = 0

    /// Where the breaker stands: the last break found.
    var last: Int? { breaks.last }

    /// The first break after `offset` when the walk knows it: `offset` from where the walk
    /// starts to before its last break.
    func answer(after offset: Int) -> Int? {
        guard let last = breaks.last, offset >= from && offset < last else { return nil }
        var low = 0
        var high = breaks.count - 1
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return breaks[low]
    }

    /// Records `next`, the first break after `offset`: the walk goes on when it is the next
    /// after its last (`sequential`), else starts again from `offset`.
    @inline(__always)
    mutating func record(_ next: Int, after offset: Int, sequential: Bool) {
        if !sequential {
            breaks.removeAll(keepingCapacity: true)
            from = offset
        } else if breaks.count >= 2 * Self.kept {
            breaks.removeFirst(Self.kept)
            from = breaks[0]
        }
        breaks.append(next)
    }
}
