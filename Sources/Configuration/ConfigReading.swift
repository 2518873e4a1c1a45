import TOMLKit

/// A table of the configuration file being read: typed values out of it, and a problem with
/// its line for each value that is not what its key takes, or key that is not known.
public struct ConfigReading {
    /// The table's name in the file ("" for the top level).
    public let name: String
    let table: TOMLTable
    let lines: ConfigLines
    let file: String
    /// What was wrong, in the order found.
    public internal(set) var problems: [ConfigProblem] = []

    /// The file's top level, parsed from `text`; throws TOMLKit's `TOMLParseError`.
    init(text: String, file: String) throws {
        self.init(name: "", table: try TOMLTable(string: text), lines: ConfigLines(text: text), file: file)
    }

    init(name: String, table: TOMLTable, lines: ConfigLines, file: String) {
        (self.name, self.table, self.lines, self.file) = (name, table, lines, file)
    }

    /// The keys the table holds, in the file's order where TOMLKit keeps it.
    public var keys: [String] { table.keys }

    /// Adds a problem at `key`'s line (the table's when nil).
    public mutating func problem(_ message: String, at key: String?) {
        problems.append(ConfigProblem(file: file, line: lines.line(of: key, in: name), message: message))
    }

    /// Each key not in `known` is a problem.
    public mutating func refuseUnknownKeys(_ known: [String]) {
        for key in keys where !known.contains(key) {
            problem("unknown key '\(key)' in \(place); known: \(known.joined(separator: ", "))", at: key)
        }
    }

    /// The table's name as a problem says it.
    var place: String { name.isEmpty ? "the file" : "[\(name)]" }

    public func has(_ key: String) -> Bool { table.contains(key: key) }

    public mutating func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = table[key] else { return nil }
        guard let integer = value.int, range.contains(integer) else {
            problem("'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)", at: key)
            return nil
        }
        return integer
    }

    public mutating func bool(_ key: String) -> Bool? {
        guard let value = table[key] else { return nil }
        guard let bool = value.bool else {
            problem("'\(key)' must be true or false", at: key)
            return nil
        }
        return bool
    }

    public mutating func string(_ key: String) -> String? {
        guard let value = table[key] else { return nil }
        guard let string = value.string else {
            problem("'\(key)' must be a string in quotes", at: key)
            return nil
        }
        return string
    }

    /// One of `choices`, as a string.
    public mutating func choice(_ key: String, of choices: [String]) -> String? {
        guard let string = string(key) else { return nil }
        guard choices.contains(string) else {
            problem("'\(key)' must be one of \(choices.joined(separator: ", ")), not '\(string)'", at: key)
            return nil
        }
        return string
    }

    /// A string or an array of strings, as an array.
    public mutating func strings(_ key: String) -> [String]? {
        guard let value = table[key] else { return nil }
        if let string = value.string { return [string] }
        guard let array = value.array, case let strings = array.compactMap(\.string), strings.count == array.count
        else {
            problem("'\(key)' must be a string or a list of strings", at: key)
            return nil
        }
        return strings
    }

    /// A table inside this one, to be read the same way.
    public mutating func subtable(_ key: String) -> ConfigReading? {
        guard let value = table[key] else { return nil }
        guard let inner = value.table else {
            problem("'\(key)' must be a table", at: key)
            return nil
        }
        let path = name.isEmpty ? key : name + "." + key
        return ConfigReading(name: path, table: inner, lines: lines, file: file)
    }
}
