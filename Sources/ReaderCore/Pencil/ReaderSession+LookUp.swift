import Foundation
import WordLookup

/// Looking words up: a word asked for goes to the loop (`.lookUp`), which looks it up off the
/// main thread and gives the answer back (`.definitions`); the definitions open over the page.
extension ReaderSession {
    /// Asks the loop to look `word` up; returns what the status line says meanwhile.
    mutating func lookUp(_ word: String) -> String? {
        let word = word.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !word.isEmpty else { return "Nothing to look up" }
        outbox.append(.lookUp(word))
        return "Looking up \(Self.quoted(word))…"
    }

    /// Shows what a look-up found: its definitions over the page (after those shown, when a
    /// link was followed), or why there are none.
    mutating func receive(_ answer: LookUpAnswer) -> String? {
        switch answer {
        case .found(let word, let definitions) where !definitions.isEmpty:
            let counted = definitions.count == 1 ? "1 definition" : "\(definitions.count) definitions"
            switch overlay {
            case nil:
                overlay = .definition(DefinitionOverlay(word: word, definitions: definitions))
            case .definition(let shown):
                overlay = .definition(shown.followed(by: word, definitions: definitions))
            default:
                return "\(counted) of \(Self.quoted(word)) found; look it up again to see them"
            }
            return "\(counted) of \(Self.quoted(word))"
        case .found(let word, _), .notFound(let word, suggestions: []):
            return "No definition of \(Self.quoted(word))"
        case .notFound(let word, let suggestions):
            return "No definition of \(Self.quoted(word)); did you mean \(suggestions.joined(separator: ", "))?"
        case .failed(_, let reason):
            return reason
        }
    }

    /// Carries out a key of the definitions shown: a link followed is looked up.
    mutating func applyDefinition(_ action: DefinitionOverlay.Action) -> String? {
        guard case .definition(var shown) = overlay else { return nil }
        let extent = definitionLayout(of: shown)?.extent ?? NoteOverlay.Extent(rows: 0, visibleRows: 1, linkRows: [])
        let outcome = shown.reduce(action, in: extent)
        if case .follows(let link) = outcome {
            overlay = .definition(shown)
            return lookUp(shown.references[link])
        }
        return settle(outcome, with: .definition(shown))
    }

    /// The definitions of `shown` laid out for their box on a screen of `columns` by `rows`.
    public func definitionLayout(of shown: DefinitionOverlay, columns: Int, rows: Int) -> NoteLayout {
        noteLayouts.layout(of: shown.definitions, columns: columns, rows: rows) {
            NoteLayout(
                text: DefinitionText.make(shown.definitions), columns: columns, rows: rows,
                widest: DefinitionText.widestBox)
        }
    }

    private func definitionLayout(of shown: DefinitionOverlay) -> NoteLayout? {
        geometry.map { definitionLayout(of: shown, columns: $0.columns, rows: $0.rows) }
    }

    /// `word` in quotation marks, cut short when long (a selection may be).
    private static func quoted(_ word: String) -> String {
        "“" + (word.count > 40 ? word.prefix(39) + "…" : word) + "”"
    }
}
