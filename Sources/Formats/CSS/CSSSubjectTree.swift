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

    /// The element's place among its parent's elements of its name, from 1; each element before
    /// it takes a step.
    func typeIndex(of position: Position, steps: inout Int) -> Int {
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
