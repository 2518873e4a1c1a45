/// Finds a passage again in a book whose storage may have changed since it was marked, from
/// its old offsets and its `TextQuote`, as the W3C Web Annotation model's selectors allow:
///
/// 1. the old offsets, when the text there is still the passage (a cost of the quote's length:
///    what nearly every opening of a book takes);
/// 2. else every exact occurrence of the passage, the one whose context agrees best with the
///    quote's (and, of equals, the nearest the old offset) winning;
/// 3. else an approximate match with at most a quarter of the passage's units edited (a long
///    passage by its first and last 64 units, at about its length apart), near the old offset
///    first, then anywhere;
/// 4. else nothing: the passage is lost.
///
/// Soft hyphens are left out of every comparison. Steps 2 and 3 read the book in time linear
/// in its length, on a copy made once for all the passages a locator looks for.
public struct QuoteLocator {
    private let storage: TextStorage
    private var folded: FoldedText?

    /// How far around the old offset the approximate match looks first, at the least.
    static let nearReach = 1 << 16

    public init(storage: TextStorage) {
        self.storage = storage
    }

    /// Whether the storage still holds the passage of `quote` at `range` (step 1 alone).
    public func holds(_ quote: TextQuote, at range: Range<Int>) -> Bool {
        let exact = FoldedText.fold(quote.exact)
        return !exact.isEmpty && holds(exact, at: range)
    }

    /// Where the passage marked at `range` with `quote` is now; nil when it is lost.
    public mutating func locate(_ quote: TextQuote, at range: Range<Int>) -> Range<Int>? {
        let exact = FoldedText.fold(quote.exact)
        guard !exact.isEmpty else { return nil }
        if holds(exact, at: range) { return range }
        let text = folded ?? storage.withUnits(FoldedText.init)
        folded = text
        let context = QuoteContext(
            exact: exact, prefix: FoldedText.fold(quote.prefix), suffix: FoldedText.fold(quote.suffix),
            hint: text.foldedIndex(of: range.lowerBound))
        let found =
            context.best(of: Self.occurrences(of: exact, in: text.units), in: text.units)
            ?? approximate(context, in: text.units)
        return found.map(text.sourceRange)
    }

    /// Whether the storage holds `exact` at `range`, soft hyphens aside.
    private func holds(_ exact: [UInt16], at range: Range<Int>) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= storage.length else { return false }
        var next = 0
        for offset in range where storage[offset] != CodeUnit.softHyphen {
            guard next < exact.count, storage[offset] == exact[next] else { return false }
            next += 1
        }
        return next == exact.count
    }

    /// Every start of `pattern` in `text` (Knuth, Morris and Pratt).
    static func occurrences(of pattern: [UInt16], in text: [UInt16]) -> [Int] {
        var failure = [Int](repeating: 0, count: pattern.count)
        var matched = 0
        for index in pattern.indices.dropFirst() {
            while matched > 0 && pattern[index] != pattern[matched] { matched = failure[matched - 1] }
            if pattern[index] == pattern[matched] { matched += 1 }
            failure[index] = matched
        }
        var starts: [Int] = []
        matched = 0
        for (index, unit) in text.enumerated() {
            while matched > 0 && unit != pattern[matched] { matched = failure[matched - 1] }
            if unit == pattern[matched] { matched += 1 }
            if matched == pattern.count {
                starts.append(index + 1 - matched)
                matched = failure[matched - 1]
            }
        }
        return starts
    }

    /// The best approximate match, near the old offset, else anywhere.
    private func approximate(_ context: QuoteContext, in text: [UInt16]) -> Range<Int>? {
        let reach = max(Self.nearReach, text.count / 20)
        let near = max(0, context.hint - reach)..<min(text.count, context.hint + context.exact.count + reach)
        for window in [near, 0..<text.count] {
            let matches = Self.approximateMatches(of: context.exact, in: text, within: window)
            if let best = context.best(of: matches, in: text) { return best }
            if window == 0..<text.count { break }
        }
        return nil
    }

    /// Matches of `pattern` with at most a quarter of its units edited; a pattern longer than a
    /// machine word is matched by its head and its tail, the tail looked for where the pattern's
    /// length puts it.
    static func approximateMatches(of pattern: [UInt16], in text: [UInt16], within window: Range<Int>)
        -> [ApproximateSearch.Match]
    {
        let maxErrors = pattern.count / 4
        let word = ApproximateSearch.longestPattern
        guard pattern.count > word else {
            return ApproximateSearch.matches(of: pattern[...], in: text, within: window, maxErrors: maxErrors)
        }
        let pieceErrors = min(maxErrors, word / 4)
        let heads = ApproximateSearch.matches(
            of: pattern.prefix(word), in: text, within: window, maxErrors: pieceErrors)
        guard !heads.isEmpty else { return [] }
        let tail = pattern.suffix(word)
        let tailTable = ApproximateSearch.table(of: tail)
        return heads.compactMap { head in
            let start = head.range.lowerBound
            let area =
                max(0, start + pattern.count - word - maxErrors)..<min(text.count, start + pattern.count + maxErrors)
            guard !area.isEmpty else { return nil }
            let tails = ApproximateSearch.matches(
                of: tail, table: tailTable, in: text, within: area, maxErrors: pieceErrors)
            guard let tail = tails.min(by: { $0.errors < $1.errors }),
                abs(tail.range.upperBound - start - pattern.count) <= maxErrors
            else { return nil }
            return ApproximateSearch.Match(range: start..<tail.range.upperBound, errors: head.errors + tail.errors)
        }
    }
}
