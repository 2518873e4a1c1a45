/// An element of a MathML formula as read: its local name (any prefix taken off), the few
/// attributes the linear rendering reads, its text and its children.
struct MathNode: Equatable {
    var name: String
    var attributes: [String: String] = [:]
    var text = ""
    var children: [MathNode] = []

    /// The attributes kept: what the rendering and the choice of text read.
    static let keptAttributes: Set<String> = [
        "alttext", "display", "mode", "encoding", "open", "close", "separators", "alt", "notation",
    ]

    init(name: String, attributes: [String: String] = [:], text: String = "", children: [MathNode] = []) {
        self.name = Self.localName(name)
        self.attributes = attributes.filter { Self.keptAttributes.contains($0.key) }
        self.text = text
        self.children = children
    }

    /// A name without its namespace prefix (`m:mi` is `mi`), in lower case.
    static func localName(_ name: String) -> String {
        let local = name.lastIndex(of: ":").map { name[name.index(after: $0)...] } ?? name[...]
        return local.lowercased()
    }
}

/// Reads the events inside a `math` element into a tree, within the limits of a formula
/// (`Limits.mathElements` elements, `Limits.mathNesting` deep, `Limits.mathText` characters of
/// text): what is past them is left out, and the formula says it was cut.
struct MathCollector {
    /// The open elements, the `math` element first; empty when no formula is being read.
    private var open: [MathNode] = []
    /// Elements open past a limit: their text goes to the deepest kept (past the nesting
    /// limit) or nowhere (past the count of elements).
    private var unkept = 0
    private var dropsText = false
    private var elements = 0
    private var characters = 0
    /// Whether anything was left out.
    private(set) var cut = false

    /// Whether a formula is being read: its events come here.
    var isReading: Bool { !open.isEmpty }

    /// A `math` element begins.
    mutating func begin(_ attributes: [String: String]) {
        open = [MathNode(name: "math", attributes: attributes)]
        (unkept, dropsText, elements, characters, cut) = (0, false, 1, 0, false)
    }

    /// An element inside the formula begins.
    mutating func start(_ name: String, _ attributes: [String: String]) {
        if unkept > 0 {
            unkept += 1
            return
        }
        if elements >= Limits.mathElements || open.count >= Limits.mathNesting {
            dropsText = elements >= Limits.mathElements
            cut = true
            unkept = 1
            return
        }
        elements += 1
        open.append(MathNode(name: name, attributes: attributes))
    }

    /// Text inside the formula.
    mutating func text(_ string: String) {
        guard !open.isEmpty, unkept == 0 || !dropsText else { return }
        let room = Limits.mathText - characters
        let kept = string.count <= room ? string : String(string.prefix(max(0, room)))
        if kept.count < string.count { cut = true }
        characters += kept.count
        if unkept > 0 {
            // Text nested past the limit is text of the deepest element kept, in its order.
            open[open.count - 1].children.append(MathNode(name: "mtext", text: kept))
        } else {
            open[open.count - 1].text += kept
        }
    }

    /// An element ends; the whole formula when it is the `math` element.
    mutating func end() -> MathNode? {
        if unkept > 0 {
            unkept -= 1
            return nil
        }
        let node = open.removeLast()
        guard !open.isEmpty else { return node }
        open[open.count - 1].children.append(node)
        return nil
    }
}
