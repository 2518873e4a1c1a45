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

    @Test func framesStopAtTheirDepthLimit() {
        var context = ElementContext()
        context.style.frameDepth = 4
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
