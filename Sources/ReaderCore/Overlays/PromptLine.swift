/// A line of text typed on the status line (`:` to go to a page): the text and where the
/// cursor stands in it, edited as readline does for the keys a reader knows.
public struct PromptLine: Hashable, Sendable {
    /// What the prompt is for, shown before the text.
    public enum Purpose: Hashable, Sendable {
        case goTo
        case search
        /// A word to look up in the dictionaries.
        case define
    }

    /// An edit of the line.
    public enum Edit: Hashable, Sendable {
        case insert(Character)
        case left, right, home, end, deleteBackward, clear
        /// The line typed before the one shown (↑), or after it (↓), as a shell recalls them.
        case older, newer
    }

    public let purpose: Purpose
    public private(set) var text = ""
    /// Characters before the cursor.
    public private(set) var cursor = 0
    /// Characters in the line, kept so that a key refused at the bound costs no count.
    private var length = 0
    /// Lines typed before, most recent first, that ↑ and ↓ recall.
    public let history: [String]
    /// Which line of the history is shown; nil for the line being typed.
    private var recalled: Int?
    /// The line being typed, kept while one of the history is shown.
    private var draft = ""

    /// The longest line a prompt takes, in characters and in UTF-16 code units (a character
    /// may be a cluster of thousands of marks): what it asks for is short.
    static let longest = 200
    static let longestUnits = 1000

    public init(_ purpose: Purpose, history: [String] = []) {
        self.purpose = purpose
        self.history = history
    }

    /// What stands before the text: `:` for a place to go to.
    public var sigil: String {
        switch purpose {
        case .goTo: ":"
        case .search: "/"
        case .define: "Define: "
        }
    }

    /// The cursor moves and deletes by grapheme clusters, as they are shown: a key typed may
    /// join the cluster before it (the second half of a flag, a skin tone, a mark), and the
    /// line is counted again after every insertion. A key past the bound or a control key
    /// changes nothing, at a cost that does not grow with the line.
    public mutating func apply(_ edit: Edit) {
        if case .insert(let character) = edit, !accepts(character) { return }
        if edit == .older || edit == .newer { return recall(older: edit == .older) }
        var characters = Array(text)
        cursor = min(cursor, characters.count)
        switch edit {
        case .insert(let character):
            let before = String(characters[..<cursor]) + String(character)
            text = before + String(characters[cursor...])
            length = text.count
            cursor = min(before.count, length)
            return
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .deleteBackward:
            guard cursor > 0 else { return }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .clear:
            characters.removeAll()
            cursor = 0
        case .older, .newer: return
        }
        text = String(characters)
        length = characters.count
        cursor = min(cursor, length)
    }

    /// Shows the line of the history before or after the one shown, the cursor at its end; the
    /// line being typed comes back after the most recent.
    private mutating func recall(older: Bool) {
        let next = older ? (recalled ?? -1) + 1 : (recalled ?? 0) - 1
        guard next < history.count, older || recalled != nil else { return }
        if recalled == nil { draft = text }
        recalled = next < 0 ? nil : next
        text = recalled.map { history[$0] } ?? draft
        length = text.count
        cursor = length
    }

    /// Whether the line takes no more characters.
    public var isFull: Bool { !fits(units: 1) }

    /// Whether a character of `units` code units would stay within the line's bounds.
    private func fits(units: Int) -> Bool {
        length < Self.longest && text.utf16.count + units <= Self.longestUnits
    }

    /// Whether `character` may be typed: not a control character (those are keys, not text),
    /// and not past the line's bound in code units.
    private func accepts(_ character: Character) -> Bool {
        fits(units: character.utf16.count)
            && !character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
}
