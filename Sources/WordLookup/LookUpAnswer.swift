/// One definition of a word, as one dictionary gives it.
public struct Definition: Hashable, Sendable {
    /// The dictionary's name as people know it ("WordNet (r) 3.0"), or the command that answered.
    public let dictionary: String
    /// The definition's text, its lines as the dictionary wrote them; `{word}` marks a
    /// cross-reference to another entry.
    public let text: String

    /// A definition of `text` from `dictionary`, both made plain (`PlainOutput`): a
    /// dictionary's escape sequences never reach the terminal.
    public init(dictionary: String, text: String) {
        self.dictionary = PlainOutput.clean(dictionary)
        self.text = PlainOutput.clean(text)
    }
}

/// What looking a word up found.
public enum LookUpAnswer: Hashable, Sendable {
    /// The word's definitions, from every dictionary that has it.
    case found(word: String, definitions: [Definition])
    /// No dictionary has the word; the words it has that are near it.
    case notFound(word: String, suggestions: [String])
    /// The look-up could not be made: why, in one line.
    case failed(word: String, reason: String)

    /// The word looked up.
    public var word: String {
        switch self {
        case .found(let word, _), .notFound(let word, _), .failed(let word, _): word
        }
    }
}
