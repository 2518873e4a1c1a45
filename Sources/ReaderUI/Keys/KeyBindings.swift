import ReaderCore
import Terminal

/// What a key does in the reader: the keys people know from less and vim.
public enum KeyCommand: Hashable, Sendable {
    case action(ReaderAction)
    case quit
    /// The next colour theme.
    case cycleTheme
}

/// The keys of the modes a configuration file does not rebind (lists, prompts, boxes, the
/// picture viewer), and the default reading and selection bindings (`DefaultBindings.swift`)
/// that a `KeyMap` starts from.
public enum KeyBindings {
    /// The command of a key in a mode, with the default keys.
    public static func command(for key: Key, in mode: ReaderMode = .reading) -> KeyCommand? {
        KeyMap.defaults.command(for: key, in: mode)
    }

    /// The command of a key in a mode other than reading and selecting; the list of keys has
    /// `helpLineCount` lines to scroll through.
    static func command(for key: Key, in mode: ReaderMode, helpLineCount: Int) -> KeyCommand? {
        switch mode {
        case .contents: contents(key)
        case .prompt: prompt(key)
        case .help: help(key, lineCount: helpLineCount)
        case .bookmarks: bookmarks(key)
        case .note: note(key)
        case .viewer: viewer(key)
        case .highlights: highlights(key)
        case .highlightsFilter: highlightsFilter(key)
        case .noteEditor: noteEditor(key)
        case .definition: definition(key)
        case .statistics: statistics(key)
        case .reading, .selecting: nil
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
    static func mouse(_ key: Key) -> KeyCommand? {
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

    private static func statistics(_ key: Key) -> KeyCommand? {
        switch key {
        case .escape, .character("I"), .enter: .action(.toggleStatistics)
        case .character("q"): .quit
        default: nil
        }
    }

    private static func help(_ key: Key, lineCount: Int) -> KeyCommand? {
        switch key {
        case .escape, .character("?"), .f1, .enter: .action(.toggleHelp)
        case .character("q"): .quit
        case .down, .character("j"): .action(.help(.scroll(1, of: lineCount)))
        case .up, .character("k"): .action(.help(.scroll(-1, of: lineCount)))
        case .pageDown, .character(" "): .action(.help(.scroll(10, of: lineCount)))
        case .pageUp, .character("b"): .action(.help(.scroll(-10, of: lineCount)))
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
}
