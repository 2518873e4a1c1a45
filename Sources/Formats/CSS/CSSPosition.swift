/// A structural pseudo-class: `:nth-child(an+b)` (`:first-child` is `:nth-child(1)`) or, of
/// the element's own name, `:nth-of-type(an+b)` (`:first-of-type`); counted from the last
/// sibling, `:nth-last-child(an+b)` (`:last-child`) and `:nth-last-of-type(an+b)` (`:last-of-type`).
struct CSSPosition: Equatable {
    var a: Int
    var b: Int
    var ofType: Bool
    /// Whether the place is counted from the parent's last element back.
    var fromEnd = false

    /// Whether the element's place, from 1, is a·n+b for some n ≥ 0.
    func matches(_ index: Int) -> Bool {
        if a == 0 { return index == b }
        let offset = index - b
        return offset % a == 0 && offset / a >= 0
    }

    init(a: Int, b: Int, ofType: Bool, fromEnd: Bool = false) {
        (self.a, self.b, self.ofType, self.fromEnd) = (a, b, ofType, fromEnd)
    }

    /// An `an+b` argument's text (`odd`, `even`, `3`, `-n+2`, `2n + 1`); nil when it is not one.
    init?(argument: Substring, ofType: Bool, fromEnd: Bool = false) {
        (self.ofType, self.fromEnd) = (ofType, fromEnd)
        let text = String(argument.lowercased().filter { !$0.isWhitespace })
        switch text {
        case "odd": (a, b) = (2, 1)
        case "even": (a, b) = (2, 0)
        default:
            guard let n = text.firstIndex(of: "n") else {
                guard let b = Self.integer(text[...]) else { return nil }
                (a, self.b) = (0, b)
                return
            }
            let coefficient = text[..<n]
            switch coefficient {
            case "", "+": a = 1
            case "-": a = -1
            default:
                guard let value = Self.integer(coefficient) else { return nil }
                a = value
            }
            let rest = text[text.index(after: n)...]
            if rest.isEmpty {
                b = 0
            } else {
                guard rest.first == "+" || rest.first == "-", let value = Self.integer(rest) else { return nil }
                b = value
            }
        }
    }

    /// A signed integer of digits only, within a range no real selector passes.
    private static func integer(_ text: Substring) -> Int? {
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : text
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return text.first == "-" ? -Int(digits)! : Int(digits)!
    }
}
