import Terminal

/// What a key does in the reader: the keys people know from less and vim.
public enum KeyCommand: Hashable, Sendable {
    case action(ReaderAction)
    case quit
}

public enum KeyBindings {
    /// The command of a key in a mode.
    public static func command(for key: Key, in mode: ReaderMode = .reading) -> KeyCommand? {
        switch mode {
        case .reading: reading(key)
        case .contents: contents(key)
        case .prompt: prompt(key)
        }
    }

    private static func prompt(_ key: Key) -> KeyCommand? {
        switch key {
        case .enter: .action(.submitPrompt)
        case .escape: .action(.cancelPrompt)
        case .left: .action(.editPrompt(.left))
        case .right: .action(.editPrompt(.right))
        case .backspace: .action(.editPrompt(.deleteBackward))
        case .character("\u{15}"): .action(.editPrompt(.clear))  // ctrl-u
        case .character(let character): .action(.editPrompt(.insert(character)))
        default: nil
        }
    }

    private static func contents(_ key: Key) -> KeyCommand? {
        switch key {
        case .up, .character("k"): .action(.moveContentsSelection(-1))
        case .down, .character("j"): .action(.moveContentsSelection(1))
        case .pageUp: .action(.moveContentsSelection(-10))
        case .pageDown: .action(.moveContentsSelection(10))
        case .enter: .action(.openSelectedChapter)
        case .escape, .character("t"): .action(.toggleContents)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func reading(_ key: Key) -> KeyCommand? {
        switch key {
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
        case .character(":"):
            .action(.openPrompt(.goTo))
        case .character("/"):
            .action(.openPrompt(.search))
        case .character("n"):
            .action(.nextHit)
        case .character("N"):
            .action(.previousHit)
        case .character(let digit) where digit.isASCII && digit.isNumber:
            .action(.countDigit(Int(String(digit)) ?? 0))
        case .backspace, .character("u"):
            .action(.goBack)
        case .character("U"):
            .action(.goForward)
        case .character("J"):
            .action(.toggleJustification)
        case .character("r"):
            .action(.toggleRuby)
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
