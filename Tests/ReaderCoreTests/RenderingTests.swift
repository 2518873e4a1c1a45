import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

@Suite("Rendering")
struct RenderingTests {
    @Test func aPageRendersAsTheGoldenText() {
        let text =
            "  Indented first line of a paragraph that wraps.\n\n"
            + "中文的句子，不會在標點前斷行。\ttab\nbell\u{07} and escape\u{1B}[2J stay visible"
        let storage = TextStorage(text)
        let layoutManager = LayoutManager(storage: storage)
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 24, height: 9))[0]
        var screen = Screen(width: 24, height: 9)
        PageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
        let golden = """
              Indented first line of
            a paragraph that wraps.

            中文的句子，不會在標點前
            斷行。  tab
            bell␇ and escape␛[2J
            stay visible



            """
        #expect(screen.textRows().joined(separator: "\n") + "\n" == golden)
    }

    @Test func loneCombiningMarksStandOnADottedCircle() {
        // Marks with nothing to sit on: after a space, at a paragraph's start, a spacing mark alone.
        let storage = TextStorage("Marks: \u{301} and \u{93F} alone\n\u{308}x \u{20DD}")
        let layoutManager = LayoutManager(storage: storage)
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 30, height: 3))[0]
        var screen = Screen(width: 30, height: 3)
        PageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
        #expect(
            screen.textRows() == [
                "Marks: \u{25CC}\u{301} and \u{25CC}\u{93F} alone", "\u{25CC}\u{308}x \u{25CC}\u{20DD}", "",
            ])
    }

    @Test func aRuleIsABlockDrawnInTheCellsItWasGiven() {
        // A quote with a rule between its two paragraphs, the rule alone in its paragraph.
        let text = "Before.\nquoted one\n\u{FFFC}\nquoted two\nAfter."
        var style = ParagraphStyle.default
        style.frames = [ParagraphStyle.Frame(id: 1)]
        style.firstLineHeadIndent = 2
        style.headIndent = 2
        style.tailIndent = 2
        var rule = style
        rule.alignment = .center
        let storage = TextStorage(
            units: Array(text.utf16),
            paragraphStyleRuns: [
                ParagraphStyleRun(location: 0, style: .default), ParagraphStyleRun(location: 8, style: style),
                ParagraphStyleRun(location: 19, style: rule), ParagraphStyleRun(location: 21, style: style),
                ParagraphStyleRun(location: 32, style: .default),
            ], attachmentRuns: [AttachmentRun(location: 19, attachment: Attachment(.rule))])
        let layoutManager = LayoutManager(storage: storage)
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 17, height: 8))[0]
        #expect(
            page.blocks == [
                PlacedBlock(attachment: Attachment(.rule), range: 19..<20, row: 3, column: 6, width: 5, height: 1)
            ])
        var screen = Screen(width: 17, height: 8)
        PageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
        let golden = """
            Before.
            ╭───────────────╮
            │ quoted one    │
            │     * * *     │
            │ quoted two    │
            ╰───────────────╯
            After.


            """
        #expect(screen.textRows().joined(separator: "\n") + "\n" == golden)
    }

    @Test func aWideClusterTakesTwoCells() {
        var screen = Screen(width: 4, height: 1)
        screen.put("中", width: 2, row: 0, column: 1)
        #expect(screen[0, 1].text == "中")
        #expect(screen[0, 2].isContinuation)
        screen.put("x", width: 1, row: 0, column: 2)
        #expect(screen[0, 1] == .blank)
        screen.put("文", width: 2, row: 0, column: 3)
        #expect(screen[0, 3] == .blank, "a wide cluster that would overflow is not drawn")
    }

    @Test func controlCharactersNeverReachTheScreen() {
        #expect(Cell.visible("a\u{1B}]0;title\u{07}") == "a␛]0;title␇")
        #expect(Cell.visible("\u{9B}2J\u{7F}") == "\u{FFFD}2J␡")
    }

    @Test func theStatusLineShowsTitlePageAndPercentage() {
        var session = ReaderSession(book: numberedBook(paragraphs: 40), columns: 60, rows: 12)
        session.perform(.nextPage)
        let count = session.paginator.layOutAllPages()
        let screen = ReaderView.render(session, notice: nil, columns: 60, rows: 12)
        let status = screen.textRows()[11]
        #expect(status.hasPrefix(" Numbers"))
        #expect(status.hasSuffix("2/\(count)  \(session.percentRead())%"))
        #expect(screen[11, 0].style == .reverse)
    }

    @Test func aNoticeTakesTheTitlesPlace() {
        let session = ReaderSession(book: numberedBook(paragraphs: 3), columns: 60, rows: 12)
        let screen = ReaderView.render(session, notice: "Reading position not saved", columns: 60, rows: 12)
        #expect(screen.textRows()[11].hasPrefix(" Reading position not saved"))
    }

    @Test func aLongTitleIsCutWithAnEllipsis() {
        // At 60 columns: at 40 the time left takes the room first (StatusLineTests).
        let session = ReaderSession(
            book: book("text", title: String(repeating: "長い題名", count: 20)), columns: 60, rows: 10)
        let status = ReaderView.render(session, notice: nil, columns: 60, rows: 10).textRows()[9]
        #expect(status.contains("…"))
        #expect(status.hasSuffix("1/1  0%"))
    }

    @Test func theDumpWritesEveryPageFollowedByAFormFeedLine() {
        var output = ""
        PageDump.write(numberedBook(paragraphs: 6, words: 10), width: 30, height: 5) {
            output += String(decoding: $0, as: UTF8.self)
        }
        let pages = output.components(separatedBy: "\u{0C}\n").dropLast()
        #expect(
            pages.count
                == PageIndex(
                    layoutManager: LayoutManager(storage: numberedBook(paragraphs: 6, words: 10).storage),
                    container: TextContainer(width: 30, height: 5)
                ).count)
        #expect(pages.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count == 6 })
        #expect(output.hasPrefix("P1 w1 w2 w3 w4 w5 w6 w7 w8 w9\n"))
        #expect(!output.contains(" \n"), "trailing spaces are trimmed")
    }

    private func render(_ storage: TextStorage, width: Int, height: Int, justified: Bool = false) -> Screen {
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.bodyTextJustification = justified
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: width, height: height))[0]
        var screen = Screen(width: width, height: height)
        PageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
        return screen
    }

    @Test func justifiedLinesSpreadTheirGapsAndShowHyphens() {
        let screen = render(
            TextStorage("aa bb cc dd ee ff gg hh, consideration"), width: 10, height: 6, justified: true)
        #expect(screen.textRows() == ["aa  bb  cc", "dd  ee  ff", "gg     hh,", "considera-", "tion", ""])
    }

    @Test func aMarkedRunIsOneShapeWithSoftenedEnds() {
        let storage = TextStorage(
            units: Array("x marked text y".utf16),
            attributeRuns: [
                AttributeRun(location: 0, attributes: []), AttributeRun(location: 2, attributes: .marked),
                AttributeRun(location: 13, attributes: []),
            ])
        let screen = render(storage, width: 20, height: 1)
        #expect(screen.textRows() == ["x▐marked text▌y"])
        #expect((2..<13).allSatisfy { screen[0, $0].style == .reverse }, "the space inside the run is marked too")
        #expect(screen[0, 1].style == [] && screen[0, 13].style == [])
    }

    @Test func aJustifiedLineWithATabKeepsAllItsWords() {
        let screen = render(TextStorage("a b c d\tefg hij klmnopqrstuvw"), width: 22, height: 2, justified: true)
        #expect(screen.textRows()[0].hasSuffix("hij"))
        #expect(screen.textRows()[0].count == 22)
    }
}
