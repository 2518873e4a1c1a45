/// A passage told by its text, as the W3C Web Annotation model's TextQuoteSelector tells it:
/// the passage itself and a little of the text on each side, to tell copies of it apart and to
/// find it again when its offsets in the storage have moved.
public struct TextQuote: Hashable, Sendable, Codable {
    /// The passage, as the storage holds it.
    public var exact: String
    /// The text just before the passage (up to `contextLength` code units).
    public var prefix: String
    /// The text just after the passage (up to `contextLength` code units).
    public var suffix: String

    /// How much context is kept on each side, in UTF-16 code units (Hypothesis keeps 32).
    public static let contextLength = 32

    public init(exact: String, prefix: String, suffix: String) {
        self.exact = exact
        self.prefix = prefix
        self.suffix = suffix
    }
}
