import TextEngine

/// Scripts and accents of a linear formula: a script in Unicode's superscript or subscript
/// characters when every character of it has one (`x²`, `aₙ₊₁`), else after `^` or `_`,
/// in parentheses when it is more than one character (`e^(iπ)`); an accent over or under a
/// single character as a combining mark (`x̄`, `v⃗`).
enum MathScripts {
    enum Position {
        case superscript, `subscript`
    }

    /// The script `text` in its position, as written after its base.
    static func script(_ text: String, _ position: Position) -> String {
        guard !text.isEmpty else { return "" }
        // Primes, stars and degrees stand after their base as they are.
        if position == .superscript && text.allSatisfy({ "′″‴⁗'*∗†‡°".contains($0) }) { return text }
        if let forms = forms(of: text, position) { return forms }
        let mark = position == .superscript ? "^" : "_"
        return text.count == 1 ? mark + text : mark + "(" + text + ")"
    }

    /// The text in superscript or subscript characters, when Unicode has one for each.
    private static func forms(of text: String, _ position: Position) -> String? {
        var result = ""
        for character in text {
            // A minus sign has the forms of the hyphen-minus.
            let plain = character == "−" ? "-" : character
            let form =
                switch position {
                case .superscript: GlyphForms.superscript(String(plain))
                case .subscript: subscripts[plain].map(String.init)
                }
            guard let form else { return nil }
            result += form
        }
        return result
    }

    /// The subscript forms Unicode has for digits, signs and some letters.
    private static let subscripts: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip("0123456789+-=()aehijklmnoprstuvxβγρφχ", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓᵦᵧᵨᵩᵪ"))

    /// `base` with the accent `mark` over it (or under it, `under`) as a combining character,
    /// when `base` is one character, or a line over or under every character of it; nil when
    /// `mark` is no accent this knows.
    static func accented(_ base: String, _ mark: String, under: Bool) -> String? {
        guard let scalar = mark.unicodeScalars.first, mark.unicodeScalars.count == 1, !base.isEmpty else {
            return nil
        }
        if let line = (under ? underLines : overLines)[scalar] {
            return base.map { String($0) + String(line) }.joined()
        }
        guard !under, base.count == 1, let combining = overAccents[scalar] else { return nil }
        return base + String(combining)
    }

    /// Lines drawn over or under text, by the characters books write for them.
    private static let overLines: [Unicode.Scalar: Unicode.Scalar] = [
        "¯": "\u{0305}", "‾": "\u{0305}", "\u{0305}": "\u{0305}", "―": "\u{0305}",
    ]
    private static let underLines: [Unicode.Scalar: Unicode.Scalar] = [
        "_": "\u{0332}", "¯": "\u{0332}", "‾": "\u{0332}", "\u{0332}": "\u{0332}",
    ]

    /// Accents over one character, by the characters books write for them.
    private static let overAccents: [Unicode.Scalar: Unicode.Scalar] = [
        "^": "\u{0302}", "ˆ": "\u{0302}", "\u{0302}": "\u{0302}", "~": "\u{0303}", "˜": "\u{0303}",
        "\u{0303}": "\u{0303}", "→": "\u{20D7}", "⃗": "\u{20D7}", "˙": "\u{0307}", ".": "\u{0307}",
        "\u{0307}": "\u{0307}", "¨": "\u{0308}", "\u{0308}": "\u{0308}", "ˇ": "\u{030C}", "\u{030C}": "\u{030C}",
        "´": "\u{0301}", "`": "\u{0300}", "˘": "\u{0306}",
    ]
}
