/// The elements a selector can look at from the element being matched, in a document read
/// from its start: the open elements around it and the elements before each of them.
struct CSSSubjectTree {
    /// An element: the open one at `depth` (`back` 0), or the `back`th element before it.
    struct Position: Equatable {
        var depth: Int
        var back: Int
    }

    let subject: CSSSelector.Subject
    /// The open elements around it, outermost first.
    let ancestors: [CSSSelector.Subject]
    /// The elements before the open one at each depth (the subject's at `ancestors.count`), in order.
    let siblings: [[CSSSelector.Subject]]
    /// What follows each element of the document, when the sheets need it.
    var later: LaterSiblings?

    var subjectPosition: Position { Position(depth: ancestors.count, back: 0) }

    subscript(position: Position) -> CSSSelector.Subject {
        if position.back > 0 {
            let before = siblings[position.depth]
            return before[before.count - position.back]
        }
        return position.depth == ancestors.count ? subject : ancestors[position.depth]
    }

    func parent(of position: Position) -> Position? {
        position.depth > 0 ? Position(depth: position.depth - 1, back: 0) : nil
    }

    func previousSibling(of position: Position) -> Position? {
        let count = position.depth < siblings.count ? siblings[position.depth].count : 0
        return position.back < count ? Position(depth: position.depth, back: position.back + 1) : nil
    }

    /// The element's place as `place` counts it, from 1: among its parent's elements or those of
    /// its name, from the first or from the last; nil when what follows it was not counted.
    func index(of position: Position, countedAs place: CSSPosition, steps: inout Int) -> Int? {
        let subject = self[position]
        guard !place.fromEnd else {
            return later?.siblings(after: subject.number, ofType: place.ofType).map { $0 + 1 }
        }
        return place.ofType ? typeIndex(of: position, steps: &steps) : subject.index
    }

    /// The element's place among its parent's elements of its name, from 1; each element before
    /// it takes a step.
    private func typeIndex(of position: Position, steps: inout Int) -> Int {
        let name = self[position].element
        var index = 1
        var next = previousSibling(of: position)
        while let sibling = next, steps > 0 {
            steps -= 1
            if self[sibling].element == name { index += 1 }
            next = previousSibling(of: sibling)
        }
        return index
    }
}
