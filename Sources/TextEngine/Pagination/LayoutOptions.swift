/// The reader's settings that decide how a storage is laid out, as one value: what is set on a
/// `LayoutManager`, and with the container, what remembered pages are kept under
/// (`pageKey(for:justifiesBodyText:hasPictures:)`).
public struct LayoutOptions: Hashable, Sendable {
    /// How body text (`ParagraphStyle.isBodyText`) is set: nil as the book's styles say, true
    /// justified (and hyphenated), false ragged right, whatever the book's styles say.
    /// Headings, lists, frames, centred and right-aligned text keep their own alignment.
    public var bodyTextJustification: Bool?
    /// Ruby readings (text with the `ruby` attribute) are left out of the layout: no cells,
    /// never drawn, every offset where it was. Shown, they follow their base in parentheses,
    /// or in vertical text stand beside it where there is room (`RubyColumn`).
    public var hidesRuby: Bool
    /// Justified paragraphs hyphenate words that would leave a line short: words of
    /// `Hyphenator.shortestWord` letters or more, never more than
    /// `LayoutManager.longestHyphenatedRun` lines in a row, never on the last line of a page.
    public var hyphenates: Bool
    /// Sets the text vertically (`VerticalLayout`): lines are columns, measured in rows; never
    /// justified nor hyphenated. The text whose paragraphs say how their lines run
    /// (`ParagraphStyle.writingMode`) keeps its own mode unless `keepsStatedModes` is false.
    public var isVertical: Bool
    /// Text whose paragraphs say how their lines run is set so, on pages of its own; false sets
    /// every page as `isVertical` says (the reader chose one mode for the book).
    public var keepsStatedModes: Bool
    /// The pixel size of the terminal's cells, for the shape of pictures.
    public var cellSize: CellSize
    /// Whether layout waits for a language's hyphenation patterns to load (seconds for a large
    /// file, German's). When it does not, text in that language is laid out unhyphenated until
    /// `LayoutManager.hyphenationPatternsArrived()` says it should be laid out again.
    public var waitsForHyphenationPatterns: Bool
    /// How body text paragraphs are told apart: as the book says, spaced or indented.
    public var paragraphSpacing: ParagraphSpacing
    /// Framed blocks (quotations, asides, figures) are drawn in their boxes; when false their
    /// text keeps the block's measure, with no border around it.
    public var drawsFrames: Bool

    /// Options as the book's styles set it, ruby shown, hyphenated, horizontal but where the
    /// text says otherwise, cells of the standard size, waiting for hyphenation patterns,
    /// paragraphs as the book sets them, frames drawn; each can be said otherwise.
    public init(
        bodyTextJustification: Bool? = nil, hidesRuby: Bool = false, hyphenates: Bool = true,
        isVertical: Bool = false, keepsStatedModes: Bool = true, cellSize: CellSize = .standard,
        waitsForHyphenationPatterns: Bool = true, paragraphSpacing: ParagraphSpacing = .book, drawsFrames: Bool = true
    ) {
        self.bodyTextJustification = bodyTextJustification
        self.hidesRuby = hidesRuby
        self.hyphenates = hyphenates
        self.isVertical = isVertical
        self.keepsStatedModes = keepsStatedModes
        self.cellSize = cellSize
        self.waitsForHyphenationPatterns = waitsForHyphenationPatterns
        self.paragraphSpacing = paragraphSpacing
        self.drawsFrames = drawsFrames
    }

    /// The writing mode of text whose paragraphs say `stated` (nil: nothing).
    public func writingMode(stated: WritingMode?) -> WritingMode {
        if keepsStatedModes, let stated { return stated }
        return isVertical ? .verticalRightToLeft : .horizontal
    }

    /// The key remembered page starts are stored under: the layout version, the container,
    /// every setting that moves text (whether body text is justified, as the manager's
    /// `justifiesBodyText` says; hyphenation off), and the cell size when the book has
    /// pictures. Whether layout waits for patterns is left out: a provisional layout is laid
    /// out again before it is remembered. Stores hold such keys: the format stays
    /// "v5 80x24 justified no-ruby vertical one-mode cell 8x16"; a choice of paragraphs and
    /// frames off follow the modes ("spaced", "indented", "unframed").
    public func pageKey(for container: TextContainer, justifiesBodyText: Bool, hasPictures: Bool) -> String {
        "v\(LayoutManager.version) \(container.width)x\(container.height) "
            + (justifiesBodyText ? "justified" : "ragged") + (hyphenates ? "" : " unhyphenated")
            + (hidesRuby ? " no-ruby" : "") + (isVertical ? " vertical" : "")
            + (keepsStatedModes ? "" : " one-mode")
            + (paragraphSpacing == .book ? "" : " \(paragraphSpacing.rawValue)") + (drawsFrames ? "" : " unframed")
            + (hasPictures ? " cell \(cellSize.width)x\(cellSize.height)" : "")
    }
}
