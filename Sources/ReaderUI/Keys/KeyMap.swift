import ReaderCore
import Terminal

/// The keys in force: the reading and selection bindings (the defaults, as the configuration
/// file's `[keys]` table rebinds them), asked by the loop for each key and shown by `?` and
/// `--help`. The other modes keep their own keys (`KeyBindings`).
public struct KeyMap: Sendable {
    /// The reading keys, in the order the list of keys shows them.
    public let reading: [KeyBindings.Binding]
    /// The keys of the selection mode, shown after the reading keys.
    public let selecting: [KeyBindings.Binding]

    /// The keys the reader has when no file changes them.
    public static let defaults = KeyMap(reading: KeyBindings.reading, selecting: KeyBindings.selecting)

    init(reading: [KeyBindings.Binding], selecting: [KeyBindings.Binding]) {
        self.reading = reading
        self.selecting = selecting
        helpLines = Self.lines(of: reading + selecting)
    }

    /// The list of keys as lines of text: the keys of each binding, then what they do.
    public private(set) var helpLines: [(keys: String, help: String)]

    /// The command of a key in a mode.
    public func command(for key: Key, in mode: ReaderMode = .reading) -> KeyCommand? {
        switch mode {
        case .reading:
            if case .character(let digit) = key, digit.isASCII, let value = digit.wholeNumberValue {
                return .action(.countDigit(value))
            }
            return KeyBindings.mouse(key) ?? reading.first { $0.keys.contains(key) }?.command
        case .selecting: return KeyBindings.mouse(key) ?? selecting.first { $0.keys.contains(key) }?.command
        default:
            let own = KeyBindings.command(for: key, in: mode, helpLineCount: helpLines.count)
            // A list closes with the key that opened it, and a quit key in force quits there too.
            guard let toggle = Self.toggles[mode], let bound = reading.first(where: { $0.keys.contains(key) })?.command
            else { return own }
            return bound == .action(toggle) ? bound : own ?? (bound == .quit ? .quit : nil)
        }
    }

    /// The action that opens and closes each list over the page.
    private static let toggles: [ReaderMode: ReaderAction] = [
        .contents: .toggleContents, .bookmarks: .toggleBookmarks, .highlights: .toggleHighlights, .help: .toggleHelp,
        .statistics: .toggleStatistics,
    ]

    private static func lines(of bindings: [KeyBindings.Binding]) -> [(keys: String, help: String)] {
        var lines: [(keys: String, help: String)] = []
        for binding in bindings {
            let keys = binding.keys.map(KeyName.shown).joined(separator: " ")
            if let help = binding.help {
                lines.append((keys, named(help, in: bindings)))
            } else if !lines.isEmpty, !keys.isEmpty {
                lines[lines.count - 1].keys += lines[lines.count - 1].keys.isEmpty ? keys : " " + keys
            }
        }
        return lines
    }

    /// `help` with each `{name}` the first key in force of the binding so named, so that the
    /// words follow a rebinding.
    private static func named(_ help: String, in bindings: [KeyBindings.Binding]) -> String {
        guard help.contains("{") else { return help }
        var text = help
        for binding in bindings where text.contains("{\(binding.name)}") {
            text = text.replacing("{\(binding.name)}", with: binding.keys.first.map(KeyName.shown) ?? "—")
        }
        return text
    }
}
