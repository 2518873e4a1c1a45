import TextEngine

/// A passage the reader marked, in a colour, perhaps with a note: kept in the store per book.
///
/// It is anchored twice: by its storage offsets (`range`), which are right as long as the book
/// is imported as before, and by its text with some context (`quote`), by which it is found
/// again when they moved.
public struct Highlight: Hashable, Sendable, Identifiable {
    /// Unique in the book and stable: the store's key.
    public let id: String
    /// Where it is in the storage (UTF-16 code units).
    public var range: Range<Int>
    public var quote: TextQuote
    public var colour: HighlightColour
    /// The reader's note; empty for none.
    public var note: String
    /// Its text was not found in the book as it is now: kept, listed as lost, drawn nowhere.
    public var isLost = false
    /// When it was made and last changed, in seconds since 1970.
    public var created: Double
    public var updated: Double

    public init(
        id: String, range: Range<Int>, quote: TextQuote, colour: HighlightColour = .yellow, note: String = "",
        created: Double, updated: Double? = nil
    ) {
        self.id = id
        self.range = range
        self.quote = quote
        self.colour = colour
        self.note = note
        self.created = created
        self.updated = updated ?? created
    }
}

/// The colours a highlight comes in; under NO_COLOR each is drawn in a style of its own.
public enum HighlightColour: String, CaseIterable, Hashable, Sendable, Codable {
    case yellow, green, blue, pink, purple
}
