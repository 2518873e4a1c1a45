/// Typesets a storage into pages: fills one text container after another until every
/// grapheme of the storage is laid out (the loop of TextKit's horizontal reader).
public final class LayoutManager {
    public let storage: TextStorage
    public let segmenter: TextSegmenter
    private let typesetter: Typesetter
    /// How body text (`ParagraphStyle.isBodyText`) is set: nil as the book's styles say, true
    /// justified (and hyphenated), false ragged right, whatever the book's styles say.
    /// Headings, lists, frames, centred and right-aligned text keep their own alignment.
    public var bodyTextJustification: Bool?
    /// Ruby readings (text with the `ruby` attribute) are left out of the layout: no cells,
    /// never drawn, every offset where it was. Shown, they follow their base in parentheses,
    /// or in vertical text stand beside it where there is room (`RubyColumn`).
    public var hidesRuby = false {
        didSet { placeReadings() }
    }
    /// Justified paragraphs hyphenate words that would leave a line short: words of
    /// `Hyphenator.shortestWord` letters or more, never more than `longestHyphenatedRun` lines
    /// in a row, never on the last line of a page.
    public var hyphenates = true
    /// The pixel size of the terminal's cells, for the shape of pictures.
    public var cellSize = CellSize.standard
    /// Sets the text vertically (`VerticalLayout`): lines are columns, measured in rows; never
    /// justified nor hyphenated.
    public var isVertical: Bool {
        get { segmenter.isVertical }
        set {
            segmenter.isVertical = newValue
            placeReadings()
        }
    }
    /// The most hyphenated lines one after another.
    public static let longestHyphenatedRun = 2
    /// Whether layout waits for a language's hyphenation patterns to load (seconds for a large
    /// file, German's). When it does not, text in that language is laid out unhyphenated until
    /// ``hyphenationPatternsArrived()`` says it should be laid out again.
    public var waitsForHyphenationPatterns: Bool {
        get { hyphenators.waits }
        set { hyphenators.waits = newValue }
    }
    /// Whether some text was laid out without the hyphenation patterns still loading for it.
    public var isProvisional: Bool { hyphenators.isProvisional }
    private let hyphenators: HyphenatorCache
    private var lastParagraph: (start: Int, end: Int)?
    /// The base direction of the paragraph laid out last, found once for all its pages.
    private var lastDirection: (range: Range<Int>, direction: WritingDirection)?
    /// Widths of the list markers met so far; a book has few.
    private var markerWidths: [String: Int] = [:]
    /// The grid of the table met last, and the width it was found for.
    private var lastTableGrid: (width: Int, grid: TableGrid)?

    /// Whether body text is set justified: as `bodyTextJustification` says, or else as the
    /// book's styles set most of it (counted in code units).
    public var justifiesBodyText: Bool { bodyTextJustification ?? stylesJustifyBodyText }

    private lazy var stylesJustifyBodyText: Bool = {
        var justified = 0
        let runs = storage.paragraphStyleRuns
        // Text before the first run has the default style: body text, ragged.
        var ragged = runs.first?.location ?? storage.length
        for (index, run) in runs.enumerated() where run.style.isBodyText {
            let length = (index + 1 < runs.count ? runs[index + 1].location : storage.length) - run.location
            if run.style.alignment == .justified { justified += length } else { ragged += length }
        }
        return justified > ragged
    }()

    public init(storage: TextStorage) {
        self.storage = storage
        self.segmenter = TextSegmenter(storage: storage)
        self.typesetter = Typesetter(segmenter: segmenter)
        self.hyphenators = HyphenatorCache(storage: storage)
    }

    private func placeReadings() {
        let readings = hidesRuby || isVertical ? HiddenText(runsOf: .ruby, in: storage) : .none
        segmenter.hidden = hidesRuby ? readings : .none
        segmenter.readings = isVertical && !hidesRuby ? readings : .none
        segmenter.rubyGroups = isVertical && !hidesRuby ? RubyColumn.groups(in: storage) : .none
    }

    /// Whether hyphenation patterns the layout did not wait for have loaded since it last
    /// asked: pages laid out before should be laid out again. True once for each arrival.
    public func hyphenationPatternsArrived() -> Bool {
        hyphenators.patternsArrived()
    }

    /// Lays the whole storage out into containers of one size, handing each page to `body` in
    /// order; always at least one page. Undecorated pages have the same lines and ranges,
    /// without markers and frames.
    public func forEachPage(in container: TextContainer, decorated: Bool = true, _ body: (Page) -> Void) {
        var pagination = Pagination()
        while let page = nextPage(of: &pagination, in: container, decorated: decorated) { body(page) }
    }

    /// How far a pagination has come: the pages of a storage are found one after another, and
    /// finding them can stop and go on later.
    public struct Pagination: Sendable {
        /// Where the next page starts.
        public internal(set) var start: Int
        /// Whether every page up to the storage's end has been handed over.
        public internal(set) var isFinished = false

        /// A pagination from the storage's start, or from a page start of a full layout:
        /// offset 0 or one of the storage's `pageBreaks`.
        public init(from start: Int = 0) {
            self.start = start
        }
    }

    /// The next page of `pagination` in containers of one size, nil once the storage is laid
    /// out; always at least one page. Blank paragraphs after a page belong to it: no page
    /// starts with one, so pages laid out from a page break are those of a full layout.
    public func nextPage(of pagination: inout Pagination, in container: TextContainer, decorated: Bool = true) -> Page?
    {
        guard !pagination.isFinished else { return nil }
        let start = pagination.start
        var page = layoutPage(startingAt: start, in: container, decorated: decorated)
        if page.range.isEmpty {
            // Never reached by the rules above; if it were, skip a paragraph rather than loop.
            page.range = start..<min(paragraph(containing: start).end + 1, storage.length)
        }
        var end = page.range.upperBound
        while end < storage.length && TextStorage.isParagraphSeparator(storage[end])
            && TextStorage.isParagraphSeparator(storage[end - 1])
        {
            end += 1
        }
        page.range = start..<end
        pagination.start = end
        pagination.isFinished = end >= storage.length
        return page
    }

    /// Version of the layout rules and of the importers' text: pages remembered from another
    /// version are laid out anew. Raise it with any change that moves a page break.
    public static let version = 5

    /// Where the book forces a new page: the starts of non-empty paragraphs whose style breaks
    /// the page before them, outside tables and after some text, in order. Every full layout has
    /// a page starting at each, so the pages after one can be laid out without those before it.
    public private(set) lazy var pageBreaks: [Int] = {
        var breaks: [Int] = []
        var firstText = 0
        while firstText < storage.length && TextStorage.isParagraphSeparator(storage[firstText]) { firstText += 1 }
        let runs = storage.paragraphStyleRuns
        for (index, run) in runs.enumerated() where run.style.pageBreakBefore && run.style.tableCell == nil {
            let end = index + 1 < runs.count ? runs[index + 1].location : storage.length
            var start = run.location
            while start < end {
                if start > firstText && !TextStorage.isParagraphSeparator(storage[start]) { breaks.append(start) }
                start = storage.paragraphEnd(from: start) + 1
            }
        }
        return breaks
    }()

    /// The last of the `pageBreaks` at or before `offset`, or 0: where a layout holding
    /// `offset` can start.
    public func pageBreak(atOrBefore offset: Int) -> Int {
        let after = pageBreaks.partitionPoint { $0 > offset }
        return after > 0 ? pageBreaks[after - 1] : 0
    }

    /// Where the layout of a page stands; a checkpoint to go back to when a rule of good
    /// pages (widows, orphans, keep-with-next) moves text to the next page.
    private struct PageState {
        var position: Int
        var lineCount = 0
        var decorationCount = 0
        var row = 0
        var spacingAfterPrevious = 0
        /// Frames whose top border is drawn on this page and not yet closed.
        var openFrames = 0
        /// Hyphenated lines just placed, one after another.
        var hyphenatedRun = 0
    }

    /// The paragraph holding `offset`, as start and end (its separator's offset). The last one
    /// found is kept: a paragraph longer than a page is not scanned again for every page.
    private func paragraph(containing offset: Int) -> (start: Int, end: Int) {
        if let last = lastParagraph, last.start <= offset && offset <= last.end {
            return last
        }
        let found = (start: storage.paragraphStart(containing: offset), end: storage.paragraphEnd(from: offset))
        lastParagraph = found
        return found
    }

    /// An attachment about to be placed and the cells it takes.
    private typealias Block = (attachment: Attachment, columns: Int, rows: Int)

    /// A line placed on a page, and whether its paragraph is framed; for an attachment, the
    /// block it is and the rows it takes.
    private struct PlacedLine {
        var fragment: LineFragment
        var frameDepth: Int
        var block: Block?
    }

    /// A paragraph of the page being filled: its storage extent and style.
    private struct CurrentParagraph {
        var start: Int
        var end: Int
        var style: ParagraphStyle
    }

    /// A page being filled, with the checkpoints to go back to.
    private struct PageInProgress {
        var lines: [PlacedLine] = []
        var decorations: [Decoration] = []
        var state: PageState
        var paragraphs: [(checkpoint: PageState, keepWithNext: Bool)] = []
        /// The state before the last line was placed.
        var lastLineCheckpoint: PageState
        /// Whether list markers and frames are wanted, or only where lines go.
        let decorated: Bool

        init(start: Int, height: Int, decorated: Bool) {
            self.decorated = decorated
            state = PageState(position: start)
            lastLineCheckpoint = state
            lines.reserveCapacity(height)
        }

        mutating func restore(_ checkpoint: PageState) {
            state = checkpoint
            lines.removeLast(lines.count - checkpoint.lineCount)
            decorations.removeLast(decorations.count - checkpoint.decorationCount)
        }
    }

    /// Lays out the page that starts at `start` (a line start of an earlier layout): lines are
    /// placed until the page is full, then the rules of a good page may send some back.
    ///
    /// Rules of a good page: a paragraph of three lines or more leaves no single line alone
    /// at the bottom (orphan) or the top (widow) of a page; a paragraph that keeps with the
    /// next (a heading) never ends a page; a framed block gets a border row above and below
    /// on every page it is on. A rule gives way when obeying it would leave the page empty.
    public func layoutPage(startingAt start: Int, in container: TextContainer, decorated: Bool = true) -> Page {
        var page = PageInProgress(start: start, height: container.height, decorated: decorated)
        // A page that goes on with a word broken on the page before (a word wider than a line) does
        // not hyphenate its first line: no page is laid out knowing how many hyphens came before.
        if startsInsideWord(start) { page.state.hyphenatedRun = Self.longestHyphenatedRun }
        let last = fill(&page, in: container)
        if page.state.position < storage.length, let last {
            if page.state.position > last.start && page.state.position < last.end {
                keepWidowsAndOrphansTogether(&page, ending: last, in: container)
            }
            keepHeadingsWithTheirText(&page)
        }
        if let last { unhyphenateLastLine(&page, of: last, in: container) }
        if decorated { appendFrames(around: page.lines, to: &page.decorations) }
        var lines: [LineFragment] = []
        var blocks: [PlacedBlock] = []
        lines.reserveCapacity(page.lines.count)
        for placed in page.lines {
            let fragment = placed.fragment
            if let block = placed.block {
                blocks.append(
                    PlacedBlock(
                        attachment: block.attachment, range: fragment.range, row: fragment.row,
                        column: fragment.column, width: fragment.width, height: block.rows))
            } else {
                lines.append(fragment)
            }
        }
        return Page(range: start..<page.state.position, lines: lines, decorations: page.decorations, blocks: blocks)
    }

    /// Places lines, paragraph after paragraph, until the page is full or a page break comes;
    /// returns the paragraph it stopped in.
    private func fill(_ page: inout PageInProgress, in container: TextContainer) -> CurrentParagraph? {
        let length = storage.length
        var current: CurrentParagraph?
        while page.state.position < length {
            let position = page.state.position
            let (paragraphStart, paragraphEnd) = paragraph(containing: position)
            var style = storage.paragraphStyle(at: paragraphStart)
            style.writingDirection = paragraphDirection(of: paragraphStart..<paragraphEnd, style: style)
            if style.alignmentIsPhysical && style.writingDirection == .rightToLeft
                && [.start, .end].contains(style.alignment)
            {
                style.alignment = style.alignment == .start ? .end : .start
            }
            if isVertical { style = VerticalLayout.style(style) }
            // A frame needs a row above and below its text and two cells on each side of it; a
            // page too small for that has none.
            style.frameDepth = min(style.frameDepth, max(0, min((container.height - 1) / 2, (container.width - 1) / 4)))
            // A table's rows are a grid when it fits, else records of their cells.
            let tableGrid = style.tableCell.map { _ in self.tableGrid(at: paragraphStart, style: style, in: container) }
            let rowStart = style.tableCell.map { isRowStart(paragraphStart, of: $0) } ?? false
            if let cell = style.tableCell, let tableGrid {
                // A table is never framed: a frame around it closes before it and opens again after.
                style.framed = false
                // The table sets its own spacing: before it, and before each record.
                style.spacingBefore = rowStart && (cell.row == 0 || tableGrid.columns == nil) ? 1 : 0
                style.spacingAfter = 0
                if tableGrid.columns == nil || !rowStart && position == paragraphStart {
                    style = recordStyle(style, of: cell, labels: tableGrid.labels, rowStart: rowStart)
                }
            }
            current = CurrentParagraph(start: paragraphStart, end: paragraphEnd, style: style)
            if position == paragraphStart {
                if style.pageBreakBefore && !page.lines.isEmpty { break }
                if page.state.openFrames > style.frameDepth {
                    page.state.row += page.state.openFrames - style.frameDepth  // the bottom borders
                    page.state.openFrames = style.frameDepth
                }
                if paragraphStart == paragraphEnd {
                    // A blank line separates paragraphs; none is needed at the top of a page.
                    if !page.lines.isEmpty { page.state.row += 1 }
                    page.state.position = min(paragraphEnd + 1, length)
                    continue
                }
                if page.state.row >= container.height { break }
                page.paragraphs.append((page.state, style.keepWithNext))
                // Spacing between paragraphs collapses, as CSS margins do; none at the top of a page.
                if !page.lines.isEmpty { page.state.row += max(page.state.spacingAfterPrevious, style.spacingBefore) }
            }
            if let cell = style.tableCell, let grid = tableGrid, grid.columns != nil, position == paragraphStart,
                rowStart
            {
                switch placeTableRow(&page, from: paragraphStart, of: cell, grid: grid, style: style, in: container) {
                case .placed(let last):
                    current = last
                    continue
                case .noRoom:
                    return current
                case .tooTall:
                    // Read as a record, line by line.
                    style = recordStyle(style, of: cell, labels: grid.labels, rowStart: true)
                    current = CurrentParagraph(start: paragraphStart, end: paragraphEnd, style: style)
                }
            }
            while page.state.position < paragraphEnd {
                // A framed line needs its frames' top borders (once) and room for their bottom borders.
                let borders = max(0, style.frameDepth - page.state.openFrames) + style.frameDepth
                let block = block(at: page.state.position, style: style, container: container)
                // A block taller than what is left goes to the next page (no taller than a page).
                if page.state.row + borders + (block?.rows ?? 1) > container.height { return current }
                if !placeLine(&page, in: current!, block: block, container: container) { return current }
            }
            page.state.position = min(paragraphEnd + 1, length)
            page.state.spacingAfterPrevious = style.spacingAfter
        }
        return current
    }

    /// How a table row went onto the page.
    private enum RowPlacement {
        /// Placed whole; the row's last paragraph.
        case placed(CurrentParagraph)
        /// Not enough rows are left: the row goes to the next page.
        case noRoom
        /// Taller than a page: it is read as a record instead.
        case tooTall
    }

    /// The grid of the table holding `offset`, for the cells a line of `style` has; the last
    /// one found is kept.
    private func tableGrid(at offset: Int, style: ParagraphStyle, in container: TextContainer) -> TableGrid {
        let width = available(for: style, first: false, in: container)
        if let known = lastTableGrid, known.width == width, known.grid.range.contains(offset) { return known.grid }
        let grid = TableGrid(tableAt: offset, typesetter: typesetter, width: width)
        lastTableGrid = (width, grid)
        return grid
    }

    /// Whether the paragraph at `start` is the first of its table row.
    private func isRowStart(_ start: Int, of cell: TableCell) -> Bool {
        guard start > 0,
            let previous = storage.paragraphStyle(at: storage.paragraphStart(containing: start - 1)).tableCell
        else { return true }
        return previous.table != cell.table || previous.row != cell.row
    }

    /// Places the table row starting at `start` as a grid: each cell's paragraphs typeset in
    /// its column, columns side by side, a rule between columns and one below the row unless
    /// it is the table's last.
    private func placeTableRow(
        _ page: inout PageInProgress, from start: Int, of cell: TableCell, grid: TableGrid,
        style: ParagraphStyle, in container: TextContainer
    ) -> RowPlacement {
        guard let columns = grid.columns else { return .tooTall }
        // A right-to-left table (its first strong character, else its language) runs its columns
        // from the right edge: each place left to right is mirrored.
        let mirrored =
            direction(of: grid.range, style: storage.paragraphStyle(at: grid.range.lowerBound)) == .rightToLeft
        var lines:
            [(range: Range<Int>, row: Int, column: Int, cellWidth: Int, line: Typesetter.Line, rightToLeft: Bool)] = []
        var rowsOfColumn = [Int](repeating: 0, count: columns.count)
        // The column boundaries a spanning cell covers: no rule is drawn through its text.
        var spanned = Set<Int>()
        var next = start
        var last = CurrentParagraph(start: start, end: start, style: style)
        while next < storage.length, let other = storage.paragraphStyle(at: next).tableCell, other.table == cell.table,
            other.row == cell.row
        {
            let end = storage.paragraphEnd(from: next)
            last = CurrentParagraph(start: next, end: end, style: storage.paragraphStyle(at: next))
            // A cell without a strong character (a number) goes the table's way.
            let rightToLeft =
                last.style.writingDirection != .natural
                ? last.style.writingDirection == .rightToLeft
                : BidiResolver.firstStrongDirection(in: next..<end, of: storage).map { $0 == .rightToLeft } ?? mirrored
            let column = min(other.column, columns.count - 1)
            let width = grid.cellWidth(column: column, span: other.span)
            if other.span > 1 { spanned.formUnion((column + 1)..<min(column + other.span, columns.count)) }
            var lineStart = next
            while lineStart < end {
                let line = typesetter.line(from: lineStart, limit: end, width: width)
                lines.append(
                    (lineStart..<line.end, rowsOfColumn[column], columns[column].start, width, line, rightToLeft))
                rowsOfColumn[column] += 1
                lineStart = max(line.end, lineStart + 1)
            }
            next = end + 1
        }
        let height = max(rowsOfColumn.max() ?? 1, 1)
        let lastRow = next >= storage.length || storage.paragraphStyle(at: next).tableCell?.table != cell.table
        if page.state.row + height > container.height { return page.lines.isEmpty ? .tooTall : .noRoom }
        page.lastLineCheckpoint = page.state
        let left = indents(of: style, first: false, in: container).head
        func physical(_ column: Int, width: Int) -> Int { mirrored ? container.width - column - width : column }
        let base = page.state.row
        for line in lines {
            // Right-to-left text stands at its cell's right side.
            let cell = physical(left + line.column, width: line.cellWidth)
            let fragment = LineFragment(
                range: line.range, row: base + line.row,
                column: cell + (line.rightToLeft ? line.cellWidth - line.line.width : 0), width: line.line.width,
                hyphenated: line.line.hyphenated, isRightToLeft: line.rightToLeft)
            page.lines.append(PlacedLine(fragment: fragment, frameDepth: 0, block: nil))
        }
        let rule = !lastRow && base + height < container.height
        if page.decorated {
            for (index, column) in columns.enumerated().dropFirst() where !spanned.contains(index) {
                for row in base..<(base + height) {
                    page.decorations.append(
                        Decoration(row: row, column: physical(left + column.start - 2, width: 1), text: "│", width: 1))
                }
            }
            if rule {
                let text = (mirrored ? columns.reversed() : columns).map { String(repeating: "─", count: $0.width) }
                    .joined(separator: "─┼─")
                page.decorations.append(
                    Decoration(
                        row: base + height, column: physical(left, width: grid.width), text: text, width: grid.width))
            }
        }
        page.state.lineCount = page.lines.count
        page.state.decorationCount = page.decorations.count
        page.state.position = min(next, storage.length)
        page.state.hyphenatedRun = 0
        page.state.row += height + (rule ? 1 : 0)
        page.state.spacingAfterPrevious = lastRow ? 1 : 0
        return .placed(last)
    }

    /// A table cell read as part of a record, when its table's grid does not fit: a row's
    /// first cell opens a record, and each cell is labelled with its column's header.
    private func recordStyle(_ style: ParagraphStyle, of cell: TableCell, labels: [Int: String], rowStart: Bool)
        -> ParagraphStyle
    {
        var style = style
        style.spacingBefore = rowStart ? 1 : 0
        style.spacingAfter = 0
        if !cell.header, let label = labels[cell.column] {
            let marker = label + ":"
            let room = markerWidth(marker) + 1
            style.listMarker = marker
            style.firstLineHeadIndent = style.headIndent + room
            style.headIndent += room
        }
        return style
    }

    /// Places the next line of `paragraph` (or the block it is) on the page, with its list
    /// marker and frame border; false when the line, readings beside it, has no room left.
    private func placeLine(
        _ page: inout PageInProgress, in paragraph: CurrentParagraph, block: Block?,
        container: TextContainer
    ) -> Bool {
        let style = paragraph.style
        let first = page.state.position == paragraph.start
        let row = page.state.row + max(0, style.frameDepth - page.state.openFrames)
        var fragment = lineFragment(
            from: page.state.position, limit: paragraph.end, row: row, first: first,
            style: style, container: container, block: block,
            hyphenates: page.state.hyphenatedRun < Self.longestHyphenatedRun)
        if fragment.readingsBeside {
            // The readings take the row before the line's; a page of one column keeps them in it.
            if row + 2 <= container.height {
                fragment.row += 1
            } else if !page.lines.isEmpty {
                return false
            } else {
                fragment = lineFragment(
                    from: page.state.position, limit: paragraph.end, row: row, first: first, style: style,
                    container: container, readingsBeside: false)
            }
        }
        page.lastLineCheckpoint = page.state
        if style.frameDepth > page.state.openFrames {
            page.state.row += style.frameDepth - page.state.openFrames
            page.state.openFrames = style.frameDepth
        }
        if first && page.decorated, let marker = style.listMarker, case let width = markerWidth(marker),
            case let column = indents(of: style, first: true, in: container).head - 1 - max(width, 2), column >= 0
        {
            // On the start side: mirrored in right-to-left text, and read in its order (1. is .1).
            let placed = fragment.isRightToLeft ? container.width - column - width : column
            page.decorations.append(
                Decoration(
                    row: fragment.row, column: placed, text: marker, width: width, rightToLeft: fragment.isRightToLeft))
        }
        page.lines.append(PlacedLine(fragment: fragment, frameDepth: style.frameDepth, block: block))
        page.state.lineCount = page.lines.count
        page.state.decorationCount = page.decorations.count
        page.state.position = fragment.range.upperBound
        page.state.hyphenatedRun = fragment.hyphenated ? page.state.hyphenatedRun + 1 : 0
        page.state.row = fragment.row + (block?.rows ?? 1) + style.lineSpacing
        return true
    }

    /// Whether `offset` is inside a word: a letter (or a soft hyphen) before it, a letter at it.
    private func startsInsideWord(_ offset: Int) -> Bool {
        guard offset > 0 && offset < storage.length else { return false }
        func isLetter(_ unit: UInt16) -> Bool { Unicode.Scalar(unit)?.properties.isAlphabetic ?? false }
        let before = storage[offset - 1]
        return (before == CodeUnit.softHyphen || isLetter(before)) && isLetter(storage[offset])
    }

    /// The page ends inside `paragraph`: no widow (its last line alone at the top of the next
    /// page) and no orphan (its first line alone at the bottom of this one) in a paragraph of
    /// three lines or more.
    private func keepWidowsAndOrphansTogether(
        _ page: inout PageInProgress, ending paragraph: CurrentParagraph,
        in container: TextContainer
    ) {
        let startedHere = page.paragraphs.last?.checkpoint.position == paragraph.start
        let linesHere = page.lines.count - (startedHere ? page.paragraphs.last!.checkpoint.lineCount : 0)
        let next = lineFragment(
            from: page.state.position, limit: paragraph.end, row: 0, first: false,
            style: paragraph.style, container: container,
            hyphenates: page.state.hyphenatedRun < Self.longestHyphenatedRun)
        let oneLeft = next.range.upperBound >= paragraph.end
        let total = startedHere ? linesHere + (oneLeft ? 1 : 2) : 3
        if total >= 3 && oneLeft && linesHere >= 2 && !(startedHere && linesHere == 2) {
            page.restore(page.lastLineCheckpoint)  // no widow: one more line goes over
        } else if total >= 3 && startedHere && (linesHere == 1 || (oneLeft && linesHere == 2)),
            let checkpoint = page.paragraphs.last?.checkpoint, checkpoint.lineCount > 0
        {
            page.restore(checkpoint)  // no orphan: the whole paragraph goes over
            page.paragraphs.removeLast()
        }
    }

    /// The last line of a page is never hyphenated: its word goes whole to the next page. A
    /// hyphenated line is never a paragraph's last, so it is in the paragraph the page ends in.
    private func unhyphenateLastLine(
        _ page: inout PageInProgress, of paragraph: CurrentParagraph, in container: TextContainer
    ) {
        guard let last = page.lines.last, last.block == nil, last.fragment.hyphenated else { return }
        let start = last.fragment.range.lowerBound
        let fragment = lineFragment(
            from: start, limit: paragraph.end, row: last.fragment.row, first: start == paragraph.start,
            style: paragraph.style, container: container, hyphenates: false)
        page.lines[page.lines.count - 1].fragment = fragment
        page.state.position = fragment.range.upperBound
    }

    /// The page ends between paragraphs: the run of headings at its end goes over with the
    /// text they head. When the run is all the page holds, the rule gives way (or a book of
    /// headings would get one a page), but for the last heading when text, not another
    /// heading, comes next.
    private func keepHeadingsWithTheirText(_ page: inout PageInProgress) {
        let position = page.state.position
        guard position == 0 || TextStorage.isParagraphSeparator(storage[position - 1]),
            !storage.paragraphStyle(at: position).pageBreakBefore
        else { return }
        if page.paragraphs.last?.checkpoint.position == position { page.paragraphs.removeLast() }
        var run = page.paragraphs.count
        while run > 0, page.paragraphs[run - 1].keepWithNext, page.paragraphs[run - 1].checkpoint.position < position {
            run -= 1
        }
        if run < page.paragraphs.count, page.paragraphs[run].checkpoint.lineCount == 0 {
            run = storage.paragraphStyle(at: position).keepWithNext ? page.paragraphs.count : page.paragraphs.count - 1
        }
        if run < page.paragraphs.count, page.paragraphs[run].checkpoint.lineCount > 0 {
            page.restore(page.paragraphs[run].checkpoint)
            page.paragraphs.removeLast(page.paragraphs.count - run)
        }
    }

    /// The base direction of the paragraph `range`, kept for its next pages: a paragraph
    /// without a strong character is read to its end to find none.
    private func paragraphDirection(of range: Range<Int>, style: ParagraphStyle) -> WritingDirection {
        if let last = lastDirection, last.range == range { return last.direction }
        let found = direction(of: range, style: style)
        lastDirection = (range, found)
        return found
    }

    /// The base direction of the paragraph `range` of `style`: the style's, else that of its
    /// first strong character, else its language's, else left to right.
    private func direction(of range: Range<Int>, style: ParagraphStyle) -> WritingDirection {
        if style.writingDirection != .natural { return style.writingDirection }
        if let found = BidiResolver.firstStrongDirection(in: range, of: storage) { return found }
        return storage.language(at: range.lowerBound).map(WritingDirection.of(language:)) == .rightToLeft
            ? .rightToLeft : .leftToRight
    }

    private func markerWidth(_ marker: String) -> Int {
        if let width = markerWidths[marker] { return width }
        let width = TextSegmenter.width(of: marker)
        if markerWidths.count < 1024 { markerWidths[marker] = width }
        return width
    }

    /// The contour frames around each run of framed lines, level by level: a frame around
    /// lines inside deeper frames keeps two cells from each of them, their borders included,
    /// and is a plain rectangle (only the innermost frames follow their lines, so that no two
    /// frames step on one row).
    private func appendFrames(around lines: [PlacedLine], to result: inout [Decoration]) {
        let deepest = lines.map(\.frameDepth).max() ?? 0
        guard deepest > 0 else { return }
        var run: [ContourFrame.Row] = []
        var enclosing = false
        func close() {
            if enclosing, let left = run.map(\.left).min(), let right = run.map(\.right).max() {
                for index in run.indices { (run[index].left, run[index].right) = (left, right) }
            }
            ContourFrame.append(around: run, to: &result)
            run.removeAll(keepingCapacity: true)
            enclosing = false
        }
        for level in 1...deepest {
            for (index, line) in lines.enumerated() {
                guard line.frameDepth >= level else {
                    close()
                    continue
                }
                if line.frameDepth > level { enclosing = true }
                let fragment = line.fragment
                let outset = 2 * (line.frameDepth - level)
                func row(_ row: Int) -> ContourFrame.Row {
                    ContourFrame.Row(
                        row: row, left: fragment.column - outset, right: fragment.column + fragment.width + outset)
                }
                // The top borders of the deeper frames opened just above this line.
                let above = index > 0 && !run.isEmpty ? lines[index - 1].frameDepth : level
                if line.frameDepth > max(above, level) {
                    for border in stride(from: line.frameDepth - max(above, level), through: 1, by: -1) {
                        run.append(row(fragment.row - border))
                    }
                }
                run.append(row(fragment.row))
                // The bottom borders of the deeper frames closed just below it.
                let below = index + 1 < lines.count ? lines[index + 1].frameDepth : 0
                if line.frameDepth > max(below, level) {
                    for border in 1...(line.frameDepth - max(below, level)) { run.append(row(fragment.row + border)) }
                }
            }
            close()
        }
    }

    /// The block of the attachment at `offset` when it is alone in its paragraph (anywhere else
    /// U+FFFC is text), and the cells it takes: as many as it asks for, as many rows as a page has.
    private func block(at offset: Int, style: ParagraphStyle, container: TextContainer) -> Block? {
        guard let attachment = storage.attachment(at: offset),
            offset == 0 || TextStorage.isParagraphSeparator(storage[offset - 1]),
            offset + 1 == storage.length || TextStorage.isParagraphSeparator(storage[offset + 1])
        else { return nil }
        if isVertical, case .image = attachment.content {
            // Turned: the picture's cells across are the page's columns, its rows those of a column.
            let size = attachment.size(
                forWidth: VerticalLayout.columnWidth * container.height, maxRows: available(for: style, in: container),
                cell: cellSize)
            return (attachment, size.rows, (size.columns + 1) / VerticalLayout.columnWidth)
        }
        let size = attachment.size(
            forWidth: available(for: style, in: container), maxRows: container.height - 2 * style.frameDepth,
            cell: cellSize)
        return (attachment, size.columns, size.rows)
    }

    /// The cells a line of `style` has, its indent and tail indent taken off.
    private func available(for style: ParagraphStyle, first: Bool = true, in container: TextContainer) -> Int {
        let indents = indents(of: style, first: first, in: container)
        return max(1, container.width - indents.head - indents.tail)
    }

    /// The head and tail indents of a line of `style` in `container`: as the style says while
    /// its text keeps at least `minimumText` cells, else both shrunk in proportion to what
    /// they are on the paragraph's widest-indented line (a frame keeping its two cells a side),
    /// so that a narrow page squeezes margins, never the text.
    func indents(of style: ParagraphStyle, first: Bool, in container: TextContainer) -> (head: Int, tail: Int) {
        let share = style.headIndentPercent == 0 ? 0 : container.width * style.headIndentPercent / 100
        let head = max(0, (first ? style.firstLineHeadIndent : style.headIndent) + share)
        let tail = max(
            0, style.tailIndent + (style.tailIndentPercent == 0 ? 0 : container.width * style.tailIndentPercent / 100))
        let widest = max(0, max(style.firstLineHeadIndent, style.headIndent) + share) + tail
        // Most paragraphs are indented far less than the least a narrow page keeps for text.
        if widest + 10 <= container.width / 2 { return (head, tail) }
        let room = container.width - Self.minimumText(in: container.width)
        guard widest > room else { return (head, tail) }
        let frame = 2 * style.frameDepth
        let shrunkHead = max(frame, head * max(0, room) / widest)
        let shrunkTail = max(frame, tail * max(0, room) / widest)
        return (min(shrunkHead, max(0, container.width - 1)), shrunkTail)
    }

    /// The cells a line's text keeps whatever its indents: half the measure or 10 cells,
    /// whichever is less, and never less than a wide character.
    public static func minimumText(in width: Int) -> Int {
        min(width, max(2, min((width + 1) / 2, 10)))
    }

    private func lineFragment(
        from start: Int, limit: Int, row: Int, first: Bool, style: ParagraphStyle, container: TextContainer,
        block: Block? = nil, hyphenates mayHyphenate: Bool = true, readingsBeside: Bool = true
    ) -> LineFragment {
        let indent = indents(of: style, first: first, in: container).head
        let available = available(for: style, first: first, in: container)
        let justified =
            !isVertical && ((style.isBodyText ? bodyTextJustification : nil) ?? (style.alignment == .justified))
        // A word wider than the line takes a hyphen at one of its points, whatever the rules of hyphens
        // in a row and of a page's last line say: it is broken anyway.
        let hyphenators = justified && hyphenates && block == nil ? hyphenators : nil
        let line =
            block.map { Typesetter.Line(end: start + 1, width: min($0.columns, available)) }
            ?? typesetter.line(
                from: start, limit: limit, width: available, hyphenators: hyphenators, optionalHyphens: mayHyphenate,
                readingsBeside: readingsBeside)
        var fragment = LineFragment(
            range: start..<line.end, row: row, column: indent, width: line.width,
            hyphenated: line.hyphenated, isRightToLeft: style.writingDirection == .rightToLeft)
        fragment.readingRoom = line.readingsBeside ? Int32(clamping: available) : 0
        let slack = available - line.width
        switch style.alignment {
        case .start, .justified: break
        case .center: fragment.column += slack / 2
        case .end: fragment.column += slack
        }
        if justified && slack > 0 && line.end < limit && storage[line.end - 1] != CodeUnit.lineSeparator {
            let gaps = Justification.gapCount(in: start..<line.end, of: storage, hidden: segmenter.hidden)
            if gaps > 0 && slack <= gaps * Justification.maximumExtraPerGap {
                fragment.justification = slack
                fragment.width = available
            }
        }
        // Right-to-left lines start at the right edge: their columns mirror those of the same line
        // left to right.
        if fragment.isRightToLeft { fragment.column = container.width - fragment.column - fragment.width }
        fragment.column = max(0, min(fragment.column, container.width - fragment.width))
        return fragment
    }
}
