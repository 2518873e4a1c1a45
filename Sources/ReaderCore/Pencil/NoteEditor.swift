/// The note of a highlight being written, in a box over the page: the text typed so far and
/// its cursor, edited with the prompt's keys, Enter starting a new line.
public struct NoteEditor: Hashable, Sendable {
    /// What a key does in the editor.
    public enum Action: Hashable, Sendable {
        case edit(EditedText.Edit)
        /// Keeps the note and closes the editor.
        case save
        /// Closes the editor; a changed note asks first, and goes at the second.
        case cancel
    }

    /// The longest note, in UTF-8 bytes: 1 MB.
    public static let longest = 1_000_000
    /// What is said when text goes past ``longest``.
    static let fullNotice = "A note holds at most 1 MB: the rest is not taken"

    /// The highlight the note is of: its id.
    public let highlight: String
    /// The note as it was when the editor opened.
    public let original: String
    public private(set) var field: EditedText
    /// Esc was pressed once on a changed note: a second throws the changes away.
    public private(set) var confirmingCancel = false

    /// The editor of `highlight`'s note, the cursor at its end.
    public init(highlight: Highlight) {
        self.highlight = highlight.id
        original = highlight.note
        field = EditedText(highlight.note)
    }

    /// Whether the note takes no more text: no character of four bytes would fit.
    public var isFull: Bool { field.text.utf8.count > Self.longest - 4 }

    /// Whether the text differs from the note as it was.
    public var isChanged: Bool { field.text != original }

    /// Carries out `action`; a save hands the note to `save`.
    mutating func reduce(_ action: Action, save: (String) -> Void) -> OverlayOutcome {
        if action != .cancel { confirmingCancel = false }
        switch action {
        case .edit(.insert(let character)):
            guard Self.accepts(character) else { return .stays(notice: nil) }
            guard field.text.utf8.count + character.utf8.count <= Self.longest else {
                return .stays(notice: Self.fullNotice)
            }
            field.apply(.insert(character))
            if isFull { return .stays(notice: Self.fullNotice) }
        case .edit(let edit):
            field.apply(edit)
        case .save:
            save(field.text)
            return .closes(notice: field.text.isEmpty ? "Note removed" : "Note saved")
        case .cancel:
            guard isChanged, !confirmingCancel else { return .closes(notice: isChanged ? "Note not changed" : nil) }
            confirmingCancel = true
            return .stays(notice: "The note changed: Esc again throws that away, Ctrl-S keeps it")
        }
        return .stays(notice: nil)
    }

    /// Text and new lines are typed; other control characters are keys, not text.
    private static func accepts(_ character: Character) -> Bool {
        character == "\n" || !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}
