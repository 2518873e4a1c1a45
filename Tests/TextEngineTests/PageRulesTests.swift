import Testing

@testable import TextEngine

/// The rules of a good page alone, on pages made by hand.
@Suite("Page rules")
struct PageRulesTests {
    @Test func widowsAndOrphansOfAParagraphEndingThePage() {
        // (lines of it here, begun on this page, one line left, lines before it) → verdict
        let cases: [(Int, Bool, Bool, Bool, PageRules.Verdict)] = [
            (1, true, false, true, .paragraphGoesOver),  // its first line alone at the bottom
            (1, true, false, false, .keep),  // ...but it is all the page holds
            (2, true, true, true, .paragraphGoesOver),  // three lines: moving one would orphan the first
            (3, true, true, true, .lastLineGoesOver),  // its last line would be alone on the next page
            (2, false, true, true, .lastLineGoesOver),  // begun on a page before, a widow all the same
            (1, false, true, true, .keep),  // one line here: none to move
            (2, true, false, true, .keep),  // two here, two or more after
            (1, true, true, true, .paragraphGoesOver),  // a paragraph of two lines is never parted
            (1, true, true, false, .keep),  // ...unless it is all the page holds
        ]
        for (linesHere, startedHere, oneLeft, linesBefore, verdict) in cases {
            #expect(
                PageRules.widowsAndOrphans(
                    linesHere: linesHere, startedHere: startedHere, oneLeft: oneLeft, linesBefore: linesBefore)
                    == verdict, "\(linesHere) \(startedHere) \(oneLeft) \(linesBefore)")
        }
    }

    /// A page of `lines` one-line paragraphs, each starting at 10 times its index, filled up
    /// to `end`; `keeps` says which keep with the next.
    private func page(keeps: [Bool], end: Int) -> PageInProgress {
        var page = PageInProgress(start: 0, height: 10, decorated: true)
        for (index, keeps) in keeps.enumerated() {
            page.paragraphs.append((page.state, keeps))
            let fragment = LineFragment(range: (index * 10)..<(index * 10 + 9), row: index, column: 0, width: 9)
            page.lines.append(PlacedLine(fragment: fragment))
            page.state = PageState(position: index * 10 + 10, lineCount: index + 1, row: index + 1)
        }
        page.state.position = end
        return page
    }

    @Test func headingsAtThePagesEndGoOverWithTheirText() {
        var ending = page(keeps: [false, true, true], end: 30)
        PageRules.keepHeadingsWithTheirText(&ending, nextKeepsWithNext: false)
        #expect(ending.state.position == 10 && ending.lines.count == 1 && ending.paragraphs.count == 1)
    }

    @Test func aPageOfHeadingsOnlyKeepsAllButTheLast() {
        var headings = page(keeps: [true, true], end: 20)
        PageRules.keepHeadingsWithTheirText(&headings, nextKeepsWithNext: false)
        #expect(headings.state.position == 10 && headings.lines.count == 1, "the last heading goes with its text")
        var before = page(keeps: [true, true], end: 20)
        PageRules.keepHeadingsWithTheirText(&before, nextKeepsWithNext: true)
        #expect(before.state.position == 20 && before.lines.count == 2, "another heading comes next: all stay")
    }

    @Test func aPageEndingAfterTextIsLeftAlone() {
        var text = page(keeps: [true, false], end: 20)
        PageRules.keepHeadingsWithTheirText(&text, nextKeepsWithNext: true)
        #expect(text.state.position == 20 && text.lines.count == 2)
    }
}
