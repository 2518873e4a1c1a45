extension RandomAccessCollection where Index == Int {
    /// The index of the first element for which `isAfter` holds, in a collection where it
    /// holds for none before some point and for all after it; found by halving.
    public func partitionPoint(where isAfter: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
