import ReaderCore
import Terminal

extension KeyBindings {
    /// One binding of the reading or selection keys: the action's name in the configuration
    /// file's `[keys]` table, its keys, what they do, and the words that say so in the list of
    /// keys (`?`) and in `--help`, which are made from the bindings in force and cannot drift.
    public struct Binding: Sendable {
        /// The stable, kebab-case name a configuration file rebinds it by ("next-page").
        public let name: String
        public internal(set) var keys: [Key]
        public let command: KeyCommand
        /// What the keys do; nil for a binding told on the line of the one before it.
        public let help: String?

        /// A binding named `name`; without one, the name is made from the command
        /// (`.action(.toggleRuby)` is "toggle-ruby"), which the `[keys]` documentation must then list.
        public init(name: String? = nil, keys: [Key], command: KeyCommand, help: String?) {
            self.name = name ?? Self.name(of: command)
            self.keys = keys
            self.command = command
            self.help = help
        }

        /// The command's case in kebab case, with the last word of its value when it has one:
        /// `.action(.openPrompt(.goTo))` is "open-prompt-go-to".
        static func name(of command: KeyCommand) -> String {
            let action: ReaderAction
            switch command {
            case .quit: return "quit"
            case .cycleTheme: return "cycle-theme"
            case .action(let named): action = named
            }
            let words = String(describing: action).split { !$0.isLetter && !$0.isNumber }
            let parts = words.count > 1 ? [words[0], words[words.count - 1]] : words
            return parts.map { part in
                part.reduce(into: "") { name, letter in
                    if letter.isUppercase { name += "-" }
                    name += letter.lowercased()
                }
            }.joined(separator: "-")
        }
    }
}
