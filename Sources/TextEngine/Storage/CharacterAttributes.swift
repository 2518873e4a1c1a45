/// Character-level styling carried by a run of the storage.
public struct CharacterAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let bold = CharacterAttributes(rawValue: 1 << 0)
    public static let italic = CharacterAttributes(rawValue: 1 << 1)
    public static let underline = CharacterAttributes(rawValue: 1 << 2)
    public static let strikethrough = CharacterAttributes(rawValue: 1 << 3)
    public static let dim = CharacterAttributes(rawValue: 1 << 4)
    /// Code and preformatted text.
    public static let code = CharacterAttributes(rawValue: 1 << 5)
    /// The text of a link.
    public static let link = CharacterAttributes(rawValue: 1 << 6)
    /// Highlighted text (HTML's mark).
    public static let marked = CharacterAttributes(rawValue: 1 << 7)
    public static let superscript = CharacterAttributes(rawValue: 1 << 8)
    public static let `subscript` = CharacterAttributes(rawValue: 1 << 9)
    /// A reading (ruby) set after its base in parentheses, which are part of it; the layout
    /// can hide it (`LayoutManager.hidesRuby`).
    public static let ruby = CharacterAttributes(rawValue: 1 << 10)
    /// The base a reading (`ruby`) right after it annotates: in vertical text the reading may
    /// stand beside it (`RubyColumn`).
    public static let rubyBase = CharacterAttributes(rawValue: 1 << 11)
    /// Small capitals (`font-variant: small-caps`): drawn as capitals, kept as the book wrote them.
    public static let smallCaps = CharacterAttributes(rawValue: 1 << 12)
    /// Drawn in capitals (`text-transform: uppercase`), kept as the book wrote them.
    public static let uppercase = CharacterAttributes(rawValue: 1 << 13)
    /// Drawn in small letters (`text-transform: lowercase`).
    public static let lowercase = CharacterAttributes(rawValue: 1 << 14)
    /// The first letter of each word drawn in its title case (`text-transform: capitalize`).
    public static let capitalize = CharacterAttributes(rawValue: 1 << 15)
    /// Drawn in full-width forms (`text-transform: full-width`): ASCII letters, digits and
    /// signs, and the space, take two cells each, as ideographs do.
    public static let fullWidth = CharacterAttributes(rawValue: 1 << 16)
    /// Small kana drawn full size (`text-transform: full-size-kana`).
    public static let fullSizeKana = CharacterAttributes(rawValue: 1 << 17)
    /// Every `text-transform` the text may be drawn with.
    public static let textTransforms: CharacterAttributes = [
        .uppercase, .lowercase, .capitalize, .fullWidth, .fullSizeKana,
    ]
    /// Emphasis marks (`text-emphasis`): beside each character in the reading column of
    /// vertical text (`EmphasisMarks`), underlined in horizontal text.
    public static let emphasis = CharacterAttributes(rawValue: 1 << 18)
    /// Set side by side in one row of a column of vertical text (`text-combine-upright: all`),
    /// when the run of one element takes no more than a column's two cells (`CombinedUpright`).
    public static let combinedUpright = CharacterAttributes(rawValue: 1 << 19)
}

/// Attributes that hold from `location` up to the next run's location.
public struct AttributeRun: Hashable, Sendable {
    public var location: Int
    public var attributes: CharacterAttributes

    public init(location: Int, attributes: CharacterAttributes) {
        self.location = location
        self.attributes = attributes
    }
}
