/// The book's highlights as the session keeps them.
extension ReaderSession {
    /// What the store must write after the highlights went from `before` to `after`: the rows
    /// made or changed, and the ids of those taken away.
    static func highlightChanges(from before: [Highlight], to after: [Highlight]) -> ReaderEffect {
        let old = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = Set(after.map(\.id))
        return .saveHighlights(
            changed: after.filter { old[$0.id] != $0 },
            removed: before.map(\.id).filter { !kept.contains($0) })
    }
}
