/// The marker of a list item: a bullet by nesting level, or the item's number as the list's
/// `type` writes it (1, a, A, i, I).
enum ListMarker {
    /// What kind of list an item is in.
    enum Kind {
        case bullet
        case ordered(type: String)
        /// As a CSS `list-style-type` says (`StyleSheet.Declarations.listStyle`): "" for none.
        case style(String)
    }

    /// The marker of item `number` at nesting `level`; nil when the list has none.
    static func text(in list: Kind?, number: Int, level: Int) -> String? {
        switch list {
        case .style(""): return nil
        case .style("disc"): return "•"
        case .style("circle"): return "◦"
        case .style("square"): return "▪"
        case .style(let type): return text(in: .ordered(type: type), number: number, level: level)
        case .ordered(let type):
            switch type {
            case "a": return letters(number, uppercase: false) + "."
            case "A": return letters(number, uppercase: true) + "."
            case "i": return roman(number).lowercased() + "."
            case "I": return roman(number) + "."
            default: return "\(number)."
            }
        case .bullet, nil:
            return ["•", "◦", "▪"][(max(level, 1) - 1) % 3]
        }
    }

    static func letters(_ number: Int, uppercase: Bool) -> String {
        var n = max(number, 1)
        var result = ""
        while n > 0 {
            n -= 1
            result = String(UnicodeScalar(UInt8((uppercase ? 65 : 97) + n % 26))) + result
            n /= 26
        }
        return result
    }

    static func roman(_ number: Int) -> String {
        guard number > 0 && number < 4000 else { return String(number) }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var n = number
        var result = ""
        for (value, symbol) in table {
            while n >= value {
                result += symbol
                n -= value
            }
        }
        return result
    }
}
