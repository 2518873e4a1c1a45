/// The hyphenators of a storage's languages, looked up when first asked for.
final class HyphenatorCache {
    private let storage: TextStorage
    private var byLanguage: [String: Hyphenator?] = [:]
    private var last: (run: Int?, hyphenator: Hyphenator?)?

    init(storage: TextStorage) {
        self.storage = storage
    }

    /// The hyphenator for the text at `offset`: its language run's language, else the book's,
    /// else English; nil when that language is not hyphenated.
    func hyphenator(at offset: Int) -> Hyphenator? {
        let run = storage.languageRunIndex(at: offset)
        if let last, last.run == run { return last.hyphenator }
        let language = storage.language(at: offset)
        let hyphenator = byLanguage[language ?? ""] ?? Hyphenator.patternFile(for: language).flatMap(Hyphenator.shared)
        byLanguage[language ?? ""] = hyphenator
        last = (run, hyphenator)
        return hyphenator
    }
}
