/// A CSS selector as Selectors Level 3 reads it: compound selectors (element names, `*`,
/// classes, ids, attribute selectors, the structural pseudo-classes and `:not()`) joined by the
/// four combinators (descendant, `>`, `+`, `~`). Pseudo-classes of a reader's state (`:hover`)
/// are not understood: a selector with one is left out.
struct CSSSelector: Equatable {
    /// How a compound relates to the one after it.
    enum Combinator: Equatable {
        case descendant, child, adjacentSibling, laterSibling
    }

    /// One compound selector: an element name (nil for any) with classes, an id, attribute
    /// tests, structural pseudo-classes and negations, and the combinator to the next compound.
    struct Compound: Equatable {
        var element: String?
        var classes: [String] = []
        var id: String?
        var attributes: [CSSAttributeTest] = []
        var positions: [CSSPosition] = []
        /// `:not()` arguments: the element must match none of them.
        var negations: [Compound] = []
        var isRoot = false
        /// `:empty`: the element holds neither elements nor text.
        var mustBeEmpty = false
        var combinator = Combinator.descendant

        /// Whether it tests the element's name, classes and id only.
        var isSimple: Bool {
            attributes.isEmpty && positions.isEmpty && negations.isEmpty && !isRoot && !mustBeEmpty
        }

        /// Whether it needs what follows the element: its later siblings or its content.
        var looksAhead: Bool {
            mustBeEmpty || positions.contains(where: \.fromEnd) || negations.contains(where: \.looksAhead)
        }

        /// Ids, then classes, attributes and pseudo-classes, then element names, as one number.
        var specificity: Int {
            let pseudoClasses = positions.count + (isRoot ? 1 : 0) + (mustBeEmpty ? 1 : 0)
            return (id == nil ? 0 : 1_000_000) + (classes.count + attributes.count + pseudoClasses) * 1_000
                + (element == nil ? 0 : 1) + negations.reduce(0) { $0 + $1.specificity }
        }
    }

    /// An element as selectors see it: a reference, for the selectors look at the open elements
    /// and their siblings many times (a copy of a structure of its strings cost an import 2 %).
    final class Subject {
        let element: String
        let classes: [Substring]
        let id: String?
        /// Its attributes by lowercased name, a prefixed one as the document writes it ("epub:type").
        let attributes: [String: String]
        /// Its place among its parent's elements, from 1.
        var index = 1
        /// Its number among the document's elements in document order, from 0.
        var number = 0

        init(element: String, classAttribute: String?, id: String?, attributes: [String: String] = [:]) {
            self.element = element
            // Rules are looked for by the first few classes only: an element of thousands costs no more.
            classes =
                classAttribute.map {
                    Array(
                        $0.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(
                            Limits.classesMatched))
                } ?? []
            self.id = id?.lowercased()
            self.attributes = attributes
        }
    }

    /// The compounds from the outermost to the element itself.
    var compounds: [Compound]
    /// The pseudo-element it selects (`::before`, `::after`), nil for the element itself.
    var pseudoElement: String?

    /// Whether it is one compound that tests the element's name, classes and id only.
    var isSimple: Bool { compounds.count == 1 && compounds[0].isSimple && pseudoElement == nil }

    /// Whether it needs what follows an element (`:last-child`, `:empty`).
    var looksAhead: Bool { compounds.contains(where: \.looksAhead) }

    /// CSS specificity as one number: ids, then classes, attributes and pseudo-classes, then
    /// element names and pseudo-elements.
    var specificity: Int {
        compounds.reduce(pseudoElement == nil ? 0 : 1) { $0 + $1.specificity }
    }

    /// Whether the selector matches the element `tree` is about; each compound compared with an
    /// element, or sibling passed to count one's kind, takes one of `steps`, and it stops matching
    /// when none are left.
    func matches(_ tree: CSSSubjectTree, steps: inout Int) -> Bool {
        matches(compounds.count - 1, at: tree.subjectPosition, in: tree, steps: &steps) == .matched
    }

    /// How a match failed, so that a search further out is not tried when it cannot succeed
    /// (as browsers do): it is what keeps `a b c d` linear in the depth of the document.
    private enum Outcome {
        case matched, tryLaterSibling, tryCloserDescendant, never
    }

    private func matches(_ index: Int, at position: CSSSubjectTree.Position, in tree: CSSSubjectTree, steps: inout Int)
        -> Outcome
    {
        steps -= 1
        guard steps >= 0 else { return .never }
        guard compounds[index].matches(at: position, in: tree, steps: &steps) else { return .tryLaterSibling }
        guard index > 0 else { return .matched }
        let combinator = compounds[index - 1].combinator
        let sibling = combinator == .adjacentSibling || combinator == .laterSibling
        var next = sibling ? tree.previousSibling(of: position) : tree.parent(of: position)
        while let candidate = next {
            let outcome = matches(index - 1, at: candidate, in: tree, steps: &steps)
            switch (outcome, combinator) {
            case (.matched, _), (.never, _), (_, .adjacentSibling): return outcome
            case (_, .child): return .tryCloserDescendant
            case (.tryCloserDescendant, .laterSibling): return outcome
            default: break
            }
            next = sibling ? tree.previousSibling(of: candidate) : tree.parent(of: candidate)
        }
        return sibling ? .tryCloserDescendant : .never
    }
}

extension CSSSelector.Compound {
    /// Whether the element at `position` matches this compound.
    func matches(at position: CSSSubjectTree.Position, in tree: CSSSubjectTree, steps: inout Int) -> Bool {
        let subject = tree[position]
        if let element, element != subject.element { return false }
        if let id, id != subject.id { return false }
        guard classes.allSatisfy({ name in subject.classes.contains { $0 == name } }) else { return false }
        guard attributes.allSatisfy({ $0.matches(subject.attributes) }) else { return false }
        if isRoot && position.depth != 0 { return false }
        if mustBeEmpty && tree.later?.isEmpty(subject.number) != true { return false }
        for place in positions {
            guard let index = tree.index(of: position, countedAs: place, steps: &steps), place.matches(index) else {
                return false
            }
        }
        return !negations.contains { $0.matches(at: position, in: tree, steps: &steps) }
    }
}
