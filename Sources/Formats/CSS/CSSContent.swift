/// One part of a `content` value of `::before` or `::after`: a string, an attribute of the
/// element (`attr(name)`), or a quotation mark that opens or closes a level of quotation.
enum CSSContent: Equatable {
    case text(String)
    case attribute(String)
    case openQuote, closeQuote, noOpenQuote, noCloseQuote

    /// The parts of a `content` value as written (its case kept); `none` and `normal` are none.
    /// Parts not understood (counters, pictures) are left out.
    static func parts(_ value: Substring) -> [CSSContent] {
        var parts: [CSSContent] = []
        var rest = value.drop(while: \.isWhitespace)
        while let first = rest.first {
            if first == "\"" || first == "'" {
                let (text, after) = string(rest.dropFirst(), quote: first)
                parts.append(.text(text))
                rest = after
            } else {
                let end = rest.firstIndex { $0.isWhitespace || $0 == "(" } ?? rest.endIndex
                let word = rest[..<end].lowercased()
                rest = rest[end...]
                if rest.first == "(" {
                    let close = rest.firstIndex(of: ")") ?? rest.endIndex
                    let argument = rest.dropFirst()[..<close].trimmingCharacters(in: .whitespaces)
                    if word == "attr" { parts.append(.attribute(argument.lowercased())) }
                    rest = close < rest.endIndex ? rest[rest.index(after: close)...] : rest[close...]
                } else if let quote = quotes[word] {
                    parts.append(quote)
                }
            }
            rest = rest.drop(while: \.isWhitespace)
        }
        return parts
    }

    private static let quotes: [String: CSSContent] = [
        "open-quote": .openQuote, "close-quote": .closeQuote, "no-open-quote": .noOpenQuote,
        "no-close-quote": .noCloseQuote,
    ]

    /// A string's text up to its closing quote, its escapes read (`\201C ` a code point in hex,
    /// `\"` the character), and what follows it.
    private static func string(_ text: Substring, quote: Character) -> (String, Substring) {
        var result = ""
        var rest = text
        while let character = rest.first, character != quote {
            rest = rest.dropFirst()
            guard character == "\\", let next = rest.first else {
                result.append(character)
                continue
            }
            let hex = rest.prefix { $0.isHexDigit }.prefix(6)
            if !hex.isEmpty {
                if let scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init), scalar.value != 0 {
                    result.unicodeScalars.append(scalar)
                }
                rest = rest.dropFirst(hex.count)
                if rest.first == " " { rest = rest.dropFirst() }
            } else {
                if next != "\n" { result.append(next) }
                rest = rest.dropFirst()
            }
        }
        return (result, rest.dropFirst())
    }
}
