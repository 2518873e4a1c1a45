import CICU

/// Finds a phrase in a storage as a reader expects: through ICU's collator at primary
/// strength, so "pierre" finds "Pierre" and "PIERRE", "cafe" finds "café", full- and
/// half-width forms match, and soft hyphens are passed over; in any script.
public enum TextSearch {
    /// Hits kept of one search; a phrase found more often is shown at its first ones.
    public static let maximumHits = 100_000
    /// Code units searched at a time.
    static let window = 1 << 20

    /// The storage ranges of every hit of `phrase`, in order.
    public static func hits(of phrase: String, in storage: TextStorage) -> [Range<Int>] {
        let pattern = Array(phrase.utf16)
        guard !pattern.isEmpty, storage.length > 0 else { return [] }
        var matches = [Int32](repeating: 0, count: 2 * 1024)
        var hits: [Range<Int>] = []
        storage.withUnits { units in
            // Found in windows of the text (ICU's search takes time to set up in proportion to
            // the text it is given), each search starting where the last one's hits ended, or
            // a little before the window's end, so that a hit across it is found whole.
            let overlap = 64 + 4 * pattern.count
            var start = 0
            while start < units.count && hits.count < maximumHits {
                let end = min(units.count, start + window)
                let slice = UnsafeBufferPointer(rebasing: units[start..<end])
                let found = pattern.withUnsafeBufferPointer { patternUnits in
                    matches.withUnsafeMutableBufferPointer { out in
                        storage.language.withOptionalCString { locale in
                            rd_search_all(
                                patternUnits.baseAddress, Int32(patternUnits.count), slice.baseAddress,
                                Int32(clamping: slice.count),
                                locale, out.baseAddress, Int32(out.count / 2))
                        }
                    }
                }
                guard found >= 0 else { break }
                for index in 0..<Int(found) {
                    let location = start + Int(matches[2 * index])
                    // A hit in the overlap was found in the window before.
                    if let last = hits.last, location < last.upperBound { continue }
                    hits.append(location..<(location + Int(matches[2 * index + 1])))
                }
                if Int(found) == matches.count / 2, let last = hits.last, last.upperBound > start {
                    start = last.upperBound
                } else if end == units.count {
                    break
                } else {
                    start = max(start + 1, end - overlap)
                }
            }
        }
        return Array(hits.prefix(maximumHits))
    }
}
