extension PageComposer {
    /// Applies the rules of a good page (`PageRules`) to a full page that ends in `paragraph`,
    /// then keeps a hyphen off its last line.
    func applyRules(to page: inout PageInProgress, endingIn paragraph: ResolvedParagraph, in container: TextContainer) {
        if page.state.position < storage.length {
            if page.state.position > paragraph.start && page.state.position < paragraph.end {
                keepWidowsAndOrphansTogether(&page, ending: paragraph, in: container)
            }
            // Headings go over with their text when the page ends (now) between paragraphs, not at a
            // page break.
            let position = page.state.position
            if position == 0 || TextStorage.isParagraphSeparator(storage[position - 1]) {
                let next = storage.paragraphStyle(at: position)
                if !next.pageBreakBefore && next.writingMode == page.stated {
                    PageRules.keepHeadingsWithTheirText(&page, nextKeepsWithNext: next.keepWithNext)
                }
            }
        }
        unhyphenateLastLine(&page, of: paragraph, in: container)
    }

    /// The page ends inside `paragraph`: the widow and orphan rule, told how many of its lines
    /// would be left for the next page.
    private func keepWidowsAndOrphansTogether(
        _ page: inout PageInProgress, ending paragraph: ResolvedParagraph, in container: TextContainer
    ) {
        let startedHere = page.paragraphs.last?.checkpoint.position == paragraph.start
        let linesBefore = startedHere ? page.paragraphs.last!.checkpoint.lineCount : 0
        let next = lines.line(
            from: page.state.position, limit: paragraph.end, row: 0, first: false,
            style: paragraph.style, container: container,
            hyphenates: page.state.mayHyphenate)
        let verdict = PageRules.widowsAndOrphans(
            linesHere: page.lines.count - linesBefore, startedHere: startedHere,
            oneLeft: next.range.upperBound >= paragraph.end, linesBefore: linesBefore > 0)
        switch verdict {
        case .keep:
            break
        case .lastLineGoesOver:
            page.restore(page.lastLineCheckpoint)
        case .paragraphGoesOver:
            page.restore(page.paragraphs.removeLast().checkpoint)
        }
    }

    /// The last line of a page is never hyphenated: its word goes whole to the next page. A
    /// hyphenated line is never a paragraph's last, so it is in the paragraph the page ends in.
    private func unhyphenateLastLine(
        _ page: inout PageInProgress, of paragraph: ResolvedParagraph, in container: TextContainer
    ) {
        guard let last = page.lines.last, last.block == nil, last.fragment.hyphenated else { return }
        let start = last.fragment.range.lowerBound
        let fragment = lines.line(
            from: start, limit: paragraph.end, row: last.fragment.row, first: start == paragraph.start,
            style: paragraph.style, container: container, hyphenates: false)
        page.lines[page.lines.count - 1].fragment = fragment
        page.state.position = fragment.range.upperBound
    }
}
