/// Page composition: fills a page with lines, paragraph after paragraph, until it is full or
/// a page break comes, then applies the rules of a good page (`PageRules`) and draws the
/// frames (`FrameDecoration`). Each paragraph is resolved (`ParagraphResolver`), its lines set
/// (`LineSetter`), a table's rows placed as a grid (`placeTableRow`).
final class PageComposer {
    let storage: TextStorage
    let lines: LineSetter
    let paragraphs: ParagraphResolver

    init(lines: LineSetter) {
        storage = lines.storage
        self.lines = lines
        paragraphs = ParagraphResolver(lines: lines)
    }

    /// Lays out the page that starts at `start` (a line start of an earlier layout): lines are
    /// placed until the page is full, then the rules of a good page may send some back; a
    /// framed block gets a border row above and below on every page it is on. The page holds
    /// text that states the writing mode `stated` only.
    func layoutPage(startingAt start: Int, in container: TextContainer, decorated: Bool, stated: WritingMode?) -> Page {
        var page = PageInProgress(start: start, height: container.height, decorated: decorated, stated: stated)
        // A page that goes on with a word broken on the page before (a word wider than a line) does
        // not hyphenate its first line: no page is laid out knowing how many hyphens came before.
        if startsInsideWord(start) { page.state.hyphenatedRun = LayoutManager.longestHyphenatedRun }
        if let last = fill(&page, in: container) { applyRules(to: &page, endingIn: last, in: container) }
        if decorated { FrameDecoration.append(around: page.lines, width: container.width, to: &page.decorations) }
        return page.page(from: start)
    }

    /// Places lines, paragraph after paragraph, until the page is full or a page break comes;
    /// returns the paragraph it stopped in.
    private func fill(_ page: inout PageInProgress, in container: TextContainer) -> ResolvedParagraph? {
        let length = storage.length
        var current: ResolvedParagraph?
        while page.state.position < length {
            let position = page.state.position
            let (start, end) = paragraphs.paragraph(containing: position)
            var paragraph = ResolvedParagraph(start: start, end: end, style: storage.paragraphStyle(at: start))
            let table = paragraphs.resolve(&paragraph, at: position, vertical: lines.options.isVertical, in: container)
            current = paragraph
            if position == start {
                switch open(paragraph, on: &page, height: container.height) {
                case .opened: break
                case .blank: continue
                case .pageEnds: return current
                }
            }
            if let table, table.grid.columns != nil, position == start, table.rowStart {
                let style = paragraph.style
                switch placeTableRow(&page, from: start, of: table.cell, grid: table.grid, style: style, in: container)
                {
                case .placed(let last):
                    current = last
                    continue
                case .noRoom:
                    return current
                case .tooTall:
                    // Read as a record, line by line.
                    paragraph.style = paragraphs.recordStyle(
                        style, of: table.cell, labels: table.grid.labels, rowStart: true)
                    current = paragraph
                }
            }
            while page.state.position < end {
                let style = paragraph.style
                // A framed line needs its frames' top borders (once) and room for their bottom borders.
                let borders = max(0, style.frameDepth - page.state.openFrames) + style.frameDepth
                let block = lines.block(at: page.state.position, style: style, container: container)
                // A block taller than what is left goes to the next page (no taller than a page).
                if page.state.row + borders + (block?.rows ?? 1) > container.height { return current }
                if !placeLine(&page, in: paragraph, block: block, container: container) { return current }
            }
            page.state.position = min(end + 1, length)
            page.state.spacingAfterPrevious = paragraph.style.spacingAfter
        }
        return current
    }

    /// How a paragraph began on the page.
    private enum Opening {
        /// Its lines come next.
        case opened
        /// It is blank: passed over.
        case blank
        /// It goes to the next page.
        case pageEnds
    }

    /// Begins `paragraph` on the page at its start: the bottom borders of the open frames of
    /// blocks it is not in (a block of its own after another is a frame of its own), the
    /// spacing before it; a blank paragraph is a blank line between others.
    private func open(_ paragraph: ResolvedParagraph, on page: inout PageInProgress, height: Int) -> Opening {
        let style = paragraph.style
        if style.pageBreakBefore && !page.lines.isEmpty { return .pageEnds }
        var shared = 0
        if let last = page.lines.last?.frames {
            while shared < min(last.count, paragraph.frames.count) && last[shared].id == paragraph.frames[shared].id {
                shared += 1
            }
        }
        if page.state.openFrames > shared {
            page.state.row += page.state.openFrames - shared  // the bottom borders
            page.state.openFrames = shared
        }
        if paragraph.start == paragraph.end {
            // A blank line separates paragraphs; none is needed at the top of a page.
            if !page.lines.isEmpty { page.state.row += 1 }
            page.state.position = min(paragraph.end + 1, storage.length)
            return .blank
        }
        if page.state.row >= height || style.writingMode != page.stated && !page.lines.isEmpty { return .pageEnds }
        page.paragraphs.append((page.state, style.keepWithNext))
        // Spacing between paragraphs collapses, as CSS margins do; none at the top of a page.
        if !page.lines.isEmpty { page.state.row += max(page.state.spacingAfterPrevious, style.spacingBefore) }
        return .opened
    }

    /// Places the next line of `paragraph` (or the block it is) on the page, with its list
    /// marker and frame border; false when the line, readings beside it, has no room left.
    private func placeLine(
        _ page: inout PageInProgress, in paragraph: ResolvedParagraph, block: AttachmentBlock?,
        container: TextContainer
    ) -> Bool {
        let style = paragraph.style
        let first = page.state.position == paragraph.start
        let row = page.state.row + max(0, style.frameDepth - page.state.openFrames)
        var fragment = lines.line(
            from: page.state.position, limit: paragraph.end, row: row, first: first,
            style: style, container: container, block: block,
            hyphenates: page.state.mayHyphenate)
        if fragment.readingsBeside {
            // The readings take the row before the line's; a page of one column keeps them in it.
            if row + 2 <= container.height {
                fragment.row += 1
            } else if !page.lines.isEmpty {
                return false
            } else {
                fragment = lines.line(
                    from: page.state.position, limit: paragraph.end, row: row, first: first, style: style,
                    container: container, readingsBeside: false)
            }
        }
        page.lastLineCheckpoint = page.state
        let opened = max(0, style.frameDepth - page.state.openFrames)
        page.state.row += opened
        page.state.openFrames += opened
        if first && page.decorated, let marker = style.listMarker {
            appendMarker(marker, of: fragment, in: paragraph, to: &page, in: container)
        }
        page.lines.append(PlacedLine(fragment: fragment, frames: paragraph.frames, opened: opened, block: block))
        page.state.lineCount = page.lines.count
        page.state.decorationCount = page.decorations.count
        page.state.position = fragment.range.upperBound
        page.state.hyphenatedRun = fragment.hyphenated ? page.state.hyphenatedRun + 1 : 0
        page.state.row = fragment.row + (block?.rows ?? 1) + style.lineSpacing
        return true
    }

    /// The list marker of a paragraph's first line, right-aligned in the cells before its
    /// indent, two cells from the text at the least; none when the indent has no room for it.
    /// In a frame it stands inside the frame's measure, clear of its border and padding; when
    /// the paragraph is the frame's own text (a quotation in a list item), before the frame.
    private func appendMarker(
        _ marker: String, of fragment: LineFragment, in paragraph: ResolvedParagraph, to page: inout PageInProgress,
        in container: TextContainer
    ) {
        let width = paragraphs.markerWidth(marker)
        let room = LineSetter.markerRoom(width)
        let head = lines.indents(of: paragraph.style, first: true, in: container).head
        var column = head - room
        if let frame = paragraph.frames.last?.indents(rightToLeft: fragment.isRightToLeft) {
            let inside = head > frame.head
            if !inside { column = frame.head - 2 - room }
            let outer = paragraph.frames.dropLast().last?.indents(rightToLeft: fragment.isRightToLeft).head ?? 0
            guard column >= (inside ? frame.head : outer) else { return }
        }
        guard column >= 0 else { return }
        // On the start side: mirrored in right-to-left text, and read in its order (1. is .1).
        let placed = fragment.isRightToLeft ? container.width - column - width : column
        page.decorations.append(
            .marker(marker, row: fragment.row, column: placed, width: width, rightToLeft: fragment.isRightToLeft))
    }

    /// Whether `offset` is inside a word: a letter (or a soft hyphen) before it, a letter at it.
    private func startsInsideWord(_ offset: Int) -> Bool {
        guard offset > 0 && offset < storage.length else { return false }
        func isLetter(_ unit: UInt16) -> Bool { Unicode.Scalar(unit)?.properties.isAlphabetic ?? false }
        let before = storage[offset - 1]
        return (before == CodeUnit.softHyphen || isLetter(before)) && isLetter(storage[offset])
    }
}
