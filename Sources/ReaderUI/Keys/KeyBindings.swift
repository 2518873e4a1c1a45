import ReaderCore
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
        case .help: help(key)
        case .bookmarks: bookmarks(key)
        case .note: note(key)
        case .viewer: viewer(key)
        case .definition: definition(key)
        }
    }

    private static func viewer(_ key: Key) -> KeyCommand? {
        switch key {
        case .character("+"), .character("="): .action(.viewer(.move(.zoomIn)))
        case .character("-"): .action(.viewer(.move(.zoomOut)))
        case .character("0"): .action(.viewer(.move(.fit)))
        case .left, .character("h"): .action(.viewer(.move(.pan(x: -1, y: 0))))
        case .right, .character("l"): .action(.viewer(.move(.pan(x: 1, y: 0))))
        case .up, .character("k"): .action(.viewer(.move(.pan(x: 0, y: -1))))
        case .down, .character("j"): .action(.viewer(.move(.pan(x: 0, y: 1))))
        case .character("n"), .character(" "), .pageDown: .action(.viewer(.move(.next)))
        case .character("p"), .pageUp: .action(.viewer(.move(.previous)))
        case .escape, .character("q"), .character("v"), .enter: .action(.viewer(.close))
        default: nil
        }
    }

    private static func note(_ key: Key) -> KeyCommand? {
        boxAction(key).map { .action(.note($0)) }
    }

    /// The keys of a box over the page, a note's or the definitions'.
    private static func boxAction(_ key: Key) -> NoteOverlay.Action? {
        switch key {
        case .down, .character("j"), .wheelDown: .scroll(1)
        case .up, .character("k"), .wheelUp: .scroll(-1)
        case .pageDown, .character(" "): .page(1)
        case .pageUp, .character("b"): .page(-1)
        case .character("\t"): .selectLink(forward: true)
        case .backTab: .selectLink(forward: false)
        case .enter: .follow
        case .escape, .character("q"): .close
        default: nil
        }
    }

    private static func definition(_ key: Key) -> KeyCommand? {
        if key == .backspace || key == .character("u") { return .action(.definition(.back)) }
        return boxAction(key).map { .action(.definition(.box($0))) }
    }

    private static func bookmarks(_ key: Key) -> KeyCommand? {
        switch key {
        case .up, .character("k"): .action(.bookmarks(.move(-1)))
        case .down, .character("j"): .action(.bookmarks(.move(1)))
        case .enter: .action(.bookmarks(.open))
        case .character("d"): .action(.bookmarks(.delete))
        case .escape, .character("B"): .action(.toggleBookmarks)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func help(_ key: Key) -> KeyCommand? {
        switch key {
        case .escape, .character("?"), .f1, .enter: .action(.toggleHelp)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func prompt(_ key: Key) -> KeyCommand? {
        switch key {
        case .enter: .action(.prompt(.submit))
        case .escape: .action(.prompt(.cancel))
        case .left: .action(.prompt(.edit(.left)))
        case .right: .action(.prompt(.edit(.right)))
        case .home: .action(.prompt(.edit(.home)))
        case .end: .action(.prompt(.edit(.end)))
        case .up: .action(.prompt(.edit(.older)))
        case .down: .action(.prompt(.edit(.newer)))
        case .backspace: .action(.prompt(.edit(.deleteBackward)))
        case .character("\u{15}"): .action(.prompt(.edit(.clear)))  // ctrl-u
        case .character(let character): .action(.prompt(.edit(.insert(character))))
        default: nil
        }
    }

    private static func contents(_ key: Key) -> KeyCommand? {
        switch key {
        case .up, .character("k"): .action(.contents(.move(-1)))
        case .down, .character("j"): .action(.contents(.move(1)))
        case .pageUp: .action(.contents(.move(-10)))
        case .pageDown: .action(.contents(.move(10)))
        case .enter: .action(.contents(.open))
        case .escape, .character("t"): .action(.toggleContents)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func reading(_ key: Key) -> KeyCommand? {
        if case .character(let digit) = key, digit.isASCII, let value = digit.wholeNumberValue {
            return .action(.countDigit(value))
        }
        if case .click(let row, let column) = key { return .action(.click(row: row, column: column)) }
        return reading.first { $0.keys.contains(key) }?.command
    }

    /// One binding of the reading keys: the keys, what they do, and the words that say so in
    /// the list of keys (`?`) and in `--help`, which are made from this table and cannot drift.
    public struct Binding: Sendable {
        public let keys: [Key]
        public let command: KeyCommand
        /// What the keys do; nil for a binding told on the line of the one before it.
        public let help: String?
    }

    /// The reading keys, in the order the list of keys shows them. Digits before `g` count.
    public static let reading: [Binding] = [
        Binding(
            keys: [.character(" "), .pageDown, .character("j"), .down, .character("f"), .wheelDown],
            command: .action(.nextPage), help: "next page (two if two are shown)"),
        Binding(
            keys: [.character("b"), .pageUp, .character("k"), .up, .wheelUp], command: .action(.previousPage),
            help: "previous page"),
        Binding(
            keys: [.right, .character("l")], command: .action(.turnRight),
            help: "page to the right or left (← next in rtl books)"),
        Binding(keys: [.left, .character("h")], command: .action(.turnLeft), help: nil),
        Binding(keys: [.character("g"), .home], command: .action(.firstPage), help: "first page; 250g: page 250"),
        Binding(keys: [.character("G"), .end], command: .action(.lastPage), help: "last page"),
        Binding(keys: [.character(":")], command: .action(.openPrompt(.goTo)), help: "go to a page: 250, 50%, p169"),
        Binding(
            keys: [.character("/")], command: .action(.openPrompt(.search)),
            help: "search from this page (↑/↓, Enter the last); D looks a word up"),
        // Told on the line of `/`: the list of keys fills 24 rows.
        Binding(keys: [.character("D")], command: .action(.openPrompt(.define)), help: nil),
        Binding(keys: [.character("n")], command: .action(.nextHit), help: "next or previous hit"),
        Binding(keys: [.character("N")], command: .action(.previousHit), help: nil),
        Binding(
            keys: [.backspace, .character("u")], command: .action(.goBack),
            help: "back where the last jump left; U forward again"),
        Binding(keys: [.character("U")], command: .action(.goForward), help: nil),
        Binding(keys: [.character("\t")], command: .action(.nextLink), help: "next or previous link on the page"),
        Binding(keys: [.backTab], command: .action(.previousLink), help: nil),
        Binding(keys: [.enter], command: .action(.followLink), help: "follow the link (a note opens over the page)"),
        Binding(
            keys: [.character("v")], command: .action(.openPicture), help: "view the picture here (+ - 0 zoom, n p)"),
        Binding(keys: [.character("t")], command: .action(.toggleContents), help: "table of contents"),
        Binding(keys: [.character("m")], command: .action(.toggleBookmark), help: "set or take away a bookmark here"),
        Binding(keys: [.character("B")], command: .action(.toggleBookmarks), help: "bookmarks: Enter goes, d deletes"),
        Binding(keys: [.character("J")], command: .action(.toggleJustification), help: "justified or ragged right"),
        Binding(keys: [.character("r")], command: .action(.toggleRuby), help: "hide or show ruby readings"),
        Binding(keys: [.character("V")], command: .action(.toggleVertical), help: "vertical or horizontal text (CJK)"),
        Binding(
            keys: [.character("+"), .character("=")], command: .action(.widenMeasure), help: "wider or narrower measure"
        ),
        Binding(keys: [.character("-")], command: .action(.narrowMeasure), help: nil),
        Binding(keys: [.character("?"), .f1], command: .action(.toggleHelp), help: "this list of keys"),
        Binding(keys: [.character("q"), .character("Q")], command: .quit, help: "quit"),
    ]

    /// A key as the list of keys names it.
    public static func name(of key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character("\t"): "Tab"
        case .backTab: "Shift-Tab"
        case .character(let character): String(character)
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .f1: "F1"
        case .wheelUp: "wheel↑"
        case .wheelDown: "wheel↓"
        case .click, .resize, .other: ""
        }
    }

    /// The list of keys as lines of text: the keys of each binding, then what they do.
    public static var helpLines: [(keys: String, help: String)] {
        var lines: [(keys: String, help: String)] = []
        for binding in reading {
            let keys = binding.keys.map(name(of:)).joined(separator: " ")
            if let help = binding.help {
                lines.append((keys, help))
            } else if !lines.isEmpty {
                lines[lines.count - 1].keys += " " + keys
            }
        }
        return lines
    }
}
