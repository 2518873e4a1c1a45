/// A style sheet's rules filed by the id, class or element name their last compound selector
/// requires (or none of these), so that an element is matched only against the rules that
/// could apply to it. A rule with the selector of the rule filed last under its key is merged
/// into it: books repeat selectors, and a sheet of thousands of `p` rules costs one.
struct StyleRuleIndex {
    /// One rule's selector and declarations, in the order the book gives them.
    struct Rule {
        var selector: CSSSelector
        var declarations: StyleSheet.Declarations
        var order: Int
    }

    private var byID: [String: [Rule]] = [:]
    private var byClass: [String: [Rule]] = [:]
    private var byElement: [String: [Rule]] = [:]
    private var universal: [Rule] = []
    /// Rules filed, merged ones not counted.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }
    var hasIDRules: Bool { !byID.isEmpty }

    /// Files `rule`; false when it was neither merged nor filed because the index holds
    /// `limit` rules already.
    mutating func add(_ rule: Rule, limit: Int) -> Bool {
        let last = rule.selector.compounds[rule.selector.compounds.count - 1]
        var filed = true
        func file(_ rules: inout [Rule]) {
            if let previous = rules.last, previous.selector == rule.selector {
                rules[rules.count - 1].declarations.merge(rule.declarations)
                rules[rules.count - 1].order = rule.order
            } else if count < limit {
                rules.append(rule)
                count += 1
            } else {
                filed = false
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
        return filed
    }

    /// Calls `body` with every rule that could apply to `subject`, each once.
    func forEachCandidate(for subject: CSSSelector.Subject, _ body: (Rule) -> Void) {
        universal.forEach(body)
        byElement[subject.element]?.forEach(body)
        if let id = subject.id { byID[id]?.forEach(body) }
        var seen: Set<Substring> = []
        for name in subject.classes where seen.insert(name).inserted {
            byClass[String(name)]?.forEach(body)
        }
    }
}
