import Testing
import TextEngine

@testable import Formats

@Suite("Element context")
struct ElementContextTests {
    @Test func aLanguageSetsTheDirectionUnlessDirSaidOne() {
        var context = ElementContext()
        context.setLanguage("ar")
        #expect(context.language == "ar")
        #expect(context.style.writingDirection == .rightToLeft)
        context.setDirection("ltr")
        context.setLanguage("he")
        #expect(context.language == "he")
        #expect(context.style.writingDirection == .leftToRight)
        context.setDirection("auto")
        #expect(context.style.writingDirection == .natural)
        context.setDirection("sideways")
        #expect(context.style.writingDirection == .natural)
    }

    @Test func aFrameInsideAFrameIsTwoCellsInAndOneAskedTwiceIsOne() {
        var quote = ElementContext()
        quote.frame(indent: 4, outerFrameDepth: 0)
        #expect(
            [quote.style.firstLineHeadIndent, quote.style.headIndent, quote.style.tailIndent, quote.style.frameDepth]
                == [4, 4, 2, 1])
        #expect([quote.style.spacingBefore, quote.style.spacingAfter] == [1, 1])
        quote.frame(indent: 2, outerFrameDepth: 0)
        #expect([quote.style.headIndent, quote.style.frameDepth] == [4, 1])
        var aside = quote
        aside.frame(indent: 2, outerFrameDepth: 1)
        #expect([aside.style.headIndent, aside.style.tailIndent, aside.style.frameDepth] == [6, 4, 2])
    }

    @Test func eachFramedBlockNamesItsFrameAndItsBoxStandsAroundItsOwnMeasure() {
        let importer = HTMLImporter()
        let html = """
            <blockquote style="margin-left: 3em; margin-right: 1em"><p>a</p><ul><li>b</li></ul></blockquote>\
            <blockquote><p>c</p><aside><p>d</p></aside></blockquote>
            """
        importer.add(Array(html.utf8), encoding: "UTF-8")
        let storage = importer.storage(language: nil)
        let styles = (0..<4).map { storage.paragraphStyle(at: 2 * $0) }
        let (a, b, c, d) = (styles[0], styles[1], styles[2], styles[3])
        #expect(a.frames.count == 1 && a.frames == b.frames, "the paragraphs of one block share its frame")
        #expect(c.frames.count == 1 && c.frames[0].id != a.frames[0].id, "the next block has a frame of its own")
        #expect(d.frames.count == 2 && d.frames[0] == c.frames[0] && d.frames[1].id != c.frames[0].id)
        // The box stands around the lines of the block's own text, its CSS margins outside it.
        #expect([a.frames[0].headIndent, a.frames[0].tailIndent] == [a.headIndent, a.tailIndent])
        #expect(a.headIndent > 4 && a.tailIndent > 2 && b.headIndent > a.headIndent)
        #expect([d.frames[1].headIndent, d.frames[1].tailIndent] == [c.headIndent + 2, c.tailIndent + 2])
    }

    @Test func framesStopAtTheirDepthLimit() {
        var context = ElementContext()
        context.style.frames = (1...4).map { ParagraphStyle.Frame(id: $0) }
        context.frame(indent: 2, outerFrameDepth: 4)
        #expect([context.style.headIndent, context.style.frameDepth] == [0, 4])
    }

    @Test func aTablesFirstCellStandsApartAndTheOthersDoNot() {
        var first = ElementContext()
        first.enter(TableCell(table: 1, row: 0, column: 0))
        #expect([first.style.spacingBefore, first.style.spacingAfter] == [1, 0])
        #expect(first.style.tableCell == TableCell(table: 1, row: 0, column: 0))
        var next = ElementContext()
        next.style.spacingAfter = 1
        next.enter(TableCell(table: 1, row: 0, column: 1))
        #expect([next.style.spacingBefore, next.style.spacingAfter] == [0, 0])
    }

    @Test func listsIndentTheirItemsFiveCellsThenThreeAndNestedOnesAreNotSpaced() {
        var outer = ElementContext()
        outer.applyDefaults(of: .ol, ["type": "a"], outerFrameDepth: 0)
        guard case .ordered(let type)? = outer.list else {
            Issue.record("an ol is an ordered list")
            return
        }
        #expect(type == "a")
        #expect([outer.style.firstLineHeadIndent, outer.style.headIndent, outer.style.spacingBefore] == [5, 5, 1])
        var inner = outer
        inner.applyDefaults(of: .ul, [:], outerFrameDepth: 0)
        guard case .bullet? = inner.list else {
            Issue.record("a ul is a bulleted list")
            return
        }
        #expect([inner.style.headIndent, inner.style.spacingBefore, inner.style.spacingAfter] == [8, 0, 0])
    }
}
