import WordLookup

/// A word's definitions over the page, in a box like a note's: scrolled and its links
/// selected as a note's are (`box`), a link followed by looking its word up, and the
/// definitions shown before it kept for going back.
public struct DefinitionOverlay: Hashable, Sendable {
    /// What a key does in the definitions.
    public enum Action: Hashable, Sendable {
        /// Scrolling, selecting a link, following it, closing: as in a note.
        case box(NoteOverlay.Action)
        /// Back to the definitions shown before a link was followed; closes when there are none.
        case back
    }

    /// The word looked up.
    public let word: String
    public let definitions: [Definition]
    /// The words the definitions refer to (`{word}`), in order: the box's links.
    public let references: [String]
    /// The part in view and the link selected.
    public private(set) var box: NoteOverlay
    /// The definitions shown before, the last one most recent.
    public private(set) var earlier: [DefinitionOverlay]

    /// The definitions of `word`, shown from the top, after `earlier`.
    public init(word: String, definitions: [Definition], earlier: [DefinitionOverlay] = []) {
        self.word = word
        self.definitions = definitions
        self.earlier = earlier
        references = DefinitionText.references(in: definitions)
        box = NoteOverlay(range: 0..<0, label: word, links: Array(references.indices))
    }

    /// The definitions of another word, shown after these.
    func followed(by word: String, definitions: [Definition]) -> DefinitionOverlay {
        var shown = self
        shown.earlier = []
        return DefinitionOverlay(word: word, definitions: definitions, earlier: earlier + [shown])
    }

    /// Carries out `action` on a box that shows `extent`; a link followed is `.follows(link:)`,
    /// an index into `references`.
    mutating func reduce(_ action: Action, in extent: NoteOverlay.Extent) -> OverlayOutcome {
        switch action {
        case .box(let action):
            return box.reduce(action, in: extent)
        case .back:
            guard var previous = earlier.last else { return .closes(notice: nil) }
            previous.earlier = Array(earlier.dropLast())
            self = previous
            return .stays(notice: nil)
        }
    }
}
