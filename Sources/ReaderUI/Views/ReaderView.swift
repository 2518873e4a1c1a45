import Pictures
import ReaderCore
import Terminal
import TextEngine

/// Renders a reader session into a screen: the visible pages, then the status line (`StatusLine`:
/// the page as N/M, N-N+1/M for two pages, the chapter, the time left, the title).
public enum ReaderView {
    /// `pictures` draws the book's pictures; without it each is a box holding its alt text.
    /// `shapesArabic` draws Arabic letters joined, for terminals that do not shape them.
    /// `colorCount` is how many colours highlights and `theme` may take (0 under `NO_COLOR`).
    /// `keys` are the bindings in force, which the list of keys shows.
    public static func render(
        _ session: ReaderSession, notice: String?, columns: Int, rows: Int,
        pictures: PictureDrawing? = nil, shapesArabic: Bool = false, colorCount: Int = 256, theme: Theme = .terminal,
        keys: KeyMap = .defaults
    ) -> Screen {
        let theme = theme.shown(colorCount: colorCount)
        var screen = Screen(width: columns, height: rows)
        guard let geometry = session.geometry else {
            drawTooSmall(into: &screen)
            return screen
        }
        let hits = session.visibleHits()
        var highlights = PageRenderer.Highlights(hits: hits.hits, current: hits.current)
        highlights.searchColors = theme.roleColors.search
        if let link = session.linkSelection { highlights.selectedLink = session.book.links[link].range }
        highlights.marks = session.visibleHighlights().map {
            .init(
                range: $0.range, paint: theme.highlightPaint($0.colour, colorCount: colorCount),
                hasNote: !$0.note.isEmpty)
        }
        if let shown = session.selectionShown() {
            if shown.isCursor { highlights.cursor = shown.range } else { highlights.selection = shown.range }
        }
        for (rect, index) in zip(session.pageRects, session.visiblePages()) {
            let page = session.paginator.layOutPage(at: index)
            let segmenter = session.layoutManager.segmenter(for: page)
            if page.writingMode.isVertical {
                VerticalPageRenderer(segmenter: segmenter, pictures: pictures).draw(
                    page, into: &screen, in: rect, highlights: highlights)
            } else {
                PageRenderer(
                    segmenter: segmenter, pictures: pictures, shapesArabic: shapesArabic, roles: theme.roleColors
                )
                .draw(page, into: &screen, in: rect, highlights: highlights)
            }
        }
        drawStatus(
            session, notice: notice ?? session.selectionStatus(), shapesArabic: shapesArabic,
            style: theme.colorsStatus ? [] : .reverse, into: &screen, in: geometry.statusRect)
        switch session.overlay {
        case .contents(let contents):
            ContentsView.draw(session, selection: contents.selection, shapesArabic: shapesArabic, into: &screen)
        case .prompt(let prompt): drawPrompt(prompt, into: &screen, in: geometry.statusRect)
        case .help(let list): HelpView.draw(list, lines: keys.helpLines, into: &screen)
        case .bookmarks(let list):
            BookmarksView.draw(session, selection: list.selection, shapesArabic: shapesArabic, into: &screen)
        case .note(let note): NoteView.draw(note, of: session, into: &screen)
        case .viewer(let viewer): ViewerView.draw(viewer, of: session, pictures: pictures, into: &screen)
        case .highlights(let list):
            HighlightsView.draw(list, of: session, shapesArabic: shapesArabic, into: &screen)
        case .noteEditor(let editor): NoteEditorView.draw(editor, into: &screen)
        case .definition(let shown): DefinitionView.draw(shown, of: session, into: &screen)
        case .statistics(let shown): StatisticsView.draw(shown, into: &screen)
        case .selection, nil: break
        }
        theme.paint(&screen, status: geometry.statusRect)
        return screen
    }

    /// "N/M" or "N-N+1/M"; "N/…" while the pages after the ones on screen are still being
    /// found, "…/…" while those before them are.
    public static func pageLabel(_ session: ReaderSession) -> String {
        let visible = session.visiblePages()
        guard session.paginator.isNumbered(visible.lowerBound) else { return "…/…" }
        let first = visible.lowerBound + 1
        let range = visible.count > 1 ? "\(first)-\(visible.upperBound)" : "\(first)"
        return "\(range)/" + (session.paginator.isComplete ? "\(max(session.paginator.foundCount, 1))" : "…")
    }

    private static func drawStatus(
        _ session: ReaderSession, notice: String?, shapesArabic: Bool, style: CellStyle, into screen: inout Screen,
        in rect: Rect
    ) {
        screen.fill(row: rect.row, columns: rect.column..<rect.right, style: style)
        StatusLine(session, notice: notice).draw(into: &screen, in: rect, style: style, shapesArabic: shapesArabic)
    }

    /// The prompt over the status line: its sigil and text, the cursor a reverse cell, the end
    /// of a text longer than the line kept in view.
    private static func drawPrompt(_ prompt: PromptLine, into screen: inout Screen, in rect: Rect) {
        screen.fill(row: rect.row, columns: rect.column..<rect.right, style: [])
        let characters = Array(prompt.text)
        let sigilWidth = TextLine.width(of: prompt.sigil)
        let room = max(1, rect.width - 2 - sigilWidth)
        let first = max(0, prompt.cursor - room + 1)
        var column = rect.column + 1
        TextLine.draw(
            prompt.sigil, into: &screen, in: Rect(row: rect.row, column: column, width: sigilWidth, height: 1))
        column += sigilWidth
        for index in first..<max(first, characters.count + 1) where column < rect.right {
            let character = index < characters.count ? String(characters[index]) : " "
            let width = max(1, TextLine.width(of: character))
            guard column + width <= rect.right else { break }
            TextLine.draw(
                character, into: &screen, in: Rect(row: rect.row, column: column, width: width, height: 1),
                style: index == prompt.cursor ? .reverse : [])
            column += width
        }
    }

    private static func drawTooSmall(into screen: inout Screen) {
        let message = "Terminal too small"
        let detail = "\(PageGeometry.minimumColumns)x\(PageGeometry.minimumRows) at least"
        let middle = max(0, screen.height / 2 - 1)
        for (offset, text) in [message, detail].enumerated() {
            let width = min(TextLine.width(of: text), screen.width)
            TextLine.draw(
                text, into: &screen,
                in: Rect(
                    row: middle + offset, column: max(0, (screen.width - width) / 2), width: screen.width, height: 1))
        }
    }
}
