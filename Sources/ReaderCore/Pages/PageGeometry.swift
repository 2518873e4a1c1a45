import TextEngine

/// Where pages and the status line go in a terminal of a given size: one page, or two side
/// by side like an open book when both get a comfortable width. Lines never run wider than
/// the reading measure; extra width becomes margins.
public struct PageGeometry: Equatable, Sendable {
    /// Below this the reader shows a short message instead of a page.
    public static let minimumColumns = 20
    public static let minimumRows = 6
    /// The widest comfortable line, in cells, unless the reader chooses another measure.
    public static let defaultMeasure = 76
    /// Each page of a two-page spread gets at least this many cells.
    public static let minimumSpreadMeasure = 56
    static let gutter = 4

    public let columns: Int
    public let rows: Int
    /// The text area of one page.
    public let container: TextContainer
    /// The row of the pages' top cells.
    public let topRow: Int
    /// The screen column of each page's left cell, left to right; each page is the size of
    /// `container`.
    public let pageColumns: [Int]

    /// Each page of a spread the reader asked for (`Spread.on`) gets at least this many cells.
    public static let minimumChosenSpreadMeasure = 30

    /// The geometry for a terminal, a measure (the widest line) and whether two pages are shown
    /// side by side, or nil when the terminal is too small for a page.
    public init?(columns: Int, rows: Int, measure maximumMeasure: Int = defaultMeasure, spread: Spread = .auto) {
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else { return nil }
        self.columns = columns
        self.rows = rows
        let roomy = rows >= 10
        topRow = roomy ? 1 : 0
        let height = rows - 1 - (roomy ? 2 : 0)
        let margin = columns >= 40 ? 2 : 0
        let usable = columns - 2 * margin
        let spreadMeasure = (usable - Self.gutter) / 2
        if spreadMeasure >= spread.minimumMeasure {
            let measure = min(maximumMeasure, spreadMeasure)
            let left = (columns - (2 * measure + Self.gutter)) / 2
            pageColumns = [left, left + measure + Self.gutter]
            container = TextContainer(width: measure, height: height)
        } else {
            let measure = min(maximumMeasure, usable)
            pageColumns = [(columns - measure) / 2]
            container = TextContainer(width: measure, height: height)
        }
    }

    /// Pages shown at once: 1 or 2.
    public var pagesPerSpread: Int { pageColumns.count }
}
