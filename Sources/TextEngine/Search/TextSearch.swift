/// Finds a phrase in a storage as a reader expects: through ICU's collator at primary
/// strength, so "pierre" finds "Pierre" and "PIERRE", "cafe" finds "café", full- and
/// half-width forms match, and soft hyphens are passed over; in any script. What a keyboard
/// cannot type is found by what it can (`SearchFolding`): "don't" finds "don’t", "\"Sir" finds
/// "“Sir", "1914-18" finds "1914–18", and "wait..." finds "wait…". The time taken is
/// linear in the storage and the phrase (a `SearchRun` does it a stretch at a time).
public enum TextSearch {
    /// Hits kept of one search; a phrase found more often is shown at its first ones.
    public static let maximumHits = 100_000
    /// Code units searched at a time by default: a few milliseconds of work.
    public static let stretch = 1 << 18

    /// The storage ranges of every hit of `phrase`, in order.
    public static func hits(of phrase: String, in storage: TextStorage) -> [Range<Int>] {
        let run = SearchRun(of: phrase, in: storage)
        var hits: [Range<Int>] = []
        while !run.isFinished { hits += run.advance() }
        return hits
    }
}
