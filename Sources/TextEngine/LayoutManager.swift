/// Typesets a storage into pages: fills one text container after another until every
/// grapheme of the storage is laid out (the loop of TextKit's horizontal reader).
public final class LayoutManager {
    public let storage: TextStorage
    public let segmenter: TextSegmenter
    private let typesetter: Typesetter

    public init(storage: TextStorage) {
        self.storage = storage
        self.segmenter = TextSegmenter(storage: storage)
        self.typesetter = Typesetter(segmenter: segmenter)
    }

    /// Lays the whole storage out into containers of one size; always at least one page.
    public func layoutPages(in container: TextContainer) -> [Page] {
        var pages: [Page] = []
        var start = 0
        repeat {
            let page = layoutPage(startingAt: start, in: container)
            if page.lines.isEmpty, let last = pages.indices.last {
                // Only blank paragraphs were left: they end the previous page.
                pages[last].range = pages[last].range.lowerBound..<page.range.upperBound
            } else {
                pages.append(page)
            }
            start = page.range.upperBound
        } while start < storage.length
        return pages
    }

    /// Lays out the page that starts at `start` (a line start of an earlier layout).
    public func layoutPage(startingAt start: Int, in container: TextContainer) -> Page {
        let length = storage.length
        var lines: [LineFragment] = []
        var decorations: [Decoration] = []
        var row = 0
        var spacingAfterPrevious = 0
        var position = start
        while position < length && row < container.height {
            let paragraphStart = storage.paragraphStart(containing: position)
            let paragraphEnd = storage.paragraphEnd(from: position)
            let next = min(paragraphEnd + 1, length)
            let style = storage.paragraphStyle(at: paragraphStart)
            if position == paragraphStart {
                if style.pageBreakBefore && !lines.isEmpty { break }
                if paragraphStart == paragraphEnd {
                    // A blank line separates paragraphs; none is needed at the top of a page.
                    if !lines.isEmpty { row += 1 }
                    position = next
                    continue
                }
                // Spacing between paragraphs collapses, as CSS margins do; none at the top of a page.
                if !lines.isEmpty { row += max(spacingAfterPrevious, style.spacingBefore) }
                if row >= container.height { break }
            }
            while position < paragraphEnd && row < container.height {
                let first = position == paragraphStart
                let fragment = lineFragment(from: position, limit: paragraphEnd, row: row, first: first,
                                            style: style, container: container)
                if first, let marker = style.listMarker {
                    let width = TextSegmenter.width(of: marker)
                    decorations.append(Decoration(row: row, column: max(0, style.headIndent - 1 - width), text: marker))
                }
                lines.append(fragment)
                position = fragment.range.upperBound
                row += 1 + style.lineSpacing
            }
            if position < paragraphEnd { break }
            position = next
            spacingAfterPrevious = style.spacingAfter
        }
        return Page(range: start..<position, lines: lines, decorations: decorations)
    }

    private func lineFragment(
        from start: Int, limit: Int, row: Int, first: Bool, style: ParagraphStyle, container: TextContainer
    ) -> LineFragment {
        let indent = min(first ? style.firstLineHeadIndent : style.headIndent, container.width - 1)
        let available = max(1, container.width - indent - style.tailIndent)
        let line = typesetter.line(from: start, limit: limit, width: available)
        let slack = available - line.width
        let offset: Int
        switch style.alignment {
        case .left, .justified: offset = 0
        case .center: offset = slack / 2
        case .right: offset = slack
        }
        let column = min(indent + offset, container.width - line.width)
        return LineFragment(range: start..<line.end, row: row, column: max(0, column), width: line.width)
    }
}
