/// A line of text typed on the status line (`:` to go to a page): the text and where the
/// cursor stands in it, edited as readline does for the keys a reader knows.
public struct PromptLine: Hashable, Sendable {
    /// What the prompt is for, shown before the text.
    public enum Purpose: Hashable, Sendable {
        case goTo
        case search
    }

    /// An edit of the line.
    public enum Edit: Hashable, Sendable {
        case insert(Character)
        case left, right, deleteBackward, clear
    }

    public let purpose: Purpose
    public private(set) var text = ""
    /// Characters before the cursor.
    public private(set) var cursor = 0

    /// The longest line a prompt takes: what it asks for is short.
    static let longest = 200

    public init(_ purpose: Purpose) {
        self.purpose = purpose
    }

    /// What stands before the text: `:` for a place to go to.
    public var sigil: String {
        switch purpose {
        case .goTo: ":"
        case .search: "/"
        }
    }

    public mutating func apply(_ edit: Edit) {
        var characters = Array(text)
        switch edit {
        case .insert(let character):
            // Control characters are keys, not text.
            guard characters.count < Self.longest, !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            else { return }
            characters.insert(character, at: cursor)
            cursor += 1
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .deleteBackward:
            guard cursor > 0 else { return }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .clear:
            characters.removeAll()
            cursor = 0
        }
        text = String(characters)
    }
}
