import ReaderCore
import Terminal

/// What a key does in the reader: the keys people know from less and vim.
public enum KeyCommand: Hashable, Sendable {
    case action(ReaderAction)
    case quit
    /// The next colour theme.
    case cycleTheme
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
        case .highlights: highlights(key)
        case .highlightsFilter: highlightsFilter(key)
        case .noteEditor: noteEditor(key)
        case .selecting: mouse(key) ?? selecting.first { $0.keys.contains(key) }?.command
        case .definition: definition(key)
        }
    }

    private static func highlights(_ key: Key) -> KeyCommand? {
        switch key {
        case .up, .character("k"): .action(.highlights(.move(-1)))
        case .down, .character("j"): .action(.highlights(.move(1)))
        case .pageUp: .action(.highlights(.move(-10)))
        case .pageDown: .action(.highlights(.move(10)))
        case .enter: .action(.highlights(.open))
        case .character("d"): .action(.highlights(.delete))
        case .character("e"): .action(.highlights(.editNote))
        case .character("/"): .action(.highlights(.startFilter))
        case .escape, .character("H"): .action(.toggleHighlights)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func highlightsFilter(_ key: Key) -> KeyCommand? {
        switch key {
        case .enter: .action(.highlights(.endFilter(keep: true)))
        case .escape: .action(.highlights(.endFilter(keep: false)))
        default: editing(key).map { .action(.highlights(.filter($0))) }
        }
    }

    private static func noteEditor(_ key: Key) -> KeyCommand? {
        switch key {
        case .character("\u{13}"): .action(.noteEditor(.save))  // ctrl-s
        case .escape: .action(.noteEditor(.cancel))
        case .enter: .action(.noteEditor(.edit(.insert("\n"))))
        case .up: .action(.noteEditor(.edit(.up)))
        case .down: .action(.noteEditor(.edit(.down)))
        default: editing(key).map { .action(.noteEditor(.edit($0))) }
        }
    }

    /// The prompt's editing keys, as a text being typed takes them.
    private static func editing(_ key: Key) -> EditedText.Edit? {
        switch key {
        case .left: .left
        case .right: .right
        case .home: .home
        case .end: .end
        case .backspace: .deleteBackward
        case .character("\u{15}"): .clear  // ctrl-u
        case .character(let character): .insert(character)
        default: nil
        }
    }

    /// The mouse's press, drag and release, in the modes that select with it.
    private static func mouse(_ key: Key) -> KeyCommand? {
        switch key {
        case .press(let row, let column): .action(.press(row: row, column: column))
        case .drag(let row, let column): .action(.drag(row: row, column: column))
        case .release(let row, let column): .action(.release(row: row, column: column))
        default: nil
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
        case .down, .character("j"): .action(.help(.scroll(1, of: helpLines.count)))
        case .up, .character("k"): .action(.help(.scroll(-1, of: helpLines.count)))
        case .pageDown, .character(" "): .action(.help(.scroll(10, of: helpLines.count)))
        case .pageUp, .character("b"): .action(.help(.scroll(-10, of: helpLines.count)))
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
        if let command = mouse(key) { return command }
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
        Binding(
            keys: [.character("B")], command: .action(.toggleBookmarks),
            help: "bookmarks; H highlights and notes; a the note here"),
        // Told on the line of the bookmarks: the list of keys has no row to spare.
        Binding(keys: [.character("H")], command: .action(.toggleHighlights), help: nil),
        Binding(keys: [.character("a")], command: .action(.openHighlightNote), help: nil),
        Binding(
            keys: [.character("J")], command: .action(.toggleJustification),
            help: "justified or ragged right; T the next colour theme"),
        // Folded into J's line: the list of keys fits a screen of 24 rows.
        Binding(keys: [.character("T")], command: .cycleTheme, help: nil),
        Binding(keys: [.character("r")], command: .action(.toggleRuby), help: "hide or show ruby readings"),
        Binding(keys: [.character("V")], command: .action(.toggleVertical), help: "vertical or horizontal text (CJK)"),
        Binding(
            keys: [.character("+"), .character("=")], command: .action(.widenMeasure), help: "wider or narrower measure"
        ),
        Binding(keys: [.character("-")], command: .action(.narrowMeasure), help: nil),
        Binding(
            keys: [.character("s")], command: .action(.startSelection),
            help: "select, from the first word here (or drag the mouse)"),
        Binding(keys: [.character("?"), .f1], command: .action(.toggleHelp), help: "this list of keys"),
        Binding(keys: [.character("q"), .character("Q")], command: .quit, help: "quit"),
    ]

    /// The keys of the selection mode (`s`), in the order the list of keys shows them after
    /// the reading keys. Arrows go the way they point on the page, in any writing mode.
    public static let selecting: [Binding] =
        [
            Binding(
                keys: [.left], command: .action(.selection(.move(.left))), help: "selection: move as the arrow points"),
            Binding(keys: [.right], command: .action(.selection(.move(.right))), help: nil),
            Binding(keys: [.up], command: .action(.selection(.move(.up))), help: nil),
            Binding(keys: [.down], command: .action(.selection(.move(.down))), help: nil),
        ] + moves(">", "<", { .character(forward: $0) }, help: "next or previous character")
        + moves("w", "b", { .word(forward: $0) }, help: "next or previous word")
        + moves(")", "(", { .sentence(forward: $0) }, help: "next sentence, this one's start")
        + moves("j", "k", { .line(forward: $0) }, help: "next or previous line")
        + moves("}", "{", { .paragraph(forward: $0) }, help: "next paragraph, this one's start")
        + moves("$", "0", { $0 ? .lineEnd : .lineStart }, help: "end or start of the line")
        + [
            Binding(
                keys: [.character("v")], command: .action(.selection(.anchor)),
                help: "selection: anchor here, the moves extend; again drops it"),
            Binding(
                keys: [.escape, .character("s")], command: .action(.selection(.close)), help: "leave the selection"),
            Binding(
                keys: [.character("y")], command: .action(.useSelection(.copy(citing: false))),
                help: "selection: copy it to the clipboard"),
            Binding(
                keys: [.character("Y")], command: .action(.useSelection(.copy(citing: true))),
                help: "selection: copy it with a citation line"),
            Binding(
                keys: [.character("h")], command: .action(.useSelection(.highlight(.yellow))),
                help: "selection: highlight it"),
        ]
        + HighlightColour.allCases.enumerated().map { index, colour in
            Binding(
                keys: [.character(Character("\(index + 1)"))], command: .action(.useSelection(.highlight(colour))),
                help: index == 0 ? "selection: highlight it in colour 1 to \(HighlightColour.allCases.count)" : nil)
        }
        + [
            Binding(
                keys: [.character("n")], command: .action(.useSelection(.annotate)),
                help: "selection: highlight it with a note"),
            Binding(
                keys: [.character("d")], command: .action(.useSelection(.lookUp)),
                help: "selection: look it up in the dictionaries"),
        ]

    /// The keys of a move forward and back in the selection, told on one line of the list.
    private static func moves(
        _ forward: Character, _ back: Character, _ move: (Bool) -> SelectionOverlay.Move, help: String
    ) -> [Binding] {
        [
            Binding(
                keys: [.character(forward)], command: .action(.selection(.move(move(true)))), help: "selection: " + help
            ),
            Binding(keys: [.character(back)], command: .action(.selection(.move(move(false)))), help: nil),
        ]
    }

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
        case .resize, .other, .press, .drag, .release: ""
        }
    }

    /// The list of keys as lines of text: the keys of each binding, then what they do.
    public static let helpLines: [(keys: String, help: String)] = {
        var lines: [(keys: String, help: String)] = []
        for binding in reading + selecting {
            let keys = binding.keys.map(name(of:)).joined(separator: " ")
            if let help = binding.help {
                lines.append((keys, help))
            } else if !lines.isEmpty {
                lines[lines.count - 1].keys += " " + keys
            }
        }
        return lines
    }()
}
