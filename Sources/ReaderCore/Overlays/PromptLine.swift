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
    /// The line and its cursor.
    private var field = EditedText()
    /// Characters in the line, kept so that a key refused at the bound costs no count.
    private var length = 0
    /// Lines typed before, most recent first, that ↑ and ↓ recall.
    public let history: [String]
    /// Which line of the history is shown; nil for the line being typed.
    private var recalled: Int?
    /// The line being typed, kept while one of the history is shown.
    private var draft = ""

    public var text: String { field.text }
    /// Characters before the cursor.
    public var cursor: Int { field.text[..<field.cursor].count }

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

    /// The cursor moves and deletes by grapheme clusters, as they are shown (`EditedText`). A
    /// key past the bound or a control key changes nothing, at a cost that does not grow with
    /// the line.
    public mutating func apply(_ edit: Edit) {
        if case .insert(let character) = edit, !accepts(character) { return }
        switch edit {
        case .older, .newer: return recall(older: edit == .older)
        case .insert(let character): field.apply(.insert(character))
        case .left: field.apply(.left)
        case .right: field.apply(.right)
        case .home: field.apply(.home)
        case .end: field.apply(.end)
        case .deleteBackward: field.apply(.deleteBackward)
        case .clear: field.apply(.clear)
        }
        length = text.count
    }

    /// Shows the line of the history before or after the one shown, the cursor at its end; the
    /// line being typed comes back after the most recent.
    private mutating func recall(older: Bool) {
        let next = older ? (recalled ?? -1) + 1 : (recalled ?? 0) - 1
        guard next < history.count, older || recalled != nil else { return }
        if recalled == nil { draft = text }
        recalled = next < 0 ? nil : next
        field = EditedText(recalled.map { history[$0] } ?? draft)
        length = text.count
    }

    /// Whether the line takes no more characters.
    public var isFull: Bool { !fits(units: 1) }

    /// Whether a character of `units` code units would stay within the line's bounds.
    private func fits(units: Int) -> Bool {
        length < Self.longest && field.units + units <= Self.longestUnits
    }

    /// Whether `character` may be typed: not a control character (those are keys, not text),
    /// and not past the line's bound in code units.
    private func accepts(_ character: Character) -> Bool {
        fits(units: character.utf16.count)
            && !character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }
}
