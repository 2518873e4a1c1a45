/// Where each table and key of a TOML file is written, found from its lines, for problems to
/// name the line: TOMLKit tells the line of a syntax error only.
struct ConfigLines {
    /// The line of each `[table]` header and of each `table.key` (top-level keys under "").
    private var lines: [String: Int] = [:]

    init(text: String) {
        var table = ""
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingPrefix { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[") {
                let name = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.unquoted(name)
                lines[table] = lines[table] ?? index + 1
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = Self.unquoted(line[..<equals])
                let path = table.isEmpty ? key : table + "." + key
                lines[path] = lines[path] ?? index + 1
            }
        }
    }

    /// The line of `key` in `table` ("" for the top level), else of the table, else nil.
    func line(of key: String?, in table: String) -> Int? {
        if let key, let line = lines[table.isEmpty ? key : table + "." + key] { return line }
        return lines[table]
    }

    private static func unquoted(_ name: Substring) -> String {
        name.split(separator: ".").map {
            $0.trimmingCharacters(in: " \t\"'")
        }.joined(separator: ".")
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
