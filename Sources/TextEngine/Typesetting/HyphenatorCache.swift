/// The hyphenators of a storage's languages, looked up when first asked for.
///
/// A large pattern file takes seconds to load (German's). A cache that does not wait
/// (`waits` false, for the interactive reader) starts loading it on a thread of its own and
/// hyphenates nothing in that language meanwhile: the layout is provisional until
/// ``patternsArrived()`` says the patterns are there and the text should be laid out again.
final class HyphenatorCache {
    private let storage: TextStorage
    /// Whether a hyphenator not loaded yet is waited for.
    var waits = true
    private var byLanguage: [String: Hyphenator?] = [:]
    private var last: (run: Int?, hyphenator: Hyphenator?)?
    /// The pattern files asked for and not loaded yet, by language.
    private var pending: [String: String] = [:]

    init(storage: TextStorage) {
        self.storage = storage
    }

    /// Whether a language's patterns are being loaded: text in it was laid out unhyphenated.
    var isProvisional: Bool { !pending.isEmpty }

    /// The hyphenator for the text at `offset`: its language run's language, else the book's,
    /// else English; nil when that language is not hyphenated (or, without waiting, while its
    /// patterns load).
    func hyphenator(at offset: Int) -> Hyphenator? {
        let run = storage.languageRunIndex(at: offset)
        if let last, last.run == run { return last.hyphenator }
        let language = storage.language(at: offset) ?? ""
        if let known = byLanguage[language] {
            last = (run, known)
            return known
        }
        // A language waiting for its patterns stays unhyphenated until the layout is told they
        // are there: a provisional layout is the same throughout.
        guard pending[language] == nil else { return nil }
        guard let path = Hyphenator.patternFile(for: language.isEmpty ? nil : language) else {
            return remember(nil, for: language, run: run)
        }
        guard !waits else { return remember(Hyphenator.shared(path: path), for: language, run: run) }
        guard let loaded = Hyphenator.sharedWithoutWaiting(path: path) else {
            pending[language] = path
            last = nil
            return nil
        }
        return remember(loaded, for: language, run: run)
    }

    /// Whether patterns asked for while the layout did not wait have loaded since: the text
    /// laid out without them should be laid out again. True once for each arrival.
    func patternsArrived() -> Bool {
        let arrived = pending.filter { Hyphenator.sharedWithoutWaiting(path: $0.value) != nil }
        guard !arrived.isEmpty else { return false }
        for language in arrived.keys { pending[language] = nil }
        last = nil
        return true
    }

    private func remember(_ hyphenator: Hyphenator?, for language: String, run: Int?) -> Hyphenator? {
        byLanguage[language] = hyphenator
        last = (run, hyphenator)
        return hyphenator
    }
}
