/// A CSS selector of the kinds books use: compound selectors (`p`, `.note`, `p.note`, `#guide`,
/// `*`) joined by descendant or child combinators (`div.poem span`, `blockquote > p`; a child
/// is matched as a descendant). Selectors with attributes, pseudo-classes or sibling
/// combinators are not understood and never match.
struct CSSSelector {
    /// One compound selector: an element name (nil for any) with classes and an id.
    struct Compound: Equatable {
        var element: String?
        var classes: [String] = []
        var id: String?

        /// Whether an element of this name, classes and id matches.
        func matches(_ subject: Subject) -> Bool {
            if let element, element != subject.element { return false }
            if let id, id != subject.id { return false }
            return classes.allSatisfy { name in subject.classes.contains { $0 == name } }
        }
    }

    /// An element as selectors see it.
    struct Subject {
        var element: String
        var classes: [Substring]
        var id: String?

        init(element: String, classAttribute: String?, id: String?) {
            self.element = element
            // Rules are looked for by the first few classes only: an element of thousands costs no more.
            classes =
                classAttribute.map {
                    Array(
                        $0.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(
                            Limits.classesMatched))
                } ?? []
            self.id = id?.lowercased()
        }
    }

    /// The compounds from the outermost ancestor to the element itself.
    var compounds: [Compound]

    /// CSS specificity as one number: ids, then classes, then element names.
    var specificity: Int {
        compounds.reduce(0) { $0 + ($1.id == nil ? 0 : 10_000) + $1.classes.count * 100 + ($1.element == nil ? 0 : 1) }
    }

    /// Parses a selector's text (already lowercased); nil for what is not understood.
    init?(_ text: Substring) {
        var compounds: [Compound] = []
        for part in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == ">" }) {
            guard let compound = Self.compound(part) else { return nil }
            compounds.append(compound)
        }
        guard !compounds.isEmpty, compounds.count <= 16 else { return nil }
        self.compounds = compounds
    }

    private static func compound(_ text: Substring) -> Compound? {
        guard !text.contains(where: { "[]:+~()@\\\"'".contains($0) }) else { return nil }
        var compound = Compound()
        var rest = text
        if rest.first == "*" { rest = rest.dropFirst() }
        let nameEnd = rest.firstIndex { $0 == "." || $0 == "#" } ?? rest.endIndex
        if nameEnd > rest.startIndex { compound.element = String(rest[..<nameEnd]) }
        rest = rest[nameEnd...]
        while let marker = rest.first {
            let body = rest.dropFirst()
            let end = body.firstIndex { $0 == "." || $0 == "#" } ?? body.endIndex
            let name = String(body[..<end])
            guard !name.isEmpty, !name.contains("*") else { return nil }
            if marker == "." {
                guard compound.classes.count < Limits.classesMatched else { return nil }
                compound.classes.append(name)
            } else {
                guard compound.id == nil else { return nil }
                compound.id = name
            }
            rest = body[end...]
        }
        guard compound.element.map({ !$0.contains("*") }) ?? true else { return nil }
        return compound
    }

    /// Whether the selector matches `subject` inside `ancestors` (outermost first).
    func matches(_ subject: Subject, ancestors: [Subject]) -> Bool {
        guard compounds[compounds.count - 1].matches(subject) else { return false }
        var remaining = compounds.count - 2
        var index = ancestors.count - 1
        while remaining >= 0 && index >= 0 {
            if compounds[remaining].matches(ancestors[index]) { remaining -= 1 }
            index -= 1
        }
        return remaining < 0
    }
}
