/// A highlight as the store keeps it: a row of the `highlight` table, in plain values (the
/// store knows nothing of the session's types; the reader converts).
public struct StoredHighlight: Equatable, Sendable {
    /// Unique in its book; with the book's fingerprint, the row's key.
    public var id: String
    /// Storage offsets in UTF-16 code units, `start` included, `end` excluded.
    public var start: Int
    public var end: Int
    /// The text quote: the passage and a little context each side.
    public var exact: String
    public var prefix: String
    public var suffix: String
    /// The colour's name.
    public var colour: String
    /// The reader's note; empty for none.
    public var note: String
    /// Its text was not found in the book when it was last opened.
    public var isLost: Bool
    /// In seconds since 1970.
    public var created: Double
    public var updated: Double

    public init(
        id: String, start: Int, end: Int, exact: String, prefix: String, suffix: String, colour: String,
        note: String, isLost: Bool, created: Double, updated: Double
    ) {
        self.id = id
        self.start = start
        self.end = end
        self.exact = exact
        self.prefix = prefix
        self.suffix = suffix
        self.colour = colour
        self.note = note
        self.isLost = isLost
        self.created = created
        self.updated = updated
    }
}
