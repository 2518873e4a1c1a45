import ReaderCore
import Terminal

extension KeyMap {
    /// What a configuration file asks: `action` bound to the keys `keys` names, in place of its
    /// defaults.
    public struct Rebinding: Sendable {
        public let action: String
        public let keys: [String]

        public init(action: String, keys: [String]) {
            self.action = action
            self.keys = keys
        }
    }

    /// Something wrong in a rebinding: the action whose line says it, and what.
    public struct Problem: Hashable, Sendable {
        public let action: String
        public let message: String
    }

    /// The defaults with `rebindings` applied in order, and what was wrong in them. An action
    /// rebound loses its default keys (the mouse wheel stays); a key given to an action is
    /// taken from the action it was the default of. What is wrong is left out, the rest
    /// applied: an unknown action or key name, a key given twice, an action left with no key
    /// (quit keeps its last one).
    public static func rebound(_ rebindings: [Rebinding]) -> (KeyMap, [Problem]) {
        var work = Rebinder(reading: defaults.reading, selecting: defaults.selecting)
        for rebinding in rebindings { work.apply(rebinding) }
        work.takeGivenKeys()
        return (KeyMap(reading: work.tables[0], selecting: work.tables[1]), work.problems)
    }
}

/// The bindings of both modes as a file's rebindings change them.
private struct Rebinder {
    /// The reading, then the selection bindings.
    var tables: [[KeyBindings.Binding]]
    /// The tables as they were before the file.
    private let defaults: [[KeyBindings.Binding]]
    var problems: [KeyMap.Problem] = []
    /// The keys the file gave in each table, in its order, with the action given each.
    private var given: [[(key: Key, action: String)]] = [[], []]

    init(reading: [KeyBindings.Binding], selecting: [KeyBindings.Binding]) {
        tables = [reading, selecting]
        defaults = tables
    }

    mutating func apply(_ rebinding: KeyMap.Rebinding) {
        let name = rebinding.action
        guard let table = tables.firstIndex(where: { $0.contains { $0.name == name } }),
            let index = tables[table].firstIndex(where: { $0.name == name })
        else { return problem(name, "unknown action '\(name)'; the actions are listed in docs/CONFIGURATION.md") }
        var keys: [Key] = []
        for keyName in rebinding.keys {
            guard let key = KeyName.key(named: keyName) else {
                problem(name, "unknown key name '\(keyName)' for '\(name)'")
                continue
            }
            if table == 0, case .character(let digit) = key, digit.isASCII, digit.isNumber {
                problem(name, "'\(keyName)' counts before a key while reading; it cannot be bound to '\(name)'")
            } else if let other = given[table].first(where: { $0.key == key }) {
                problem(name, "'\(keyName)' is bound twice in the file: to '\(other.action)' and to '\(name)'")
            } else {
                given[table].append((key, name))
                keys.append(key)
            }
        }
        guard !keys.isEmpty else { return problem(name, "'\(name)' is left with no key; it keeps its defaults") }
        // The mouse wheel has no name to write, and stays where it was.
        tables[table][index].keys = keys + tables[table][index].keys.filter { KeyName.written($0) == nil }
    }

    /// Takes each key the file gave from the default action that had it; quit's last key stays.
    mutating func takeGivenKeys() {
        for table in tables.indices {
            for (key, name) in given[table] {
                guard let owner = tables[table].firstIndex(where: { $0.name != name && $0.keys.contains(key) }),
                    let taker = tables[table].firstIndex(where: { $0.name == name })
                else { continue }
                if tables[table][owner].command == .quit, tables[table][owner].keys.count == 1 {
                    problem(name, "'\(KeyName.shown(key))' is quit's last key; '\(name)' cannot take it")
                    refuse(key, to: taker, in: table)
                } else {
                    remove(key, from: owner, in: table, by: name)
                }
            }
        }
    }

    /// Takes back `key` from the binding at `index`, which keeps its defaults if that leaves it none.
    private mutating func refuse(_ key: Key, to index: Int, in table: Int) {
        tables[table][index].keys.removeAll { $0 == key }
        guard tables[table][index].keys.allSatisfy({ KeyName.written($0) == nil }) else { return }
        tables[table][index].keys = defaults[table][index].keys.filter { key in
            !given[table].contains { $0.key == key }
        }
    }

    /// Takes `key` from the binding at `index`, telling when that leaves it with none.
    private mutating func remove(_ key: Key, from index: Int, in table: Int, by taker: String) {
        tables[table][index].keys.removeAll { $0 == key }
        let binding = tables[table][index]
        if binding.keys.allSatisfy({ KeyName.written($0) == nil }) {
            problem(taker, "'\(binding.name)' is left with no key to press ('\(KeyName.shown(key))' taken)")
        }
    }

    private mutating func problem(_ action: String, _ message: String) {
        problems.append(KeyMap.Problem(action: action, message: message))
    }
}
