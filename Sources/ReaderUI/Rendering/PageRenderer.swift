import Pictures
import Terminal
import TextEngine

/// Draws laid-out pages into a screen: each line fragment's clusters with their styles, tabs
/// to their stops, nothing past the fragment's width, in the order the line is shown.
public struct PageRenderer {
    let segmenter: TextSegmenter
    /// Draws pictures; without it each is a box holding its alt text.
    let pictures: PictureDrawing?
    /// Lines are drawn in visual order (bidirectional runs reordered, UAX #9), or as stored.
    let visualOrder: Bool
    /// Arabic letters are drawn joined (presentation forms), for terminals that do not shape.
    let shapesArabic: Bool
    /// The colours of headings, links and frames (a theme's).
    let roles: RoleColors

    public init(
        segmenter: TextSegmenter, pictures: PictureDrawing? = nil, visualOrder: Bool = true, shapesArabic: Bool = false,
        roles: RoleColors = .terminal
    ) {
        self.segmenter = segmenter
        self.pictures = pictures
        self.visualOrder = visualOrder
        self.shapesArabic = shapesArabic
        self.roles = roles
    }

    /// The foregrounds of headings (paragraphs that keep with the next), links and frames and
    /// rules; nil for the text's.
    public struct RoleColors: Hashable, Sendable {
        public var headings: TerminalColor?
        public var links: TerminalColor?
        public var frames: TerminalColor?
        /// The colours of a search's hits, drawn instead of reverse video.
        public var search: CellColors?

        public static let terminal = RoleColors()
    }

    /// Hits of a search to show on a page: each a reverse-video region with rounded ends, the
    /// current one also bold and underlined; and the reader's highlights under them.
    public struct Highlights: Sendable {
        public var hits: [Range<Int>]
        public var current: Range<Int>?
        /// The link selected with Tab, shown in reverse video.
        public var selectedLink: Range<Int>?
        /// The reader's highlights, in storage order: a later one draws over an earlier.
        public var marks: [Mark] = []
        /// The text selected, reversed with rounded ends like a hit; or the selection's cursor,
        /// a cluster reversed alone.
        public var selection: Range<Int>?
        public var cursor: Range<Int>?
        /// The colours of hits (a theme's); nil: reverse video.
        public var searchColors: CellColors?

        /// A highlight of the reader's as it is drawn.
        public struct Mark: Sendable {
            public var range: Range<Int>
            public var paint: HighlightPaint
            /// It has a note: a mark in the margin beside its first line says so.
            public var hasNote: Bool

            public init(range: Range<Int>, paint: HighlightPaint, hasNote: Bool = false) {
                self.range = range
                self.paint = paint
                self.hasNote = hasNote
            }
        }

        public init(
            hits: [Range<Int>], current: Range<Int>?, selectedLink: Range<Int>? = nil, marks: [Mark] = []
        ) {
            self.hits = hits
            self.current = current
            self.selectedLink = selectedLink
            self.marks = marks
        }

        /// Those of them that touch `range` (a line's).
        func touching(_ range: Range<Int>) -> Highlights {
            var touching = self
            touching.hits = hits.filter { $0.overlaps(range) }
            touching.marks = marks.filter { $0.range.overlaps(range) }
            return touching
        }

        public static let none = Highlights(hits: [], current: nil)

        /// The hit holding `offset`, if any.
        func hit(at offset: Int) -> Range<Int>? {
            hits.first { $0.contains(offset) }
        }

        /// How a glyph at `offset` is drawn: in its highlight's paint; a selected link in bold
        /// reverse video; a search hit reversed over any highlight, the current one bold and
        /// underlined too; the selection reversed over all, or the selection's cursor alone. `region` is the shape whose ends are rounded off, in `ends` colours.
        struct Drawn {
            var style: CellStyle
            var colors = CellColors.terminal
            var region: Range<Int>?
            var ends = CellColors.terminal
        }

        func drawn(_ style: CellStyle, colors: CellColors = .terminal, at offset: Int) -> Drawn {
            var drawn = Drawn(style: style, colors: colors)
            if !marks.isEmpty, let mark = marks.last(where: { $0.range.contains(offset) }) {
                drawn.style.formUnion(mark.paint.style)
                drawn.colors = mark.paint.colors
                if mark.paint.rounds { (drawn.region, drawn.ends) = (mark.range, mark.paint.ends) }
            }
            if selectedLink?.contains(offset) == true { drawn.style.formUnion([.reverse, .bold]) }
            if !hits.isEmpty, let hit = hit(at: offset) {
                if hit == current { drawn.style.formUnion([.bold, .underline]) }
                if let searchColors {
                    drawn.style.remove(.reverse)
                    (drawn.colors, drawn.region, drawn.ends) = (
                        searchColors, hit, .init(foreground: searchColors.background)
                    )
                } else {
                    drawn.style.insert(.reverse)
                    (drawn.colors, drawn.region, drawn.ends) = (.terminal, hit, .terminal)
                }
            }
            if let selection, selection.contains(offset) {
                drawn.style.insert(.reverse)
                (drawn.colors, drawn.region, drawn.ends) = (.terminal, selection, .terminal)
            }
            if cursor?.contains(offset) == true {
                (drawn.style, drawn.colors) = (drawn.style.union(.reverse), .terminal)
            }
            return drawn
        }
    }

    /// Draws `page` with its container's top-left cell at the top-left of `rect`.
    public func draw(_ page: Page, into screen: inout Screen, in rect: Rect, highlights: Highlights = .none) {
        let (row, column) = (rect.row, rect.column)
        let onPage = highlights.touching(page.range)
        for line in page.lines {
            let touching = onPage.touching(line.range)
            draw(line, into: &screen, row: row + line.row, column: column + line.column, highlights: touching)
            for mark in touching.marks where mark.hasNote && line.range.contains(mark.range.lowerBound) {
                // In the margin beside the line: on its right, on its left for right-to-left text.
                let x = line.isRightToLeft ? rect.column - 2 : rect.right + 1
                if x >= 0, x < screen.width, screen[row + line.row, x] == .blank {
                    screen.put(scalar: Self.noteMark, row: row + line.row, column: x, style: .bold)
                }
            }
        }
        for block in page.blocks {
            draw(
                block, into: &screen,
                in: Rect(row: row + block.row, column: column + block.column, width: block.width, height: block.height))
        }
        for decoration in page.decorations {
            draw(decoration, into: &screen, row: row + decoration.row, column: column + decoration.column)
        }
    }

    /// Paints a mark of the layout with its top-left cell at a position: rules and frames in
    /// box-drawing lines, a marker as text.
    private func draw(_ decoration: Decoration, into screen: inout Screen, row: Int, column: Int) {
        switch decoration.kind {
        case .marker(let text, let rightToLeft):
            var scalars = text.unicodeScalars.makeIterator()
            if decoration.width == 1, let scalar = scalars.next(), scalars.next() == nil {
                screen.put(scalar: scalar, row: row, column: column)
            } else {
                TextLine.draw(
                    text, into: &screen, in: Rect(row: row, column: column, width: decoration.width, height: 1),
                    rightToLeft: rightToLeft ? true : nil, shapesArabic: shapesArabic)
            }
        case .columnRule:
            screen.put(scalar: "│", row: row, column: column, colors: frameColors)
        case .rowRule(let crossings):
            for cell in 0..<decoration.width {
                screen.put(
                    scalar: crossings.contains(cell) ? "┼" : "─", row: row, column: column + cell, colors: frameColors)
            }
        case .tee(let rightward):
            screen.put(scalar: rightward ? "├" : "┤", row: row, column: column, colors: frameColors)
        case .frame(let piece):
            screen.put(scalar: Self.glyph(of: piece), row: row, column: column, colors: frameColors)
        }
    }

    private var frameColors: CellColors { CellColors(foreground: roles.frames) }

    /// The mark in the margin of a highlight with a note.
    static let noteMark: Unicode.Scalar = "✎"

    /// The rounded box-drawing glyph of a piece of a frame.
    static func glyph(of piece: Decoration.FramePiece) -> Unicode.Scalar {
        switch piece {
        case .horizontal: "─"
        case .vertical: "│"
        case .topLeft: "╭"
        case .topRight: "╮"
        case .bottomLeft: "╰"
        case .bottomRight: "╯"
        }
    }

    /// Paints an attachment in the cells the layout gave it.
    func draw(_ block: PlacedBlock, into screen: inout Screen, in rect: Rect) {
        switch block.attachment.content {
        case .rule:
            TextLine.draw(
                "* * *", into: &screen, in: Rect(row: rect.row, column: rect.column, width: rect.width, height: 1))
        case .image(let picture):
            if pictures?.draw(picture, crop: .whole, into: &screen, in: rect) != true {
                PictureBox.draw(picture, into: &screen, in: rect)
            }
        }
    }

    /// Paints the glyphs the layout placed for `line`.
    private func draw(_ line: LineFragment, into screen: inout Screen, row: Int, column: Int, highlights: Highlights) {
        let storage = segmenter.storage
        let shaped = shapesArabic ? GlyphForms.shapedArabic(of: line, in: storage) : nil
        let lineColors = CellColors(
            foreground: roles.headings != nil && storage.paragraphStyle(at: line.range.lowerBound).keepWithNext
                ? roles.headings : nil)
        LinePlacement.forEachGlyph(of: line, segmenter: segmenter, visual: visualOrder) { glyph in
            let x = column + glyph.column
            let base =
                roles.links != nil && glyph.attributes.contains(.link)
                ? CellColors(foreground: roles.links) : lineColors
            let drawn = highlights.drawn(Self.cellStyle(glyph.attributes), colors: base, at: glyph.range.lowerBound)
            let (style, colors) = (drawn.style, drawn.colors)
            defer {
                if let region = drawn.region {
                    roundOff(region, around: glyph, at: x, row: row, colors: drawn.ends, into: &screen)
                }
            }
            switch glyph.kind {
            case .cluster, .reading:
                let plain = glyph.attributes.isDisjoint(with: Self.drawnOtherwise)
                if plain && !glyph.isRightToLeft && glyph.range.count == 1,
                    case let unit = storage[glyph.range.lowerBound],
                    CodeUnit.isPrintableASCII(unit)
                {
                    screen.put(ascii: UInt8(unit), row: row, column: x, style: style, colors: colors)
                    return
                }
                var cluster = GlyphForms.text(of: glyph, in: storage, shaped: shaped, styled: visualOrder)
                // Terminals have no strike-through attribute: a combining long stroke overlays it.
                if glyph.attributes.contains(.strikethrough) { cluster += "\u{0336}" }
                screen.put(cluster, width: glyph.width, row: row, column: x, style: style, colors: colors)
                if glyph.attributes.contains(.marked) { softenMark(around: glyph, at: x, row: row, into: &screen) }
            case .space:
                // Spaces inside a marked or underlined run carry its style.
                if !style.isEmpty || colors != .terminal {
                    screen.fill(row: row, columns: x..<(x + glyph.width), style: style, colors: colors)
                }
                // An ideographic space is a character of the text: kept, for the dump.
                if storage[glyph.range.lowerBound] == CodeUnit.ideographicSpace && glyph.width >= 2 {
                    screen.put("\u{3000}", width: 2, row: row, column: x, style: style, colors: colors)
                }
            case .ellipsis:
                screen.put("…", width: 1, row: row, column: x)
            case .hyphen:
                screen.put("-", width: 1, row: row, column: x, style: style, colors: colors)
            }
        }
    }

    /// A marked region reads as one shape: half blocks round off its two ends.
    private func softenMark(around glyph: PlacedGlyph, at x: Int, row: Int, into screen: inout Screen) {
        let storage = segmenter.storage
        roundOff(
            storage.attributeRunRange(at: glyph.range.lowerBound, limit: 0..<storage.length), around: glyph, at: x,
            row: row, colors: .terminal, into: &screen)
    }

    /// Half blocks round off the ends of `region` in the blank cells beside them, when the
    /// glyph at `x` is its first or its last: its start is on the left of a left-to-right glyph,
    /// on the right of a right-to-left one. The half blocks take `colors` (a highlight's
    /// background as their foreground).
    private func roundOff(
        _ region: Range<Int>, around glyph: PlacedGlyph, at x: Int, row: Int, colors: CellColors,
        into screen: inout Screen
    ) {
        let first = glyph.range.lowerBound == region.lowerBound
        let last = glyph.range.upperBound >= region.upperBound
        if glyph.isRightToLeft ? last : first, x > 0, screen[row, x - 1] == .blank {
            screen.put(scalar: "▐", row: row, column: x - 1, colors: colors)
        }
        if glyph.isRightToLeft ? first : last, x + glyph.width < screen.width, screen[row, x + glyph.width] == .blank {
            screen.put(scalar: "▌", row: row, column: x + glyph.width, colors: colors)
        }
    }

    /// The attributes of a cluster that may be drawn otherwise than the storage holds it.
    private static let drawnOtherwise = GlyphForms.drawnTransformed.union([.strikethrough, .marked, .superscript])

    static func cellStyle(_ attributes: CharacterAttributes) -> CellStyle {
        var style: CellStyle = []
        if attributes.contains(.bold) { style.insert(.bold) }
        if attributes.contains(.italic) { style.insert(.italic) }
        if attributes.contains(.underline) { style.insert(.underline) }
        if attributes.contains(.dim) { style.insert(.dim) }
        if attributes.contains(.link) { style.insert(.underline) }
        // Emphasis marks have no row above a line of cells: emphasised text is underlined.
        if attributes.contains(.emphasis) { style.insert(.underline) }
        if attributes.contains(.marked) { style.insert(.reverse) }
        return style
    }
}
