import Terminal

/// Keys by name: as the list of keys shows them ("←", "PgDn") and as a configuration file
/// writes them ("Left", "PageDown", "C-x"), one table for both.
public enum KeyName {
    /// The named keys: the name the list shows, then the names a file may write (the first is
    /// the one the documentation uses), matched without regard to case.
    private static let table: [(key: Key, shown: String, written: [String])] = [
        (.character(" "), "Space", ["Space"]),
        (.character("\t"), "Tab", ["Tab"]),
        (.backTab, "Shift-Tab", ["Shift-Tab", "BackTab"]),
        (.left, "←", ["Left"]),
        (.right, "→", ["Right"]),
        (.up, "↑", ["Up"]),
        (.down, "↓", ["Down"]),
        (.pageUp, "PgUp", ["PageUp", "PgUp"]),
        (.pageDown, "PgDn", ["PageDown", "PgDn"]),
        (.home, "Home", ["Home"]),
        (.end, "End", ["End"]),
        (.enter, "Enter", ["Enter", "Return"]),
        (.escape, "Esc", ["Esc", "Escape"]),
        (.backspace, "Backspace", ["Backspace"]),
        (.f1, "F1", ["F1"]),
        (.wheelUp, "wheel↑", []),
        (.wheelDown, "wheel↓", []),
    ]

    /// A key as the list of keys names it.
    public static func shown(_ key: Key) -> String {
        if let entry = table.first(where: { $0.key == key }) { return entry.shown }
        guard case .character(let character) = key else { return "" }
        return control(character).map { "C-" + String($0) } ?? String(character)
    }

    /// A key as a configuration file writes it; nil for one it cannot name (the mouse wheel).
    public static func written(_ key: Key) -> String? {
        if let entry = table.first(where: { $0.key == key }) { return entry.written.first }
        guard case .character = key else { return nil }
        return shown(key)
    }

    /// The key a configuration file names, else nil: a named key, one character, or a control
    /// key the terminal sends ("C-x", "Ctrl-x"; C-c, C-z and C-\ stop the reader instead).
    public static func key(named name: String) -> Key? {
        if let entry = table.first(where: { entry in
            entry.shown == name || entry.written.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
        }) {
            return entry.key
        }
        // A control character (ESC, NUL, C1) is no key a reader presses, nor a name to print.
        if name.count == 1, let character = name.first, control(character) == nil,
            !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            return .character(character)
        }
        for prefix in ["C-", "Ctrl-"] where name.lowercased().hasPrefix(prefix.lowercased()) {
            return controlKey(String(name.dropFirst(prefix.count)))
        }
        return nil
    }

    /// The key of Ctrl and `letter`, as the terminal sends it: C-i is Tab, C-m and C-j Enter,
    /// C-h Backspace.
    private static func controlKey(_ letter: String) -> Key? {
        guard letter.count == 1, let scalar = letter.lowercased().unicodeScalars.first, ("a"..."z").contains(scalar),
            !"cz".unicodeScalars.contains(scalar)
        else { return nil }
        switch scalar {
        case "i": return .character("\t")
        case "m", "j": return .enter
        case "h": return .backspace
        default: return .character(Character(Unicode.Scalar(UInt8(scalar.value & 0x1F))))
        }
    }

    /// The letter of a control character (Ctrl-A to Ctrl-Z), nil for any other.
    private static func control(_ character: Character) -> Character? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (1...26).contains(scalar.value), let letter = Unicode.Scalar(scalar.value + 0x60)
        else { return nil }
        return Character(letter)
    }
}
