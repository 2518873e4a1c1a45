/// What an operator (`mo`) is to the spacing of a linear formula.
enum MathOperator: Equatable {
    /// `=`, `<`, `→`, `∈`…: a space on either side.
    case relation
    /// `+`, `−`, `×`, `±`…: spaced between operands at the top of a formula, tight inside a
    /// group; before an operand with nothing before it (a sign), never.
    case binary
    /// `,` and `;`: a space after.
    case separator
    /// An opening fence: no space after.
    case open
    /// A closing fence: no space before.
    case close
    /// `∑`, `∫`, `∏`…: a space after it (and its limits) before what it applies to.
    case large
    /// U+2061, function application: a space before what follows, unless a fence does.
    case apply
    /// Invisible times, separator and plus: nothing at all.
    case invisible
    /// Anything else: set against its neighbours.
    case other

    init(_ text: String) {
        self = Self.classes[text] ?? .other
    }

    private static let classes: [String: MathOperator] = {
        var classes: [String: MathOperator] = [:]
        let groups: [(MathOperator, [String])] = [
            (
                .relation,
                [
                    "=", "≠", "<", ">", "≤", "≥", "≦", "≧", "≈", "≡", "∼", "≃", "≅", "∝", "→", "←", "↔", "⇒", "⇐", "⇔",
                    "↦", "⟶", "⟹", "⟸", "⟺", "∈", "∉", "∋", "⊂", "⊃", "⊆", "⊇", "≪", "≫", "≔", ":=", "<=", ">=", "!=",
                    "≺", "≻", "⊥", "∥",
                ]
            ),
            (.binary, ["+", "-", "−", "±", "∓", "×", "÷", "·", "⋅", "∗", "∘", "∪", "∩", "∧", "∨", "⊕", "⊗", "∖"]),
            (.separator, [",", ";"]),
            (.open, ["(", "[", "{", "⟨", "⌊", "⌈", "〈"]),
            (.close, [")", "]", "}", "⟩", "⌋", "⌉", "〉"]),
            (.large, ["∑", "∏", "∐", "∫", "∬", "∭", "∮", "⋃", "⋂", "⋁", "⋀", "⨁", "⨂"]),
            (.apply, ["\u{2061}"]),
            (.invisible, ["\u{2062}", "\u{2063}", "\u{2064}", ""]),
        ]
        for (kind, texts) in groups {
            for text in texts { classes[text] = kind }
        }
        return classes
    }()

    /// The closing fence of each opening one.
    static let closing: [Character: Character] = [
        "(": ")", "[": "]", "{": "}", "⟨": "⟩", "⌊": "⌋", "⌈": "⌉", "〈": "〉",
    ]

    /// Whether `text` is one group in fences: it opens with a fence whose match is its last
    /// character, and nothing stands outside them.
    static func isEnclosed(_ text: String) -> Bool {
        guard let first = text.first, let close = closing[first], text.count > 1, text.last == close else {
            return false
        }
        var depth = 0
        for (index, character) in text.enumerated() {
            if character == first { depth += 1 }
            if character == close { depth -= 1 }
            if depth == 0 { return index == text.count - 1 }
        }
        return false
    }
}
