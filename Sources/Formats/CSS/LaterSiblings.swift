/// What follows each element of a document: the elements after it among its parent's, those of
/// its name, and whether it holds anything. Selectors that need it (`:last-child`,
/// `:nth-last-of-type()`, `:empty`) are matched while the document is read from its start, so
/// it is counted before, in one pass over the document's elements (`LaterSiblings.scan`), and
/// only for books whose sheets have such selectors. Elements are numbered in document order,
/// from 0; counting takes time and memory linear in their number.
struct LaterSiblings {
    /// By element number: the elements after it among its parent's.
    private var after: [Int32] = []
    /// By element number: the elements of its name after it among its parent's.
    private var afterOfType: [Int32] = []
    /// By element number: whether it holds neither an element nor text.
    private var empty: [Bool] = []
    /// The children of each open element, the document's first.
    private var open: [[(number: Int32, name: String)]] = [[]]

    /// The elements after element `number` among its parent's, or of its name only; nil for an
    /// element not counted.
    func siblings(after number: Int, ofType: Bool) -> Int? {
        guard number >= 0 && number < after.count else { return nil }
        return Int(ofType ? afterOfType[number] : after[number])
    }

    /// Whether element `number` holds neither an element nor text; nil for one not counted.
    func isEmpty(_ number: Int) -> Bool? {
        number >= 0 && number < empty.count ? empty[number] : nil
    }

    /// An element named `name` begins inside the innermost open one.
    mutating func start(_ name: String) {
        holdContent()
        open[open.count - 1].append((Int32(after.count), name))
        open.append([])
        after.append(0)
        afterOfType.append(0)
        empty.append(true)
    }

    /// Text of some length inside the innermost open element.
    mutating func text() {
        holdContent()
    }

    /// The innermost open element ends.
    mutating func end() {
        guard open.count > 1 else { return }
        count(open.removeLast())
    }

    /// The document ends: the elements still open end with it.
    mutating func finish() {
        while let children = open.popLast() { count(children) }
        open = [[]]
    }

    /// The innermost open element is not empty.
    private mutating func holdContent() {
        guard open.count > 1, let element = open[open.count - 2].last else { return }
        empty[Int(element.number)] = false
    }

    /// Counts, for each of an element's children, the children after it.
    private mutating func count(_ children: [(number: Int32, name: String)]) {
        var ofName: [String: Int32] = [:]
        for (index, child) in children.enumerated().reversed() {
            after[Int(child.number)] = Int32(children.count - 1 - index)
            afterOfType[Int(child.number)] = ofName[child.name, default: 0]
            ofName[child.name, default: 0] += 1
        }
    }
}
