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

    @Test func theBookIsVerticalWhenMostOfItsDocumentsAre() {
        var outline = DocumentOutline()
        outline.countBody(vertical: true, stated: true)
        outline.countBody(vertical: false, stated: false)
        #expect(outline.writingMode == .horizontal)
        #expect(!outline.statesHorizontal)
        outline.countBody(vertical: true, stated: true)
        #expect(outline.writingMode == .verticalRightToLeft)
        outline.countBody(vertical: false, stated: true)
        #expect(outline.statesHorizontal)
    }
}
