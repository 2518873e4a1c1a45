import CICU

/// One search of a storage, made a stretch at a time so that a reader can stop it between two
/// stretches: each stretch costs time in proportion to its length and the pattern's, never
/// their product, and the hits are those `TextSearch` describes, in order. Each stretch hands
/// over its own hits only, so that the hits of a whole search are gathered in linear time.
public final class SearchRun {
    /// The storage searched.
    public let storage: TextStorage
    /// How many hits were found so far, at most `TextSearch.maximumHits`.
    public private(set) var found = 0
    /// Where the last hit found ends: the next one starts there or after.
    private var lastEnd = 0
    /// Code units searched so far, from the start of the storage.
    public private(set) var searched = 0
    /// Collation elements compared so far: the work done, in a measure that does not depend on
    /// the machine.
    public private(set) var work: UInt64 = 0
    private let searcher: OpaquePointer?
    /// Code units searched past a stretch's end, so that a hit that starts in it is found whole.
    private let overlap: Int

    /// Prepares a search of `storage` for `phrase`; a phrase with nothing that counts finds nothing.
    public init(of phrase: String, in storage: TextStorage) {
        self.storage = storage
        let pattern = SearchFolding.fold(phrase.utf16)
        overlap = 64 + 4 * pattern.count
        searcher =
            pattern.isEmpty
            ? nil
            : storage.language.withOptionalCString { locale in
                rd_searcher_open(pattern, Int32(pattern.count), locale)
            }
    }

    deinit { rd_searcher_close(searcher) }

    /// Whether the whole storage is searched, or enough hits are found.
    public var isFinished: Bool {
        searcher == nil || searched >= storage.length || found >= TextSearch.maximumHits
    }

    /// Searches the next `units` code units at most; returns the hits found there, in order.
    @discardableResult
    public func advance(by units: Int = TextSearch.stretch) -> [Range<Int>] {
        guard !isFinished else { return [] }
        let limit = min(storage.length, searched + max(1, units))
        // A little text before the stretch gives ICU the context of its boundary checks.
        let base = max(0, searched - 16)
        let end = min(storage.length, limit + overlap)
        var matches = [Int32](repeating: 0, count: 2 * 1024)
        var hits: [Range<Int>] = []
        // Folded a stretch at a time: each unit stays where it was, so hits are offsets in the book.
        let folded = storage.withUnits { SearchFolding.fold($0[base..<end]) }
        folded.withUnsafeBufferPointer { text in
            var from = searched
            while found + hits.count < TextSearch.maximumHits {
                let after = max(from, hits.last?.upperBound ?? lastEnd)
                let count = matches.withUnsafeMutableBufferPointer { out in
                    rd_searcher_find(
                        searcher, text.baseAddress, Int32(text.count), Int32(from - base), Int32(limit - base),
                        Int32(min(after, end) - base), out.baseAddress, Int32(out.count / 2), &work)
                }
                guard count > 0 else { break }
                for index in 0..<Int(count) {
                    let location = base + Int(matches[2 * index])
                    hits.append(location..<(location + Int(matches[2 * index + 1])))
                }
                guard Int(count) == matches.count / 2, let last = hits.last, last.upperBound < limit else { break }
                from = last.upperBound
            }
        }
        hits.removeLast(max(0, found + hits.count - TextSearch.maximumHits))
        found += hits.count
        lastEnd = hits.last?.upperBound ?? lastEnd
        searched = limit
        return hits
    }
}
