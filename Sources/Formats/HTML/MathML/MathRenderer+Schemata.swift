/// The layout elements of a formula: fractions, roots, scripts, fences and tables.
extension MathRenderer {
    /// The children of `node` that are elements to render (none is left out: `none` is empty).
    private mutating func arguments(_ node: MathNode, count: Int) -> [MathNode] {
        if node.children.count != count { isComplete = false }
        return node.children + Array(repeating: MathNode(name: "none"), count: max(0, count - node.children.count))
    }

    /// `a/b`, each side in parentheses when it is more than one unit.
    mutating func fraction(_ node: MathNode, _ level: Level) -> Part {
        let parts = arguments(node, count: 2)
        let inner = level.inner
        let numerator = part(parts[0], inner)
        let denominator = part(parts[1], inner)
        return Part(text: Self.unit(numerator) + "/" + Self.unit(denominator), isAtom: false)
    }

    /// `√x`, `√(x+1)`.
    func root(_ radicand: Part) -> Part {
        Part(text: "√" + Self.unit(radicand), isAtom: true)
    }

    /// A root with its index: `∛x`, `∜x`, `ⁿ√x`, `^(n+1)√x`.
    mutating func indexedRoot(_ node: MathNode, _ level: Level) -> Part {
        let parts = arguments(node, count: 2)
        let radicand = root(part(parts[0], level.inner))
        let index = part(parts[1], .script).text
        switch index {
        case "", "2": return radicand
        case "3": return Part(text: "∛" + radicand.text.dropFirst(), isAtom: true)
        case "4": return Part(text: "∜" + radicand.text.dropFirst(), isAtom: true)
        default: return Part(text: MathScripts.script(index, .superscript) + radicand.text, isAtom: true)
        }
    }

    /// A base with scripts beside it (`msub`, `msup`, `msubsup`) or under and over it
    /// (`munder`, `mover`, `munderover`, set as scripts beside it in a line), or an accent.
    mutating func scripted(_ node: MathNode, _ level: Level) -> Part {
        let over = node.name == "mover" || node.name == "munderover"
        let under = node.name == "munder" || node.name == "munderover"
        let sub = node.name == "msub" || node.name == "msubsup"
        let sup = node.name == "msup" || node.name == "msubsup"
        let parts = arguments(node, count: (over && under) || (sub && sup) ? 3 : 2)
        let base = part(parts[0], level.inner)
        let below = under || sub ? part(parts[1], .script).text : ""
        let above = over || sup ? part(parts[parts.count - 1], .script).text : ""
        var text = Self.unit(base)
        if over, !under, let accented = MathScripts.accented(base.text, above, under: false) {
            return Part(text: accented, isAtom: true)
        }
        if under, !over, let accented = MathScripts.accented(base.text, below, under: true) {
            return Part(text: accented, isAtom: true)
        }
        text += MathScripts.script(below, .subscript) + MathScripts.script(above, .superscript)
        return Part(text: text, isAtom: true)
    }

    /// `mmultiscripts`: the scripts before the base (after `mprescripts`) and after it, in pairs
    /// of a subscript and a superscript.
    mutating func multiscripts(_ node: MathNode, _ level: Level) -> Part {
        guard let baseNode = node.children.first else { return .empty }
        let rest = node.children.dropFirst()
        let split = rest.firstIndex { $0.name == "mprescripts" }
        let post = split.map { rest[..<$0] } ?? rest
        let pre = split.map { rest[($0 + 1)...] } ?? []
        func scripts(_ nodes: ArraySlice<MathNode>) -> String {
            var text = ""
            for (offset, script) in nodes.enumerated() {
                text += MathScripts.script(part(script, .script).text, offset % 2 == 0 ? .subscript : .superscript)
            }
            return text
        }
        let base = part(baseNode, level.inner)
        return Part(text: scripts(pre) + Self.unit(base) + scripts(post), isAtom: true)
    }

    /// `mfenced`: its children between its fences, separated by its separators (`(a, b)`).
    mutating func fenced(_ node: MathNode, _ level: Level) -> Part {
        let inner = level.inner
        let separators = Array((node.attributes["separators"] ?? ",").filter { !$0.isWhitespace })
        var text = node.attributes["open"] ?? "("
        for (index, child) in node.children.enumerated() {
            if index > 0, !separators.isEmpty {
                text += String(separators[min(index - 1, separators.count - 1)]) + (inner == .script ? "" : " ")
            }
            text += part(child, inner).text
        }
        text += node.attributes["close"] ?? ")"
        return Part(text: text, isAtom: true)
    }

    /// `mtable`: its cells two spaces apart, its rows on lines of their own (`lines`) or
    /// separated by semicolons; a labelled row's label after it.
    mutating func table(_ node: MathNode, _ level: Level, lines: Bool) -> Part {
        var rows: [String] = []
        for row in node.children {
            var cells = row.name == "mtr" || row.name == "mlabeledtr" ? row.children : [row]
            if row.name == "mlabeledtr", !cells.isEmpty { cells.append(cells.removeFirst()) }
            let texts = cells.map { part($0, lines ? level : level.inner).text }
            rows.append(texts.filter { !$0.isEmpty }.joined(separator: "  "))
        }
        return Part(text: rows.joined(separator: lines ? "\n" : "; "), isAtom: rows.count <= 1)
    }
}
