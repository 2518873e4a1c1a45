import Testing

@testable import Formats

@Suite("Document outline")
struct DocumentOutlineTests {
    @Test func theFirstTitleIsKeptWithItsWhiteSpaceCollapsed() {
        var outline = DocumentOutline()
        outline.startTitle()
        outline.read("  Moby\n  Dick; or, ", hidden: true)
        outline.read("The Whale ", hidden: true)
        outline.endTitle()
        outline.startTitle()
        outline.read("Second", hidden: false)
        outline.endTitle()
        #expect(outline.title == "Moby Dick; or, The Whale")
        #expect(!outline.isReading)
    }

    @Test func headingsAreChaptersOfTheirLevelWithTheTextShown() {
        var outline = DocumentOutline()
        outline.startHeading(level: 0, at: 0)
        outline.read("Part\tOne", hidden: false)
        outline.endHeading()
        outline.startHeading(level: 1, at: 40)
        outline.read("Chapter 1", hidden: false)
        outline.read(" (hidden note)", hidden: true)
        outline.endHeading()
        outline.startHeading(level: 1, at: 90)
        outline.read("  ", hidden: false)
        outline.endHeading()
        #expect(
            outline.headings == [
                Chapter(title: "Part One", offset: 0, level: 0), Chapter(title: "Chapter 1", offset: 40, level: 1),
            ])
    }

    @Test func pageLabelsComeFromTitlesOrFromTheMarkersText() {
        var outline = DocumentOutline()
        outline.startPageBreak(title: "xii", at: 10)
        outline.startPageBreak(title: nil, at: 20)
        outline.read(" 13 ", hidden: true)
        outline.endPageBreak(at: 25)
        outline.startPageBreak(title: "", at: 30)
        outline.endPageBreak(at: 30)
        outline.startPageBreak(title: String(repeating: "9", count: 40), at: 50)
        #expect(
            outline.pageLabels == [
                PageLabel(label: "xii", offset: 10), PageLabel(label: "13", offset: 25),
                PageLabel(label: String(repeating: "9", count: 32), offset: 50),
            ])
    }

    @Test func pageMarkersAreFoundByTypeOrRole() {
        #expect(DocumentOutline.isPageBreak(["epub:type": "pagebreak"]))
        #expect(DocumentOutline.isPageBreak(["epub:type": "bodymatter pagebreak"]))
        #expect(DocumentOutline.isPageBreak(["role": "doc-pagebreak"]))
        #expect(!DocumentOutline.isPageBreak(["epub:type": "pagebreaks"]))
        #expect(!DocumentOutline.isPageBreak(["class": "pagebreak"]))
    }

    @Test func theFirstLanguageNamedIsTheBooks() {
        var outline = DocumentOutline()
        outline.noteLanguage("ja")
        outline.noteLanguage("en")
        #expect(outline.language == "ja")
    }

    @Test func theBookIsVerticalWhenMostOfItsTextIs() {
        var outline = DocumentOutline()
        // 100 units vertical, then 100 horizontal: not most.
        outline.countBody(at: 0, vertical: true, stated: true)
        outline.countBody(at: 100, vertical: false, stated: false)
        #expect(outline.writingMode(end: 200) == .horizontal)
        #expect(!outline.statesHorizontal)
        // Then 50 more vertical: 150 of 250.
        outline.countBody(at: 200, vertical: true, stated: true)
        #expect(outline.writingMode(end: 250) == .verticalRightToLeft)
        outline.countBody(at: 250, vertical: false, stated: true)
        #expect(outline.statesHorizontal)
    }

    @Test func twoShortVerticalDocumentsOfFiveDoNotTurnABook() {
        // Three of five documents vertical, but short: 30 units of 1,230.
        var outline = DocumentOutline()
        for (start, vertical) in [(0, true), (10, false), (610, true), (620, true), (630, false)] {
            outline.countBody(at: start, vertical: vertical, stated: true)
        }
        #expect(outline.writingMode(end: 1230) == .horizontal)
        // One long vertical document after a short horizontal one turns it.
        var long = DocumentOutline()
        long.countBody(at: 0, vertical: false, stated: true)
        long.countBody(at: 10, vertical: true, stated: true)
        #expect(long.writingMode(end: 1000) == .verticalRightToLeft)
    }
}
