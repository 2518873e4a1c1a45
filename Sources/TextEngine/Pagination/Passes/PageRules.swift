/// The rules of a good page, applied once a page is full: a paragraph leaves no single line
/// alone at the bottom (orphan) or the top (widow) of a page (CSS's `orphans: 2; widows: 2`,
/// so a paragraph of two lines, or a line of verse and its turnover, is never parted); a paragraph
/// that keeps with the next (a heading) never ends a page. A rule gives way when obeying it
/// would leave the page empty.
enum PageRules {
    /// What the widow and orphan rule does to the page ending inside a paragraph.
    enum Verdict: Equatable {
        /// The page stays as it is.
        case keep
        /// The page's last line goes over: no widow.
        case lastLineGoesOver
        /// The paragraph goes over whole: no orphan.
        case paragraphGoesOver
    }

    /// The page ends inside a paragraph of which it holds `linesHere` lines (all of its lines
    /// so far when `startedHere`); `oneLeft` when a single line of it is left for the next
    /// page, `linesBefore` when the page holds lines before the paragraph.
    static func widowsAndOrphans(linesHere: Int, startedHere: Bool, oneLeft: Bool, linesBefore: Bool) -> Verdict {
        if oneLeft && linesHere >= 2 && !(startedHere && linesHere == 2) { return .lastLineGoesOver }
        if startedHere && (linesHere == 1 || (oneLeft && linesHere == 2)) && linesBefore {
            return .paragraphGoesOver
        }
        return .keep
    }

    /// The page ends between paragraphs, before one that keeps with the next when
    /// `nextKeepsWithNext`: the run of headings at its end goes over with the text they head.
    /// When the run is all the page holds, the rule gives way (or a book of headings would get
    /// one a page), but for the last heading when text, not another heading, comes next.
    static func keepHeadingsWithTheirText(_ page: inout PageInProgress, nextKeepsWithNext: Bool) {
        let position = page.state.position
        if page.paragraphs.last?.checkpoint.position == position { page.paragraphs.removeLast() }
        var run = page.paragraphs.count
        while run > 0, page.paragraphs[run - 1].keepWithNext, page.paragraphs[run - 1].checkpoint.position < position {
            run -= 1
        }
        if run < page.paragraphs.count, page.paragraphs[run].checkpoint.lineCount == 0 {
            run = nextKeepsWithNext ? page.paragraphs.count : page.paragraphs.count - 1
        }
        if run < page.paragraphs.count, page.paragraphs[run].checkpoint.lineCount > 0 {
            page.restore(page.paragraphs[run].checkpoint)
            page.paragraphs.removeLast(page.paragraphs.count - run)
        }
    }
}
