import Foundation
import TextEngine

/// The part of CSS that matters to a book in a terminal (`StyleSheet.Declarations` lists the
/// properties) from rules of Selectors Level 3 (`CSSSelector`), and from style attributes, in
/// CSS's order of specificity.
struct StyleSheet {
    private typealias Rule = StyleRuleIndex.Rule
    /// The simple rules matching an element, in cascade order, and what they give it.
    private typealias Match = (rules: [Rule], declarations: Declarations)

    /// Rules that look at the element's name, classes and id alone, and rules that look at its
    /// attributes, its place or the elements around it too.
    private var simple = StyleRuleIndex()
    private var descendant = StyleRuleIndex()
    /// Rules of the `::before` and `::after` pseudo-elements.
    private var before = StyleRuleIndex()
    private var after = StyleRuleIndex()
    /// The `@namespace` prefixes the sheets declare, and their URIs.
    private var namespaces: [String: String] = [:]
    /// Rules read, merged ones included: the order of the next.
    private var ruleCount = 0
    /// Steps spent matching rules, a rule looked at or an ancestor compared each: past
    /// `Limits.selectorSteps`, selectors with ancestors stop matching and elements not seen
    /// before get no style from the sheets.
    private(set) var matchSteps = 0
    /// Rules looked at for an element beyond its simple ones, matched or not: the work of the
    /// cascade besides its steps, which the budget bounds too (each rule tried spends a step).
    private(set) var rulesTried = 0
    /// Rules past `Limits.styleRules` were left out.
    private(set) var rulesCut = false
    /// Whether a rule needs what follows an element (`:last-child`, `:empty`): `LaterSiblings`.
    private(set) var looksAhead = false
    /// Whether the book's budget of matching steps was spent.
    var selectorsCut: Bool { matchSteps > Limits.selectorSteps }
    private var parsedStyleAttributes: [String: Declarations] = [:]
    /// The simple rules that match an element, in cascade order, and what they give it, by
    /// the element's name, classes and id.
    private var matched: [String: Match] = [:]
    /// The last few kinds of element matched and what matched them: a book's documents use
    /// a few kinds again and again, which then need no key made and looked up. Each is in
    /// `matched` too (or was cut by the budget, as it would be again).
    private var recentlyMatched: [(element: String, classes: [Substring], id: String, found: Match)] = []

    init() {}

    /// Adds the rules of a style sheet's text; what it does not understand is skipped.
    mutating func add(_ css: String) {
        matched.removeAll()
        recentlyMatched.removeAll()
        let css = Self.withoutComments(css)
        namespaces.merge(Self.namespaces(in: css)) { $1 }
        for rule in css.split(separator: "}") {
            guard let open = rule.lastIndex(of: "{") else { continue }
            let declarations = Self.declarations(String(rule[rule.index(after: open)...]))
            // What an at-rule opened ("@media screen {", "@import …;") stands before the selectors.
            let head = rule[..<open]
            let selectors = head[
                (head.lastIndex { $0 == "{" || $0 == ";" }.map(head.index(after:)) ?? head.startIndex)...]
            for text in selectors.split(separator: ",") {
                guard let selector = CSSSelectorParser.selector(text, namespaces: namespaces) else { continue }
                if selector.looksAhead { looksAhead = true }
                let room = Limits.styleRules - simple.count - descendant.count - before.count - after.count
                let rule = Rule(selector: selector, declarations: declarations, order: ruleCount)
                let filed: Bool
                switch selector.pseudoElement {
                case "before"?: filed = before.add(rule, limit: before.count + room)
                case "after"?: filed = after.add(rule, limit: after.count + room)
                default:
                    filed =
                        selector.isSimple
                        ? simple.add(rule, limit: simple.count + room)
                        : descendant.add(rule, limit: descendant.count + room)
                }
                if !filed { rulesCut = true }
                ruleCount += 1
            }
        }
    }

    /// What applies to the element `tree` is about: matching rules by specificity, then order,
    /// then the style attribute.
    mutating func declarations(for tree: CSSSubjectTree, style: String?) -> Declarations {
        var result = Declarations()
        if ruleCount > 0 {
            let simpleRules = simplyMatched(tree.subject)
            var rules: [Rule] = []
            if !descendant.isEmpty && matchSteps <= Limits.selectorSteps {
                var steps = Limits.selectorSteps - matchSteps
                descendant.forEachCandidate(for: tree.subject) { rule in
                    rulesTried += 1
                    if steps > 0 && rule.selector.matches(tree, steps: &steps) { rules.append(rule) }
                }
                matchSteps = Limits.selectorSteps - steps + (steps > 0 ? 0 : 1)
            }
            rules.sort(by: Self.cascadeOrder)
            if rules.isEmpty || simpleRules.rules.last.map({ Self.cascadeOrder($0, rules[0]) }) ?? true {
                // The usual case (`p + p` after `p`): what the simple rules give comes first.
                result = simpleRules.declarations
                for rule in rules { result.merge(rule.declarations) }
            } else {
                for rule in (simpleRules.rules + rules).sorted(by: Self.cascadeOrder) {
                    result.merge(rule.declarations)
                }
            }
        }
        if let style { result.merge(styleAttribute(style)) }
        return result
    }

    /// What the rules of `::before` and `::after` give the element `tree` is about; nil for a
    /// pseudo-element no rule matches.
    mutating func generated(for tree: CSSSubjectTree) -> (before: Declarations?, after: Declarations?) {
        guard hasGeneratedRules, matchSteps <= Limits.selectorSteps else { return (nil, nil) }
        var steps = Limits.selectorSteps - matchSteps
        func matching(_ index: StyleRuleIndex) -> Declarations? {
            var rules: [Rule] = []
            index.forEachCandidate(for: tree.subject) { rule in
                rulesTried += 1
                if steps > 0 && rule.selector.matches(tree, steps: &steps) { rules.append(rule) }
            }
            guard !rules.isEmpty else { return nil }
            var declarations = Declarations()
            for rule in rules.sorted(by: Self.cascadeOrder) { declarations.merge(rule.declarations) }
            return declarations
        }
        let found = (matching(before), matching(after))
        matchSteps = Limits.selectorSteps - steps + (steps > 0 ? 0 : 1)
        return found
    }

    /// Whether rules of `::before` or `::after` were read.
    var hasGeneratedRules: Bool { !before.isEmpty || !after.isEmpty }

    /// The simple rules matching `subject` and what they give it, found once per kind of element.
    private mutating func simplyMatched(_ subject: CSSSelector.Subject) -> Match {
        guard !simple.isEmpty else { return ([], Declarations()) }
        // Ids make every element a kind of its own: they count only when a rule names one.
        let id = simple.hasIDRules ? subject.id ?? "" : ""
        if let recent = recentlyMatched.first(where: {
            $0.element == subject.element && $0.classes == subject.classes && $0.id == id
        }) {
            return recent.found
        }
        let found = simplyMatched(subject, id: id)
        if recentlyMatched.count == 8 { recentlyMatched.removeFirst() }
        recentlyMatched.append((subject.element, subject.classes, id, found))
        return found
    }

    /// The same, by the key of the element's name, classes and `id` (as `simplyMatched(_:)` counts it).
    private mutating func simplyMatched(_ subject: CSSSelector.Subject, id: String) -> Match {
        let key = subject.element + "." + subject.classes.joined(separator: ".") + "#" + id
        if let found = matched[key] { return found }
        guard matchSteps <= Limits.selectorSteps else { return ([], Declarations()) }
        var rules: [Rule] = []
        let tree = CSSSubjectTree(subject: subject, ancestors: [], siblings: [])
        simple.forEachCandidate(for: subject) { rule in
            matchSteps += 1
            var steps = 1
            if rule.selector.matches(tree, steps: &steps) { rules.append(rule) }
        }
        rules.sort(by: Self.cascadeOrder)
        var declarations = Declarations()
        for rule in rules { declarations.merge(rule.declarations) }
        if matched.count >= 4096 {
            matched.removeAll(keepingCapacity: true)
            recentlyMatched.removeAll()
        }
        matched[key] = (rules, declarations)
        return (rules, declarations)
    }

    private static func cascadeOrder(_ first: Rule, _ second: Rule) -> Bool {
        (first.selector.specificity, first.order) < (second.selector.specificity, second.order)
    }

    /// A style attribute's declarations; books repeat the same few, so they are parsed once.
    private mutating func styleAttribute(_ style: String) -> Declarations {
        guard style.utf8.count <= 256 else { return Self.declarations(style) }
        if let parsed = parsedStyleAttributes[style] { return parsed }
        if parsedStyleAttributes.count >= 4096 { parsedStyleAttributes.removeAll(keepingCapacity: true) }
        let parsed = Self.declarations(style)
        parsedStyleAttributes[style] = parsed
        return parsed
    }

    /// The `@namespace prefix "uri"` (or `url(uri)`) declarations of a sheet's text, by prefix.
    static func namespaces(in css: String) -> [String: String] {
        var found: [String: String] = [:]
        for part in css.components(separatedBy: "@namespace").dropFirst() {
            guard let end = part.firstIndex(of: ";") else { continue }
            let words = part[..<end].split(whereSeparator: \.isWhitespace)
            guard words.count == 2 else { continue }
            var uri = words[1]
            if uri.hasPrefix("url(") && uri.hasSuffix(")") { uri = uri.dropFirst(4).dropLast() }
            uri = uri.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))[...]
            found[words[0].lowercased()] = String(uri)
        }
        return found
    }

    /// The text with its `/* comments */` removed, in one pass.
    static func withoutComments(_ css: String) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(css.utf8.count)
        var inComment = false
        var previous: UInt8 = 0
        for byte in css.utf8 {
            if inComment {
                if previous == 0x2A && byte == 0x2F {
                    inComment = false
                    previous = 0
                    continue
                }
            } else if previous == 0x2F && byte == 0x2A {
                kept.removeLast()
                inComment = true
                previous = 0
                continue
            } else {
                kept.append(byte)
            }
            previous = byte
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Parses "property: value; ..." declarations, in one pass over their bytes: property names
    /// and values are ASCII-lowercased and trimmed, `!important` dropped.
    static func declarations(_ text: String) -> Declarations {
        var result = Declarations()
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x3B { end += 1 }  // ;
                if let colon = bytes[start..<end].firstIndex(of: 0x3A) {  // :
                    let property = keyword(bytes[start..<colon])
                    // Strings of generated content keep their case.
                    var value = keyword(bytes[(colon + 1)..<end], lowercased: property != "content")
                    if value.contains("!important") {
                        value = value.replacingOccurrences(of: "!important", with: "").trimmingCharacters(
                            in: .whitespaces)
                    }
                    if !value.isEmpty && Declarations.properties.contains(property) { result.apply(property, value) }
                }
                start = end + 1
            }
        }
        return result
    }

    /// A property name or value as CSS compares it: ASCII lowercase, white space trimmed.
    private static func keyword(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, lowercased: Bool = true) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return String(
            decoding: bytes[start..<end].lazy.map { lowercased && $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 },
            as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
