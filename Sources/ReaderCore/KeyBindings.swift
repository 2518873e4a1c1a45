import Terminal

/// What a key does in the reader: the keys people know from less and vim.
public enum KeyCommand: Hashable, Sendable {
    case action(ReaderAction)
    case quit
}

public enum KeyBindings {
    /// The command of a key; `contentsOpen` while the table of contents is shown.
    public static func command(for key: Key, contentsOpen: Bool = false) -> KeyCommand? {
        if contentsOpen {
            switch key {
            case .up, .character("k"): return .action(.moveContentsSelection(-1))
            case .down, .character("j"): return .action(.moveContentsSelection(1))
            case .pageUp: return .action(.moveContentsSelection(-10))
            case .pageDown: return .action(.moveContentsSelection(10))
            case .enter: return .action(.openSelectedChapter)
            case .escape, .character("t"): return .action(.toggleContents)
            case .character("q"): return .quit
            default: return nil
            }
        }
        return switch key {
        case .character("t"):
            .action(.toggleContents)
        case .right, .pageDown, .down, .character(" "), .character("l"), .character("j"), .character("f"):
            .action(.nextPage)
        case .left, .pageUp, .up, .character("h"), .character("b"), .character("k"):
            .action(.previousPage)
        case .home, .character("g"):
            .action(.firstPage)
        case .end, .character("G"):
            .action(.lastPage)
        case .character("J"):
            .action(.toggleJustification)
        case .character("+"), .character("="):
            .action(.widenMeasure)
        case .character("-"):
            .action(.narrowMeasure)
        case .character("q"), .character("Q"):
            .quit
        default:
            nil
        }
    }
}
