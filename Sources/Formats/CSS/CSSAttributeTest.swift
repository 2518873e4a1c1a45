/// An attribute selector: `[name]`, or its value compared by one of `=`, `~=`, `|=`, `^=`,
/// `$=`, `*=`, case-sensitively unless the selector ends in `i`.
struct CSSAttributeTest: Equatable {
    enum Comparison: Equatable {
        case exists, equals, includes, dashMatch, prefix, suffix, substring
    }

    /// The attribute's name as the document writes it ("epub:type" for a namespaced one).
    var name: String
    /// The name is any namespace's (`[*|name]`): the attribute with or without a prefix.
    var anyNamespace = false
    var comparison = Comparison.exists
    var value = ""
    var caseInsensitive = false

    /// Whether an element with these attributes passes the test.
    func matches(_ attributes: [String: String]) -> Bool {
        guard !attributes.isEmpty else { return false }
        if anyNamespace {
            let suffix = ":" + name
            return attributes.contains { ($0.key == name || $0.key.hasSuffix(suffix)) && compares($0.value) }
        }
        guard let found = attributes[name] else { return false }
        return compares(found)
    }

    private func compares(_ found: String) -> Bool {
        let (found, value) = caseInsensitive ? (found.lowercased(), value.lowercased()) : (found, value)
        switch comparison {
        case .exists: return true
        case .equals: return found == value
        case .includes:
            return !value.isEmpty && !value.contains(where: \.isWhitespace)
                && found.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{C}" })
                    .contains { $0 == value }
        case .dashMatch: return found == value || found.hasPrefix(value + "-")
        case .prefix: return !value.isEmpty && found.hasPrefix(value)
        case .suffix: return !value.isEmpty && found.hasSuffix(value)
        case .substring: return !value.isEmpty && found.contains(value)
        }
    }
}
