import Formats

/// Moving by the entries of the contents: `]` and `[` to the next and previous entry at any
/// level, `}` and `{` at the top level. Each move is a jump, and always leaves the pages shown:
/// entries that point backwards or to a page already shown are passed over.
extension ReaderSession {
    /// Carries out a chapter key; says why not when there is no entry that way.
    mutating func moveByChapter(_ action: ReaderAction) -> String? {
        let forward = action == .nextSection || action == .nextChapter
        let topLevel = action == .nextChapter || action == .previousChapter
        guard !book.chapters.isEmpty else { return "This book has no contents" }
        guard let target = chapterTarget(forward: forward, topLevel: topLevel) else {
            let name = topLevel ? "chapter" : "section"
            return forward ? "No \(name) after this page" : "No \(name) before this page"
        }
        jump(toOffset: target.offset)
        return nil
    }

    /// The entry a chapter key goes to: forward, the first to begin after the pages shown;
    /// back, the last to begin before them (the start of the chapter read, when it began on
    /// an earlier page). At the top level, only the entries of the book's highest level that
    /// has two or more (a contents whose one root is the book's title has its chapters under it).
    func chapterTarget(forward: Bool, topLevel: Bool) -> Chapter? {
        guard let shown = shownRange() else { return nil }
        let top = topLevel ? chapterLevel() : 0
        let entries = book.chapters.filter { !topLevel || $0.level == top }
        if forward {
            return entries.filter { $0.offset >= shown.upperBound && $0.offset < book.storage.length }.min {
                $0.offset < $1.offset
            }
        }
        return entries.filter { $0.offset < shown.lowerBound }.max { $0.offset < $1.offset }
    }

    /// The highest level of the contents with two entries or more, else the highest.
    private func chapterLevel() -> Int {
        let levels = book.chapters.map(\.level)
        let counts = Dictionary(levels.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.keys.sorted().first { counts[$0, default: 0] >= 2 } ?? levels.min() ?? 0
    }
}
