import TextEngine

/// How a book is set when it has no choices of its own: the configuration file's `[layout]`.
/// The choices a book can make with keys (`ReaderPreferences`) start from these; the others
/// hold for every book.
public struct ReaderDefaults: Hashable, Sendable {
    /// Body text justified (true), ragged right (false) or as the book says (nil).
    public var justified: Bool?
    /// The widest line, in cells.
    public var measure = PageGeometry.defaultMeasure
    /// Whether two pages are shown side by side.
    public var spread = Spread.auto
    /// Justified text is hyphenated.
    public var hyphenates = true
    /// How body text paragraphs are told apart.
    public var paragraphs = ParagraphSpacing.book
    /// Quotations, asides and figures are drawn in boxes.
    public var drawsFrames = true

    public init(
        justified: Bool? = nil, measure: Int = PageGeometry.defaultMeasure, spread: Spread = .auto,
        hyphenates: Bool = true, paragraphs: ParagraphSpacing = .book, drawsFrames: Bool = true
    ) {
        self.justified = justified
        self.measure = min(max(measure, ReaderPreferences.measures.lowerBound), ReaderPreferences.measures.upperBound)
        self.spread = spread
        self.hyphenates = hyphenates
        self.paragraphs = paragraphs
        self.drawsFrames = drawsFrames
    }
}
