/// The numbers of the lists being read, innermost last: an `ol` or `ul` starts one, each item
/// takes the next (an item outside any list starts one of its own).
struct ListCounters {
    private var counters: [Int] = []

    /// A document begins: no list is open.
    mutating func startDocument() {
        counters = []
    }

    /// A list begins, its first item numbered `start` (the attribute; 1 when there is none).
    mutating func startList(start: String?) {
        let first = min(max(Int(start ?? "") ?? 1, -9999), 99999)
        counters.append(first - 1)
    }

    mutating func endList() {
        if !counters.isEmpty { counters.removeLast() }
    }

    /// The number of the item that begins.
    mutating func nextItem() -> Int {
        if counters.isEmpty { counters.append(0) }
        counters[counters.count - 1] = min(counters[counters.count - 1] + 1, 99999)
        return counters[counters.count - 1]
    }
}
