import TextEngine

/// Every limit that keeps a hostile or damaged book from taking the reader's time or memory,
/// in one place (the README lists them). Real books stay far inside them.
public enum Limits {
    /// No book file is read past this many bytes.
    public static let fileSize = 256 << 20
    /// No HTML or Markdown file is read past this many bytes: markup takes several times its
    /// size to read, and no book of markup is near it (an EPUB's chapters have their own limits).
    public static let markupFileSize = 24 << 20
    /// No zip entry of an EPUB inflates past this many bytes.
    public static let entrySize = 64 << 20
    /// An entry that inflates past this may not inflate more than `entryRatio` times the bytes it
    /// is read from; smaller ones inflate freely (a page of markup or an SVG squeezes far).
    public static let entryRatioFloor = 4 << 20
    public static let entryRatio = 200
    /// What an EPUB may inflate in all without question.
    public static let bookFloor = 16 << 20
    /// Past `bookFloor`, what a book has inflated may not pass this many times the bytes it was read from.
    public static let bookRatio = 20
    /// What an EPUB may inflate in all, whatever its size.
    public static let bookSize = 64 << 20
    /// Pictures of a comic made pages; the rest are left out, and said.
    public static let comicPages = 10_000
    /// What a comic's files may unpack to in all: counted as they are read for a CBZ (whose zip
    /// has the EPUB's other limits), as the archive declares them before anything is unpacked for
    /// a CBR or CB7 (each file also no more than `entrySize`).
    public static let comicSize = 1 << 30
    /// Elements nested deeper than this are cut off.
    public static let markupDepth: Int32 = 200
    /// A MathML formula keeps this many elements, nested this deep, with this many characters
    /// of text; the rest is left out, and the formula is shown by its alternative text if any.
    public static let mathElements = 10_000
    public static let mathNesting = 64
    public static let mathText = 16_384
    /// Elements of a book's markup (its documents together); the rest is not read.
    public static let elements = 500_000
    /// Headings found in a plain text; the rest are text only.
    public static let plainTextHeadings = 100_000
    /// The largest picture file read beside an HTML or Markdown book.
    public static let pictureFileSize = 64 << 20
    /// The bytes of the pictures a book's documents hold themselves (`data:` addresses, inline
    /// SVG), in all; the rest are their alternative text.
    public static let embeddedPictures = 64 << 20
    /// The longest `data:` address read whole; any other attribute is cut at `attributeSize`.
    public static let dataAddressSize = 16 << 20
    /// Pictures of a book laid out; the rest are their alternative text.
    public static let pictures = 100_000
    /// Links of a book kept; the rest are text only.
    public static let links = 200_000
    /// Pages of the printed book a book may mark; the rest are not kept.
    public static let pageLabels = 100_000
    /// Frames one inside another (quotations in quotations); deeper blocks share the innermost.
    public static let frameDepth = ParagraphStyle.Frame.deepest
    /// Columns of a table set as a grid; cells past them are read as paragraphs after the row.
    public static let tableColumns = 64
    /// Items of an EPUB's manifest read; the rest of the package document is not.
    public static let manifestItems = 1_000_000
    /// Items of an EPUB manifest's fallback chain looked at (the item itself first); an item
    /// whose chain is longer and readable only past them is skipped.
    public static let fallbackChain = 32
    /// Bytes of an EPUB's documents read again where the spine lists them again; past them, a
    /// document listed again is left out there.
    public static let repeatedParts = 16 << 20
    /// The largest linked metadata record (ONIX) of an EPUB read; a larger one is not.
    public static let linkedRecordSize = 1 << 20
    /// Parts of an EPUB's spine read; the rest are left out.
    public static let spineParts = 10_000
    /// The text of a Kindle book (MOBI, AZW3) decompressed; a book whose records say more is refused.
    public static let kindleText = 64 << 20
    /// Documents of a Kindle book (KF8's parts) read; the rest are left out.
    public static let kindleParts = 10_000
    /// The largest page-number sidecar (`.apnx`) of a Kindle book read; a larger one is not.
    public static let apnxSize = 1 << 20
    /// Attributes of one element; the rest are left out.
    public static let markupAttributes: Int32 = 32
    /// A style sheet (a file or a `style` element) is read up to this many bytes.
    public static let styleSheetSize = 1 << 20
    /// All of a book's style sheets together are read up to this many bytes.
    public static let styleSheetsSize = 2 << 20
    /// Rules (one per selector) of a book's style sheets; the rest are left out.
    public static let styleRules = 20_000
    /// Classes of one element that rules are looked up for, and of one compound selector.
    public static let classesMatched = 32
    /// Steps of matching style rules to elements, in all (a rule looked at, an ancestor
    /// compared): past this, selectors with ancestors stop matching and elements unlike any
    /// seen before get no style from the sheets.
    public static let selectorSteps = 20_000_000
    /// Markdown is parsed in sections of about this many bytes.
    public static let markdownSection = 16 << 10
    /// Opening brackets per Markdown section that may start links; the rest are text.
    public static let markdownBrackets = 256
    /// Emphasis delimiters (`*`, `_`, `~`) per Markdown section that may be markup; the rest are text.
    public static let markdownDelimiters = 1024
    /// Quotes and lists one Markdown line may open.
    public static let markdownNesting = 8
    /// Bytes of Markdown link reference definitions repeated after each section.
    public static let markdownDefinitions = 8 << 10
    /// The widest and tallest page, in cells.
    public static let pageSide = 1_000
    /// The largest page area, in cells.
    public static let pageArea = 1_000_000
    /// No FictionBook (`.fb2`) is read past this many bytes (its pictures are in it, as base64).
    public static let fictionBookSize = 64 << 20
    /// A FictionBook's `<binary>` picture is read up to this many bytes of base64 text, before
    /// it is decoded; a larger one is left out, as are those past `fictionBookBinaries` in all.
    public static let fictionBookBinary = 16 << 20
    public static let fictionBookBinaries = 48 << 20
    /// Attribute values are read up to this many bytes.
    public static let attributeSize = 64 << 10
}
