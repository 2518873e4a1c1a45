import TextEngine

/// A note laid out for its box on a terminal of a size: its lines at the widest the box may be,
/// all on one tall page, and how many of them the box shows at once. The box is as tall as
/// the note, a frame's row above and below, up to three quarters of the rows above the status
/// line; past that the note scrolls.
public struct NoteLayout {
    /// The widest a note's box is, frame included.
    public static let widestBox = 70
    /// Cells between the text and the frame's sides (a space and the frame on each side).
    public static let sides = 4

    public let text: NoteText
    /// Draws the note's text: its segmenter reads `text.storage`.
    public let segmenter: TextSegmenter
    /// Every line of the note, rows counted from its first.
    public let page: Page
    /// The rows the note's text takes.
    public let rows: Int
    /// The rows of text the box shows at once.
    public let visibleRows: Int
    /// The cells the text is laid out in: the widest the box's text may be.
    public let textWidth: Int
    /// The cells the widest line takes (its indent included); all of them when the note holds
    /// a picture.
    public let usedWidth: Int

    /// The note of `text` in a box on a screen of `columns` by `rows` (status line included),
    /// `widest` cells wide at most.
    public init(text: NoteText, columns: Int, rows screenRows: Int, widest: Int = widestBox) {
        self.text = text
        textWidth = max(1, min(widest, columns - 2) - Self.sides)
        // A box of lines: a note of a vertical book is set horizontally, whatever its text says.
        let layoutManager = LayoutManager(storage: text.storage, options: LayoutOptions(keepsStatedModes: false))
        segmenter = layoutManager.segmenter
        page = Self.stacked(layoutManager, width: textWidth)
        rows = Self.rowsUsed(by: page)
        // A picture stands in the middle of the widest box: its box is that wide.
        usedWidth = page.blocks.isEmpty ? page.lines.map { $0.column + $0.width }.max() ?? 0 : textWidth
        visibleRows = max(1, min(rows, (screenRows - 1) * 3 / 4 - 2))
        linkRows = text.links.map { [page] link in
            page.lines.first { $0.range.contains(link.range.lowerBound) }?.row ?? 0
        }
    }

    /// The first row of each of the note's links, in the order of `text.links`.
    public let linkRows: [Int]

    /// What the note's overlay needs to scroll and select.
    public var extent: NoteOverlay.Extent {
        NoteOverlay.Extent(rows: rows, visibleRows: visibleRows, linkRows: linkRows)
    }

    /// The pages of the note in containers `width` wide, one under another as a single page.
    private static func stacked(_ layoutManager: LayoutManager, width: Int) -> Page {
        var stacked = Page(range: 0..<layoutManager.storage.length, lines: [])
        var top = 0
        layoutManager.forEachPage(in: TextContainer(width: width, height: 1000)) { page in
            for var line in page.lines {
                line.row += top
                stacked.lines.append(line)
            }
            for var decoration in page.decorations {
                decoration.row += top
                stacked.decorations.append(decoration)
            }
            for var block in page.blocks {
                block.row += top
                stacked.blocks.append(block)
            }
            top = rowsUsed(by: stacked)
        }
        return stacked
    }

    private static func rowsUsed(by page: Page) -> Int {
        max(
            page.lines.map { $0.row + 1 }.max() ?? 0, page.blocks.map { $0.row + $0.height }.max() ?? 0,
            page.decorations.map { $0.row + 1 }.max() ?? 0)
    }
}
