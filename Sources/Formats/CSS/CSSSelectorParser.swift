/// Reads a selector's text into a `CSSSelector`: element names, classes, ids and attribute
/// names case-insensitively, attribute values as written; nil for what it does not understand.
struct CSSSelectorParser {
    /// Namespace URIs whose attributes books write with one prefix, whatever a sheet calls them.
    private static let documentPrefixes = [
        "http://www.idpf.org/2007/ops": "epub", "http://www.w3.org/XML/1998/namespace": "xml",
        "http://www.w3.org/1999/xlink": "xlink",
    ]

    private let text: [Character]
    private var at = 0
    /// The sheet's `@namespace` prefixes and their URIs.
    private let namespaces: [String: String]

    private init(_ text: Substring, namespaces: [String: String]) {
        self.text = Array(text)
        self.namespaces = namespaces
    }

    /// The selector a text says, the sheet's namespace prefixes declared; nil when it is not understood.
    static func selector(_ text: Substring, namespaces: [String: String] = [:]) -> CSSSelector? {
        var parser = CSSSelectorParser(text, namespaces: namespaces)
        return parser.selector()
    }

    private var current: Character? { at < text.count ? text[at] : nil }

    private mutating func skipSpace() -> Bool {
        let start = at
        while let character = current, character.isWhitespace { at += 1 }
        return at > start
    }

    private mutating func selector() -> CSSSelector? {
        _ = skipSpace()
        var compounds: [CSSSelector.Compound] = []
        var pseudoElement: String?
        while current != nil {
            guard pseudoElement == nil, var compound = compound(pseudoElement: &pseudoElement) else { return nil }
            let spaced = skipSpace()
            switch current {
            case ">": compound.combinator = .child
            case "+": compound.combinator = .adjacentSibling
            case "~": compound.combinator = .laterSibling
            case nil: break
            default: guard spaced else { return nil }
            }
            if let character = current, ">+~".contains(character) {
                at += 1
                _ = skipSpace()
                guard current != nil else { return nil }
            }
            compounds.append(compound)
        }
        guard !compounds.isEmpty, compounds.count <= 16 else { return nil }
        return CSSSelector(compounds: compounds, pseudoElement: pseudoElement)
    }

    /// One compound; a pseudo-element ends it and is returned in `pseudoElement`.
    private mutating func compound(pseudoElement: inout String?) -> CSSSelector.Compound? {
        var compound = CSSSelector.Compound()
        if current == "*" {
            at += 1
        } else if let name = identifier() {
            compound.element = name.lowercased()
        }
        guard current != "|" else { return nil }
        var parts = 0
        while let character = current, !character.isWhitespace, !">+~,".contains(character) {
            guard pseudoElement == nil else { return nil }
            parts += 1
            switch character {
            case ".", "#":
                at += 1
                guard let name = identifier()?.lowercased() else { return nil }
                if character == "#" {
                    guard compound.id == nil else { return nil }
                    compound.id = name
                } else {
                    guard compound.classes.count < Limits.classesMatched else { return nil }
                    compound.classes.append(name)
                }
            case "[":
                guard let test = attributeTest() else { return nil }
                compound.attributes.append(test)
            case ":":
                guard pseudo(into: &compound, pseudoElement: &pseudoElement) else { return nil }
            default: return nil
            }
        }
        guard parts > 0 || at > 0 && (compound.element != nil || text[at - 1] == "*") else { return nil }
        return compound
    }

    /// A name: letters, digits, `-`, `_`, any character past ASCII and any escaped by a
    /// backslash (`epub\:type`); nil when there is none.
    private mutating func identifier() -> String? {
        var name = ""
        while let character = current {
            if character == "\\", at + 1 < text.count, !text[at + 1].isHexDigit, !text[at + 1].isNewline {
                name.append(text[at + 1])
                at += 2
                continue
            }
            guard character.isLetter || character.isNumber || character == "-" || character == "_" || !character.isASCII
            else { break }
            name.append(character)
            at += 1
        }
        return name.isEmpty ? nil : name
    }

    /// `[name]`, `[prefix|name op value i]`; the cursor is on the `[`.
    private mutating func attributeTest() -> CSSAttributeTest? {
        at += 1
        _ = skipSpace()
        var test = CSSAttributeTest(name: "")
        if current == "*" {
            at += 1
            guard current == "|" else { return nil }
            test.anyNamespace = true
        }
        var name = identifier()?.lowercased()
        if current == "|" && text.count > at + 1 && text[at + 1] != "=" {
            at += 1
            guard let local = identifier()?.lowercased() else { return nil }
            if let prefix = name {
                guard let uri = namespaces[prefix] else { return nil }
                name = (Self.documentPrefixes[uri] ?? prefix) + ":" + local
            } else {
                name = local
            }
        }
        guard let name else { return nil }
        test.name = name
        _ = skipSpace()
        if current == "]" {
            at += 1
            return test
        }
        guard let comparison = comparison(), let value = value() else { return nil }
        test.comparison = comparison
        test.value = value
        _ = skipSpace()
        if current == "i" || current == "I" || current == "s" || current == "S" {
            test.caseInsensitive = current == "i" || current == "I"
            at += 1
            _ = skipSpace()
        }
        guard current == "]" else { return nil }
        at += 1
        return test
    }

    private mutating func comparison() -> CSSAttributeTest.Comparison? {
        let operators: [(String, CSSAttributeTest.Comparison)] = [
            ("=", .equals), ("~=", .includes), ("|=", .dashMatch), ("^=", .prefix), ("$=", .suffix),
            ("*=", .substring),
        ]
        for (symbol, comparison) in operators where text[at...].starts(with: symbol) {
            at += symbol.count
            _ = skipSpace()
            return comparison
        }
        return nil
    }

    /// A quoted string (a backslash escaping the next character) or a name.
    private mutating func value() -> String? {
        guard let quote = current, quote == "\"" || quote == "'" else { return identifier() }
        at += 1
        var value = ""
        while let character = current, character != quote {
            if character == "\\" { at += 1 }
            if let escaped = current { value.append(escaped) }
            at += 1
        }
        guard current == quote else { return nil }
        at += 1
        return value
    }

    /// A pseudo-class or pseudo-element; the cursor is on the first `:`. False for one not understood.
    private mutating func pseudo(into compound: inout CSSSelector.Compound, pseudoElement: inout String?) -> Bool {
        at += 1
        let doubled = current == ":"
        if doubled { at += 1 }
        guard let name = identifier()?.lowercased() else { return false }
        if name == "before" || name == "after" {
            pseudoElement = name
            return true
        }
        guard !doubled else { return false }
        guard current == "(" else {
            let first = { (ofType: Bool) in CSSPosition(a: 0, b: 1, ofType: ofType) }
            let last = { (ofType: Bool) in CSSPosition(a: 0, b: 1, ofType: ofType, fromEnd: true) }
            switch name {
            case "first-child": compound.positions.append(first(false))
            case "first-of-type": compound.positions.append(first(true))
            case "last-child": compound.positions.append(last(false))
            case "last-of-type": compound.positions.append(last(true))
            // The last first: it is known at once, the place of its type is counted back.
            case "only-child": compound.positions += [last(false), first(false)]
            case "only-of-type": compound.positions += [last(true), first(true)]
            case "empty": compound.mustBeEmpty = true
            case "root": compound.isRoot = true
            default: return false
            }
            return true
        }
        at += 1
        let start = at
        while let character = current, character != ")" { at += 1 }
        guard current == ")" else { return false }
        let argument = Substring(String(text[start..<at]))
        at += 1
        switch name {
        case "nth-child", "nth-of-type", "nth-last-child", "nth-last-of-type":
            guard
                let position = CSSPosition(
                    argument: argument, ofType: name.hasSuffix("of-type"), fromEnd: name.hasPrefix("nth-last"))
            else { return false }
            compound.positions.append(position)
        case "not":
            guard let negated = Self.selector(argument, namespaces: namespaces), negated.compounds.count == 1,
                negated.pseudoElement == nil, negated.compounds[0].negations.isEmpty
            else { return false }
            compound.negations.append(negated.compounds[0])
        default: return false
        }
        return true
    }
}
