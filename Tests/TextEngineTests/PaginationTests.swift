import Testing
import TextEngine

@Suite("Pagination")
struct PaginationTests {
    @Test func containersAreFilledUntilEveryLineIsLaidOut() {
        let text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let layout = LaidOut(text, width: 20, height: 3)
        #expect(layout.pages.count == 4)
        #expect(layout.pages.map { $0.lines.count } == [3, 3, 3, 1])
        #expect(layout.pages.first?.range.lowerBound == 0)
        #expect(layout.pages.last?.range.upperBound == layout.storage.length)
        #expect(layout.storage.string(in: layout.pages[1].lines[0].range) == "line 4")
    }

    @Test func aParagraphContinuesOnTheNextPage() {
        let layout = LaidOut("aa bb cc dd ee ff", width: 2, height: 2)
        #expect(layout.pages.map { $0.lines.count } == [2, 2, 2])
        #expect(layout.pages[1].range.lowerBound == 6)
    }

    @Test func blankLinesBetweenParagraphsAreKept() {
        let layout = LaidOut("one\n\ntwo", width: 10)
        #expect(layout.lines.map(\.row) == [0, 2])
    }

    @Test func aPageDoesNotStartWithABlankLine() {
        let layout = LaidOut("one\ntwo\n\nthree", width: 10, height: 2)
        #expect(layout.pages.count == 2)
        #expect(layout.pages[1].lines.map(\.row) == [0])
        #expect(layout.storage.string(in: layout.pages[1].lines[0].range) == "three")
    }

    @Test func trailingBlankLinesJoinTheLastPage() {
        let layout = LaidOut("one\ntwo\n\n\n", width: 10, height: 2)
        #expect(layout.pages.count == 1)
        #expect(layout.pages[0].range == 0..<layout.storage.length)
    }

    @Test func anEmptyStorageHasOneEmptyPage() {
        let layout = LaidOut("", width: 10, height: 2)
        #expect(layout.pages == [Page(range: 0..<0, lines: [])])
    }

    @Test func alignmentIndentsAndSpacingComeFromTheParagraphStyle() {
        var centered = ParagraphStyle()
        centered.alignment = .center
        centered.spacingAfter = 1
        var right = ParagraphStyle()
        right.alignment = .end
        var indented = ParagraphStyle()
        indented.firstLineHeadIndent = 4
        indented.headIndent = 2
        indented.tailIndent = 2
        let text = "title\nend\nthe quick brown fox"
        let layout = LaidOut(
            text, width: 15,
            styles: [
                ParagraphStyleRun(location: 0, style: centered),
                ParagraphStyleRun(location: 6, style: right),
                ParagraphStyleRun(location: 10, style: indented),
            ])
        let lines = layout.lines
        #expect(lines[0].column == 5 && lines[0].row == 0)
        #expect(lines[1].column == 12 && lines[1].row == 2)
        #expect(layout.lineTexts[2...] == ["the quick ", "brown fox"])
        #expect(lines[2].column == 4 && lines[3].column == 2)
    }

    @Test func aPageBreakBeforeStartsANewPage() {
        var chapter = ParagraphStyle()
        chapter.pageBreakBefore = true
        let layout = LaidOut(
            "intro\nChapter", width: 10, height: 10,
            styles: [ParagraphStyleRun(location: 6, style: chapter)])
        #expect(layout.pages.count == 2)
        #expect(layout.pages[1].range.lowerBound == 6)
    }

    @Test func aPageLaidOutFromItsStartMatchesTheWholeLayout() {
        let text = String(repeating: "Lorem ipsum dolor sit amet, 中文字。 ", count: 200)
        let layout = LaidOut(text, width: 23, height: 7)
        for page in layout.pages {
            let again = layout.layoutManager.layoutPage(
                startingAt: page.range.lowerBound,
                in: TextContainer(width: 23, height: 7))
            #expect(again == page)
        }
    }

    private func heading() -> ParagraphStyle {
        var style = ParagraphStyle()
        style.keepWithNext = true
        return style
    }

    @Test func noSingleLineOfAParagraphIsLeftAtTheBottom() {
        // "one two" fills rows 0-1; the three-line paragraph would leave one line at the bottom.
        let layout = LaidOut("one\ntwo\naa bb cc", width: 3, height: 3)
        #expect(layout.pages.map { $0.lines.count } == [2, 3])
        #expect(layout.storage.string(in: layout.pages[1].lines[0].range) == "aa ")
    }

    @Test func noSingleLineOfAParagraphIsLeftAtTheTop() {
        // Four lines on a three-row page would leave "dd" alone on the next page.
        let layout = LaidOut("aa bb cc dd", width: 2, height: 3)
        #expect(layout.pages.map { $0.lines.count } == [2, 2])
    }

    @Test func twoLineParagraphsGoOverWhole() {
        // CSS's orphans and widows of 2: "aa" alone at the bottom would part the paragraph.
        let layout = LaidOut("one\ntwo\naa bb", width: 3, height: 3)
        #expect(layout.pages.map { $0.lines.count } == [2, 2])
        #expect(layout.storage.string(in: layout.pages[1].lines[0].range) == "aa ")
    }

    @Test func aHeadingNeverEndsAPage() {
        let layout = LaidOut(
            "one\ntwo\nHead\nbody", width: 10, height: 3,
            styles: [
                ParagraphStyleRun(location: 8, style: heading()),
                ParagraphStyleRun(location: 13, style: ParagraphStyle()),
            ])
        #expect(layout.pages.map { $0.lines.count } == [2, 2])
        #expect(layout.storage.string(in: layout.pages[1].lines[0].range) == "Head")
    }

    @Test func aHeadingAloneOnAPageStaysRatherThanLoop() {
        let layout = LaidOut(
            "Head\nbody", width: 10, height: 1,
            styles: [
                ParagraphStyleRun(location: 0, style: heading()),
                ParagraphStyleRun(location: 5, style: ParagraphStyle()),
            ])
        #expect(layout.pages.map { $0.lines.count } == [1, 1])
    }

    @Test func aRunOfHeadingsFillsItsPagesInsteadOfOneAPage() {
        // Twenty headings in a row (a table of contents set as headings): each keeps with the
        // next, so no page can end after one; the rule gives way and pages are filled.
        let text = (1...20).map { "H\($0)" }.joined(separator: "\n") + "\nbody"
        let layout = LaidOut(
            text, width: 10, height: 5,
            styles: [
                ParagraphStyleRun(location: 0, style: heading()),
                ParagraphStyleRun(location: text.utf16.count - 4, style: ParagraphStyle()),
            ])
        #expect(layout.pages.map { $0.lines.count } == [5, 5, 5, 4, 2], "the last heading goes over with its body")
    }

    @Test func pagesTooShortForAFrameStillMoveOn() {
        for height in 1...3 {
            let layout = LaidOut(
                "q\nafter", width: 10, height: height,
                styles: [
                    ParagraphStyleRun(location: 0, style: .framedQuote),
                    ParagraphStyleRun(location: 2, style: ParagraphStyle()),
                ])
            #expect(layout.pages.last?.range.upperBound == layout.storage.length)
            #expect(layout.lines.count == 2)
        }
    }

    @Test func aFramedBlockTakesBorderRowsOnEveryPage() {
        let quote = ParagraphStyle.framedQuote
        let layout = LaidOut(
            "intro\naa bb cc dd ee ff\nend", width: 6, height: 5,
            styles: [
                ParagraphStyleRun(location: 0, style: ParagraphStyle()),
                ParagraphStyleRun(location: 6, style: quote),
                ParagraphStyleRun(location: 24, style: ParagraphStyle()),
            ])
        // intro, top border, two framed lines, bottom border | top border, three lines... bottom border.
        #expect(layout.pages[0].lines.map(\.row) == [0, 2, 3])
        #expect(layout.pages[0].decorations.contains { $0.row == 1 && $0.kind == .frame(.topLeft) })
        #expect(layout.pages[0].decorations.contains { $0.row == 4 && $0.kind == .frame(.bottomLeft) })
        #expect(layout.pages[1].lines.first?.row == 1)
        #expect(layout.pages[1].decorations.contains { $0.row == 0 && $0.kind == .frame(.topLeft) })
    }
}

@Suite("List markers")
struct ListMarkerTests {
    private func item(_ marker: String, alignment: ParagraphStyle.Alignment = .start) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.listMarker = marker
        style.firstLineHeadIndent = 4
        style.headIndent = 4
        style.alignment = alignment
        return style
    }

    @Test func aMarkerIsADecorationOnTheItemsFirstLineOnly() {
        let layout = LaidOut(
            "one two three four five six seven\nnext", width: 14, height: 10,
            styles: [
                ParagraphStyleRun(location: 0, style: item("•")), ParagraphStyleRun(location: 34, style: item("•")),
            ])
        let page = layout.pages[0]
        // A marker ends two cells before the text at the least: a bullet stands where "1." does.
        #expect(
            page.decorations == [.marker("•", row: 0, column: 1), .marker("•", row: 4, column: 1)])
        #expect(page.lines.map(\.column) == [4, 4, 4, 4, 4], "wrapped lines hang under the item's text")
        #expect(!layout.storage.string.contains("•"), "markers are never text")
    }

    @Test func aMarkerNeverCoversTheTextOfAnItemPulledLeft() {
        // A negative text-indent pulls the first line left of where the marker would go.
        var pulled = item("•")
        pulled.firstLineHeadIndent = 0
        let layout = LaidOut(
            "b001 x y z", width: 20, height: 4, styles: [ParagraphStyleRun(location: 0, style: pulled)])
        let line = layout.pages[0].lines[0]
        for decoration in layout.pages[0].decorations where decoration.row == line.row {
            #expect(
                decoration.column + decoration.width <= line.column, "\(decoration) over the text at \(line.column)")
        }
    }

    @Test func anItemContinuedOnTheNextPageShowsNoMarkerThere() {
        let layout = LaidOut(
            "one two three four five six seven eight", width: 14, height: 2,
            styles: [ParagraphStyleRun(location: 0, style: item("•"))])
        #expect(layout.pages.count > 1)
        #expect(layout.pages[0].decorations.count == 1)
        #expect(layout.pages.dropFirst().allSatisfy { $0.decorations.isEmpty })
    }

    @Test func markersStayAtTheLeftEdgeWhateverTheAlignment() {
        let layout = LaidOut(
            "left\ncentred\nright", width: 30, height: 10,
            styles: [
                ParagraphStyleRun(location: 0, style: item("9.")),
                ParagraphStyleRun(location: 5, style: item("10.", alignment: .center)),
                ParagraphStyleRun(location: 13, style: item("11.", alignment: .end)),
            ])
        let decorations = layout.pages[0].decorations
        #expect(decorations.map { $0.column + $0.width } == [3, 3, 3], "numbers end in one column")
        #expect(layout.pages[0].lines.map(\.column) == [4, 4 + (26 - 7) / 2, 30 - 5])
    }
}
