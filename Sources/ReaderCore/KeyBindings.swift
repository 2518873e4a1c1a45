import Terminal

/// What a key does in the reader: the keys people know from less and vim.
public enum KeyCommand: Hashable, Sendable {
    case action(ReaderAction)
    case quit
}

public enum KeyBindings {
    public static func command(for key: Key) -> KeyCommand? {
        switch key {
        case .right, .pageDown, .down, .character(" "), .character("l"), .character("j"), .character("f"):
            .action(.nextPage)
        case .left, .pageUp, .up, .character("h"), .character("b"), .character("k"):
            .action(.previousPage)
        case .home, .character("g"):
            .action(.firstPage)
        case .end, .character("G"):
            .action(.lastPage)
        case .character("q"), .character("Q"):
            .quit
        default:
            nil
        }
    }
}
