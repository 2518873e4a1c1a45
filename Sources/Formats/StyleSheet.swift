import Foundation
import TextEngine

/// The part of CSS that matters to a book in a terminal (`StyleSheet.Declarations` lists the
/// properties) from rules whose selectors are element names, classes, ids and their
/// descendants (`CSSSelector`), and from style attributes, in CSS's order of specificity.
struct StyleSheet {
    /// One rule's selector and declarations, in the order the book gives them.
    private struct Rule {
        var selector: CSSSelector
        var declarations: Declarations
        var order: Int
    }

    /// Rules by the id, class or element their last compound names, or none of these.
    private var byID: [String: [Rule]] = [:]
    private var byClass: [String: [Rule]] = [:]
    private var byElement: [String: [Rule]] = [:]
    private var universal: [Rule] = []
    /// Rules read, merged ones included: the order of the next.
    private var ruleCount = 0
    private var storedRules = 0
    /// Steps spent matching selectors against ancestors; past `Limits.selectorSteps` such
    /// selectors stop matching.
    private var matchSteps = 0
    /// Rules past `Limits.styleRules` were left out.
    private(set) var rulesCut = false

    /// Whether selectors with ancestors stopped being matched, the book's budget spent.
    var selectorsCut: Bool { matchSteps > Limits.selectorSteps }
    /// Whether any rule looks at an element's ancestors.
    private(set) var hasDescendantRules = false
    private var parsedStyleAttributes: [String: Declarations] = [:]
    /// What rules without ancestors give an element, by its name, class attribute and id.
    private var matched: [String: Declarations] = [:]

    init() {}

    /// Adds the rules of a style sheet's text; what it does not understand is skipped.
    mutating func add(_ css: String) {
        matched.removeAll()
        for rule in Self.withoutComments(css).split(separator: "}") {
            guard let open = rule.lastIndex(of: "{") else { continue }
            let declarations = Self.declarations(String(rule[rule.index(after: open)...]))
            // What an at-rule opened ("@media screen {", "@import …;") stands before the selectors.
            let head = rule[..<open]
            let selectors = head[(head.lastIndex { $0 == "{" || $0 == ";" }.map(head.index(after:)) ?? head.startIndex)...]
            for text in selectors.split(separator: ",") {
                guard let selector = CSSSelector(Substring(text.lowercased())) else { continue }
                add(Rule(selector: selector, declarations: declarations, order: ruleCount))
            }
        }
    }

    /// Files a rule under the key of its last compound. A rule whose selector is the one filed
    /// last under that key is merged into it (books repeat selectors, and a sheet of thousands
    /// of `p` rules costs one); past `Limits.styleRules` rules are left out.
    private mutating func add(_ rule: Rule) {
        let last = rule.selector.compounds[rule.selector.compounds.count - 1]
        func file(_ rules: inout [Rule]) {
            if let previous = rules.last, previous.selector.compounds == rule.selector.compounds {
                rules[rules.count - 1].declarations.merge(rule.declarations)
                rules[rules.count - 1].order = rule.order
            } else if storedRules < Limits.styleRules {
                rules.append(rule)
                storedRules += 1
                if rule.selector.compounds.count > 1 { hasDescendantRules = true }
            } else {
                rulesCut = true
            }
        }
        if let id = last.id {
            file(&byID[id, default: []])
        } else if let name = last.classes.first {
            file(&byClass[name, default: []])
        } else if let element = last.element {
            file(&byElement[element, default: []])
        } else {
            file(&universal)
        }
        ruleCount += 1
    }

    /// What applies to an element inside `ancestors` (outermost first; only looked at when
    /// `hasDescendantRules`): matching rules by specificity, then order, then the style attribute.
    mutating func declarations(for subject: CSSSelector.Subject, ancestors: [CSSSelector.Subject], style: String?) -> Declarations {
        var result: Declarations
        if ruleCount == 0 {
            result = Declarations()
        } else if hasDescendantRules {
            result = cascade(subject, ancestors: ancestors)
        } else {
            let key = subject.element + "." + subject.classes.joined(separator: ".") + "#" + (subject.id ?? "")
            if let found = matched[key] {
                result = found
            } else {
                result = cascade(subject, ancestors: [])
                if matched.count >= 4096 { matched.removeAll(keepingCapacity: true) }
                matched[key] = result
            }
        }
        if let style { result.merge(styleAttribute(style)) }
        return result
    }

    private mutating func cascade(_ subject: CSSSelector.Subject, ancestors: [CSSSelector.Subject]) -> Declarations {
        var candidates = universal + (byElement[subject.element] ?? [])
        if let id = subject.id, let rules = byID[id] { candidates += rules }
        for name in Set(subject.classes.prefix(Limits.classesMatched)) {
            if let rules = byClass[String(name)] { candidates += rules }
        }
        var result = Declarations()
        let matching = candidates.filter { rule in
            guard rule.selector.compounds.count > 1 else { return rule.selector.matches(subject, ancestors: []) }
            // Each ancestor looked at is one step of a budget for the whole book.
            matchSteps += ancestors.count + 1
            return matchSteps <= Limits.selectorSteps && rule.selector.matches(subject, ancestors: ancestors)
        }
        for rule in matching.sorted(by: { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }) {
            result.merge(rule.declarations)
        }
        return result
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

    /// The text with its `/* comments */` removed, in one pass.
    static func withoutComments(_ css: String) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(css.utf8.count)
        var inComment = false
        var previous: UInt8 = 0
        for byte in css.utf8 {
            if inComment {
                if previous == 0x2A && byte == 0x2F { inComment = false; previous = 0; continue }
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
                    var value = keyword(bytes[(colon + 1)..<end])
                    if value.contains("!important") {
                        value = value.replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces)
                    }
                    if !value.isEmpty && Declarations.properties.contains(property) { result.apply(property, value) }
                }
                start = end + 1
            }
        }
        return result
    }

    /// A property name or value as CSS compares it: ASCII lowercase, white space trimmed.
    private static func keyword(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
