import ReaderUI

extension ReaderConfiguration {
    /// The `[keys]` table: `action = "key"` or `action = ["key", "key"]`, read in the file's
    /// order; each problem at the line of the action that made it.
    static func readKeys(_ table: inout ConfigReading, into configuration: inout ReaderConfiguration) {
        let (lines, name) = (table.lines, table.name)
        let actions = table.keys.sorted { (lines.line(of: $0, in: name) ?? 0) < (lines.line(of: $1, in: name) ?? 0) }
        var rebindings: [KeyMap.Rebinding] = []
        for action in actions {
            guard let keys = table.strings(action) else { continue }
            rebindings.append(KeyMap.Rebinding(action: action, keys: keys))
        }
        let (keys, problems) = KeyMap.rebound(rebindings)
        configuration.keys = keys
        for problem in problems { table.problem(problem.message, at: problem.action) }
        // Told in the file's order, a value of the wrong kind among the rest.
        table.problems = table.problems.enumerated().sorted {
            ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
        }
        .map(\.element)
    }
}
