/// Text being typed and the cursor in it, for the prompt's line and the note editor: the
/// cursor moves and deletes by grapheme clusters, as they are shown, and a key costs time in
/// the cluster it touches, not in the text (a long note stays quick to type into).
public struct EditedText: Hashable, Sendable {
    /// An edit of the text.
    public enum Edit: Hashable, Sendable {
        case insert(Character)
        case left, right, deleteBackward, clear
        /// To the start and the end of the cursor's line.
        case home, end
        /// To the line above and below, as far along as the cursor stood.
        case up, down
    }

    public private(set) var text: String
    /// Where the cursor stands: UTF-8 code units before it, always between two clusters.
    public private(set) var cursorOffset: Int
    /// The text's length in UTF-16 code units, counted as it changes.
    public private(set) var units: Int

    /// `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursorOffset = text.utf8.count
        units = text.utf16.count
    }

    /// The cursor as an index of the text.
    public var cursor: String.Index { text.utf8.index(text.startIndex, offsetBy: cursorOffset) }

    private mutating func move(to index: String.Index) {
        cursorOffset = text.utf8.distance(from: text.startIndex, to: index)
    }

    public mutating func apply(_ edit: Edit) {
        let cursor = self.cursor
        switch edit {
        case .insert(let character): insert(character, at: cursor)
        case .left: if cursor > text.startIndex { move(to: text.index(before: cursor)) }
        case .right: if cursor < text.endIndex { move(to: text.index(after: cursor)) }
        case .deleteBackward:
            guard cursor > text.startIndex else { return }
            let previous = text.index(before: cursor)
            units -= text.utf16.distance(from: previous, to: cursor)
            text.removeSubrange(previous..<cursor)
            move(to: previous)
        case .clear: self = EditedText()
        case .home: move(to: lineStart(of: cursor))
        case .end: move(to: lineEnd(of: cursor))
        case .up, .down: moveLine(up: edit == .up, from: cursor)
        }
    }

    /// Inserts `character` at `index`, the cursor after it: after the cluster it joins, when it
    /// joins the one after it (a base before a mark).
    private mutating func insert(_ character: Character, at index: String.Index) {
        let target = cursorOffset + character.utf8.count
        let before =
            index > text.startIndex ? text.utf8.distance(from: text.startIndex, to: text.index(before: index)) : 0
        text.insert(character, at: index)
        units += character.utf16.count
        var boundary = text.utf8.index(text.startIndex, offsetBy: before)
        while boundary < text.endIndex, text.utf8.distance(from: text.startIndex, to: boundary) < target {
            boundary = text.index(after: boundary)
        }
        move(to: boundary)
    }

    private func lineStart(of index: String.Index) -> String.Index {
        text[..<index].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    }

    private func lineEnd(of index: String.Index) -> String.Index {
        text[index...].firstIndex(of: "\n") ?? text.endIndex
    }

    /// To the line above or below, as many clusters along as the cursor stood, or its end.
    private mutating func moveLine(up: Bool, from index: String.Index) {
        let start = lineStart(of: index)
        let column = text.distance(from: start, to: index)
        let target: String.Index
        if up {
            guard start > text.startIndex else { return move(to: text.startIndex) }
            target = lineStart(of: text.index(before: start))
        } else {
            let end = lineEnd(of: index)
            guard end < text.endIndex else { return move(to: text.endIndex) }
            target = text.index(after: end)
        }
        let end = lineEnd(of: target)
        move(to: text.index(target, offsetBy: column, limitedBy: end) ?? end)
    }
}
