/// The words of a DICT line: atoms and quoted strings (RFC 2229 §2.2), quoted back for a command.
enum DictTokens {
    /// The words of `line`: a quoted one loses its quotes and backslash escapes.
    static func split(_ line: some StringProtocol) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" && quote != nil {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// `word` as a quoted string, its quotes and backslashes escaped.
    static func quoted(_ word: String) -> String {
        var result = "\""
        for character in word {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}
