/// A quote taken from the storage.
extension TextQuote {
    /// The quote of `range` in `storage`: its text and up to `contextLength` code units of the
    /// text on each side, never cutting a surrogate pair in two.
    public init(of range: Range<Int>, in storage: TextStorage) {
        let range = range.clamped(to: 0..<storage.length)
        var start = max(0, range.lowerBound - Self.contextLength)
        if start > 0, UTF16.isTrailSurrogate(storage[start]) { start += 1 }
        var end = min(storage.length, range.upperBound + Self.contextLength)
        if end < storage.length, UTF16.isTrailSurrogate(storage[end]) { end -= 1 }
        self.init(
            exact: storage.string(in: range), prefix: storage.string(in: start..<range.lowerBound),
            suffix: storage.string(in: range.upperBound..<max(range.upperBound, end)))
    }
}
