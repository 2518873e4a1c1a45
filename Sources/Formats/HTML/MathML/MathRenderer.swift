import Foundation

/// A MathML formula as linear text, as a reader without MathML would type it: `x = (a+b)²`,
/// `(−b±√(b²−4ac))/(2a)`, `∑ₙ₌₁^∞ 1/n²`. Fractions with a slash and parentheses where a part
/// is more than one unit, roots with √, scripts as `MathScripts` writes them, fences as the
/// book gives them, a table's rows one a line when the formula is a block of its own, else
/// separated by semicolons.
struct MathRenderer {
    /// A part of a formula rendered: its text, and whether it is one unit that a script, a
    /// root or a fraction takes without parentheses.
    struct Part {
        var text: String
        var isAtom: Bool
        static let empty = Part(text: "", isAtom: true)
    }

    /// How operators are spaced at a place of a formula.
    enum Level {
        /// At the top: binary operators spaced too.
        case top
        /// Inside a group (fences, a fraction, a root): relations and separators spaced.
        case nested
        /// In a script: nothing spaced.
        case script

        /// The level inside a group at this one.
        var inner: Level { self == .script ? .script : .nested }
    }

    /// Whether every element was one the rendering knows, with the children it should have.
    var isComplete = true

    /// The text of `math`; a table at its top, when `block`, has its rows on lines of their own
    /// (separated by line feeds).
    mutating func render(_ math: MathNode, block: Bool) -> String {
        let text = part(math, .top, lines: block).text
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    /// The part `node` renders to at `level`; `lines` when a table in it may set its rows on lines.
    mutating func part(_ node: MathNode, _ level: Level, lines: Bool = false) -> Part {
        switch node.name {
        case "mi", "mn", "mtext", "ci", "cn", "csymbol":
            let text = Self.tokenText(node.text)
            return Part(text: text, isAtom: !text.contains(" "))
        case "mo":
            let text = Self.tokenText(node.text)
            let kind = MathOperator(text)
            return kind == .apply || kind == .invisible ? .empty : Part(text: text, isAtom: true)
        case "ms": return Part(text: "\"" + Self.tokenText(node.text) + "\"", isAtom: true)
        case "mspace": return Part(text: " ", isAtom: false)
        case "mglyph": return Part(text: node.attributes["alt"] ?? "", isAtom: true)
        case "none", "mprescripts", "mphantom", "malignmark", "maligngroup", "annotation", "annotation-xml":
            return .empty
        case "mfrac": return fraction(node, level)
        case "msqrt": return root(row(node.children, level.inner))
        case "mroot": return indexedRoot(node, level)
        case "msub", "msup", "msubsup", "munder", "mover", "munderover": return scripted(node, level)
        case "mmultiscripts": return multiscripts(node, level)
        case "mfenced": return fenced(node, level)
        case "mtable": return table(node, level, lines: lines)
        case "menclose" where (node.attributes["notation"] ?? "").contains("radical"):
            return root(row(node.children, level.inner))
        case "semantics", "maction":
            return node.children.first.map { part($0, level, lines: lines) } ?? .empty
        case "math", "mrow", "mstyle", "mpadded", "merror", "menclose", "mtd", "mtr", "mlabeledtr":
            return row(node.children, level, lines: lines)
        default:
            isComplete = false
            let children = row(node.children, level, lines: lines)
            let text = Self.tokenText(node.text)
            return children.text.isEmpty ? Part(text: text, isAtom: !text.contains(" ")) : children
        }
    }

    /// A token's text, its white space collapsed and trimmed.
    static func tokenText(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// `part`'s text, in parentheses when it is more than one unit.
    static func unit(_ part: Part) -> String {
        part.isAtom || part.text.isEmpty ? part.text : "(" + part.text + ")"
    }

    /// Children side by side: operators spaced as their kind and `level` say.
    mutating func row(_ children: [MathNode], _ level: Level, lines: Bool = false) -> Part {
        if children.count == 1 { return part(children[0], level, lines: lines) }
        var text = ""
        var (afterOperand, spaceAfter, applied) = (false, false, false)
        var shownParts: [Part] = []
        for child in children {
            let kind = Self.operatorKind(of: child)
            let shown = part(child, level)
            guard !shown.text.isEmpty else {
                if kind == .apply { (spaceAfter, applied) = (true, true) }
                continue
            }
            let before: Bool =
                switch kind {
                case .relation: level != .script
                case .binary: level == .top && afterOperand
                default: false
                }
            // A function's argument in fences follows it: f(x), sin x.
            let fenced = shown.text.first.map { MathOperator.closing[$0] != nil } ?? false
            if before || spaceAfter && !(applied && fenced), !text.isEmpty, !text.hasSuffix(" "),
                !shown.text.hasPrefix(" "), kind != .close, kind != .separator
            {
                text += " "
            }
            text += shown.text
            spaceAfter =
                switch kind {
                case .relation, .separator, .large: level != .script
                case .binary: level == .top && afterOperand
                default: false
                }
            applied = false
            afterOperand = kind == nil || kind == .close || kind == .other
            shownParts.append(shown)
        }
        if shownParts.count == 1 { return shownParts[0] }
        return Part(text: text, isAtom: shownParts.isEmpty || MathOperator.isEnclosed(text))
    }

    /// What `node` is as an operator: an `mo`'s kind, or its base's when it carries scripts
    /// (`∑` with its limits); nil for an operand.
    static func operatorKind(of node: MathNode) -> MathOperator? {
        switch node.name {
        case "mo": MathOperator(tokenText(node.text))
        case "msub", "msup", "msubsup", "munder", "mover", "munderover":
            node.children.first.flatMap { $0.name == "mo" ? MathOperator(tokenText($0.text)) : nil }
        default: nil
        }
    }
}
