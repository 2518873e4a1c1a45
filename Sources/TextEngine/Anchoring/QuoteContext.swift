/// A quote folded for matching, and the old place of its passage: it scores the candidates
/// for where the passage is now, as the Hypothesis client does: agreement of the passage
/// weighs 50, of the text before and after it 20 each, and nearness to the old place 2.
struct QuoteContext {
    let exact: [UInt16]
    let prefix: [UInt16]
    let suffix: [UInt16]
    /// The old start, as an index of the folded text.
    let hint: Int

    /// The best of exact occurrences at `starts`; nil when there are none.
    func best(of starts: [Int], in text: [UInt16]) -> Range<Int>? {
        best(of: starts.map { ApproximateSearch.Match(range: $0..<$0 + exact.count, errors: 0) }, in: text)
    }

    /// The best of `matches`; nil when there are none.
    func best(of matches: [ApproximateSearch.Match], in text: [UInt16]) -> Range<Int>? {
        var best: (range: Range<Int>, score: Double)?
        for match in matches {
            let score = self.score(match, in: text)
            if best == nil || score > best!.score { best = (match.range, score) }
        }
        return best?.range
    }

    private func score(_ match: ApproximateSearch.Match, in text: [UInt16]) -> Double {
        let range = match.range
        let before = text[max(0, range.lowerBound - prefix.count)..<range.lowerBound]
        let after = text[range.upperBound..<min(text.count, range.upperBound + suffix.count)]
        let agreedBefore = zip(prefix.reversed(), before.reversed()).prefix { $0 == $1 }.count
        let agreedAfter = zip(suffix, after).prefix { $0 == $1 }.count
        let distance = Double(abs(range.lowerBound - hint)) / Double(max(text.count, 1))
        return 50 * (1 - Double(match.errors) / Double(exact.count))
            + 20 * Self.share(agreedBefore, of: prefix.count) + 20 * Self.share(agreedAfter, of: suffix.count)
            + 2 * (1 - distance)
    }

    /// `part` of `whole`, 1 for a context that is empty (at the book's start or end).
    private static func share(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 1 : Double(part) / Double(whole)
    }
}
