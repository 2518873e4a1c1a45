import Pictures
import Terminal
import TextEngine

/// Draws pages of vertical text (`VerticalLayout`): a page's lines are columns two cells wide
/// from its right edge leftwards (from its left edge rightwards on a `vertical-lr` page), each unit in its row of the column, punctuation and brackets
/// in their vertical forms. A narrow letter stands in the column's left cell, a tate-chu-yoko
/// pair side by side; ruby readings and emphasis marks beside a column stand in the column
/// before it (on its right, or on its left in `vertical-lr`).
public struct VerticalPageRenderer {
    let segmenter: TextSegmenter
    let pictures: PictureDrawing?

    public init(segmenter: TextSegmenter, pictures: PictureDrawing? = nil) {
        self.segmenter = segmenter
        self.pictures = pictures
    }

    /// The screen column of the left cell of column `index` of a page of `mode` drawn in `rect`.
    static func x(ofColumn index: Int, in rect: Rect, mode: WritingMode) -> Int {
        rect.column + PageHitTest.x(ofVerticalColumn: index, width: rect.width, mode: mode)
    }

    /// The cells a block placed on a vertical page of `mode` in `rect` is drawn in: the
    /// columns it takes, its rows down them.
    static func rect(of block: PlacedBlock, in rect: Rect, mode: WritingMode) -> Rect {
        let cells = PageHitTest.cells(of: block, width: rect.width, mode: mode)
        return Rect(
            row: rect.row + cells.row, column: rect.column + cells.column, width: cells.width, height: cells.height)
    }

    /// Draws `page` into `rect`, its first column at the rect's right edge (left edge in
    /// `vertical-lr`).
    public func draw(
        _ page: Page, into screen: inout Screen, in rect: Rect, highlights: PageRenderer.Highlights = .none
    ) {
        let mode = page.writingMode
        let onPage = highlights.touching(page.range)
        for line in page.lines {
            let touching = onPage.touching(line.range)
            draw(line, into: &screen, in: rect, mode: mode, highlights: touching)
            // A note's mark stands above the column its highlight starts in, in the top margin.
            let x = Self.x(ofColumn: line.row, in: rect, mode: mode)
            if touching.marks.contains(where: { $0.hasNote && line.range.contains($0.range.lowerBound) }),
                rect.row > 0, x >= 0, x < screen.width
            {
                screen.put(scalar: PageRenderer.noteMark, row: rect.row - 1, column: x, style: .bold)
            }
        }
        for block in page.blocks {
            let drawn = Self.rect(of: block, in: rect, mode: mode)
            if case .rule = block.attachment.content {
                drawDown(
                    "* * *", into: &screen, row: drawn.row, column: Self.x(ofColumn: block.row, in: rect, mode: mode))
            } else if drawn.column >= rect.column {
                PageRenderer(segmenter: segmenter, pictures: pictures).draw(block, into: &screen, in: drawn)
            }
        }
        for decoration in page.decorations {
            draw(
                decoration, into: &screen, row: rect.row + decoration.column,
                column: Self.x(ofColumn: decoration.row, in: rect, mode: mode))
        }
    }

    /// Draws the column of `line`, its readings and emphasis marks in the column on its right
    /// when it has one: a mark where no reading stands.
    private func draw(
        _ line: LineFragment, into screen: inout Screen, in rect: Rect, mode: WritingMode,
        highlights: PageRenderer.Highlights
    ) {
        let x = Self.x(ofColumn: line.row, in: rect, mode: mode)
        guard x >= rect.column && x < rect.right else { return }
        let besideX = Self.x(ofColumn: line.row - 1, in: rect, mode: mode)
        var marks: [Int] = []
        var readingRows: Set<Int> = []
        VerticalPlacement.forEachGlyph(of: line, segmenter: segmenter) { glyph in
            var glyph = glyph
            if line.readingsBeside {
                if glyph.kind == .reading { readingRows.insert(glyph.column) }
                if EmphasisMarks.marks(glyph, in: segmenter.storage) { marks.append(glyph.column) }
                // Marks show the emphasis: the text is not underlined too.
                glyph.attributes.remove(.emphasis)
            }
            draw(
                glyph, into: &screen, row: rect.row + line.column + glyph.column,
                column: glyph.kind == .reading ? besideX : x, highlights: highlights)
        }
        for row in marks where !readingRows.contains(row) {
            screen.put(EmphasisMarks.mark, width: 2, row: rect.row + line.column + row, column: besideX)
        }
    }

    /// Paints a mark of the layout down a column from a position: a page's row is a column
    /// here, so rules and frames take the glyphs of lines turned 90°.
    private func draw(_ decoration: Decoration, into screen: inout Screen, row: Int, column x: Int) {
        switch decoration.kind {
        case .marker(let text, _):
            drawDown(text, into: &screen, row: row, column: x)
        case .columnRule:
            screen.put(scalar: "─", row: row, column: x)
        case .rowRule(let crossings):
            for cell in 0..<decoration.width {
                screen.put(scalar: crossings.contains(cell) ? "┼" : "│", row: row + cell, column: x)
            }
        case .tee(let rightward):
            // The row's rule runs down the page here: on from the column rule, or up to it.
            screen.put(scalar: rightward ? "┬" : "┴", row: row, column: x)
        case .frame(let piece):
            screen.put(scalar: Self.glyph(of: piece), row: row, column: x)
        }
    }

    /// The glyph of a piece of a frame turned with the page: its top is the right edge, its
    /// left the top.
    static func glyph(of piece: Decoration.FramePiece) -> Unicode.Scalar {
        switch piece {
        case .horizontal: "│"
        case .vertical: "─"
        case .topLeft: "╮"
        case .topRight: "╯"
        case .bottomLeft: "╭"
        case .bottomRight: "╰"
        }
    }

    /// Half blocks round off the ends of the selection in the blank cells above its first
    /// glyph and below its last, as `PageRenderer` does beside a horizontal line's.
    private func roundOff(
        _ region: Range<Int>, around glyph: PlacedGlyph, row: Int, column x: Int, colors: CellColors,
        into screen: inout Screen
    ) {
        for cell in x..<min(x + max(glyph.width, 1), screen.width) {
            if glyph.range.lowerBound == region.lowerBound, row > 0, screen[row - 1, cell] == .blank {
                screen.put("▄", width: 1, row: row - 1, column: cell, colors: colors)
            }
            if glyph.range.upperBound >= region.upperBound, row + 1 < screen.height, screen[row + 1, cell] == .blank {
                screen.put("▀", width: 1, row: row + 1, column: cell, colors: colors)
            }
        }
    }

    private func draw(
        _ glyph: PlacedGlyph, into screen: inout Screen, row: Int, column x: Int, highlights: PageRenderer.Highlights
    ) {
        let drawn = highlights.drawn(PageRenderer.cellStyle(glyph.attributes), at: glyph.range.lowerBound)
        let (style, colors) = (drawn.style, drawn.colors)
        if let region = drawn.region {
            roundOff(region, around: glyph, row: row, column: x, colors: drawn.ends, into: &screen)
        }
        switch glyph.kind {
        case .cluster, .reading:
            let storage = segmenter.storage
            let cluster = storage.string(in: glyph.range)
            if glyph.width == VerticalLayout.columnWidth && cluster.count == 2 {
                // Tate-chu-yoko: two narrow characters side by side.
                for (index, character) in cluster.enumerated() {
                    screen.put(String(character), width: 1, row: row, column: x + index, style: style, colors: colors)
                }
            } else if !glyph.attributes.isDisjoint(with: GlyphForms.drawnTransformed),
                let form = GlyphForms.transformed(
                    cluster, glyph.attributes,
                    startsWord: GlyphForms.startsWord(at: glyph.range.lowerBound, in: storage))
            {
                screen.put(
                    form, width: min(TextLine.width(of: form), VerticalLayout.columnWidth), row: row, column: x,
                    style: style, colors: colors)
            } else if let form = VerticalForms.form(of: cluster) {
                screen.put(form, width: TextLine.width(of: form), row: row, column: x, style: style, colors: colors)
            } else {
                screen.put(cluster, width: glyph.width, row: row, column: x, style: style, colors: colors)
            }
        case .space:
            if !style.isEmpty || colors != .terminal {
                screen.fill(row: row, columns: x..<(x + glyph.width), style: style, colors: colors)
            }
            // An ideographic space is a character of the text: kept, for the dump.
            if segmenter.storage[glyph.range.lowerBound] == CodeUnit.ideographicSpace {
                screen.put("\u{3000}", width: 2, row: row, column: x, style: style, colors: colors)
            }
        case .ellipsis:
            screen.put("︙", width: 2, row: row, column: x)
        case .hyphen:
            break
        }
    }

    /// Text run down a column, one character a row: a list marker, a record's label, a rule's stars.
    private func drawDown(_ text: String, into screen: inout Screen, row: Int, column x: Int) {
        for (index, character) in text.enumerated() {
            let glyph = String(character)
            screen.put(
                glyph, width: min(TextLine.width(of: glyph), VerticalLayout.columnWidth), row: row + index, column: x)
        }
    }
}
