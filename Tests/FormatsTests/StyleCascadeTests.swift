import Testing
import TextEngine

@testable import Formats

@Suite("Style cascade")
struct StyleCascadeTests {
    private func subject(_ element: String, _ classes: String? = nil) -> CSSSelector.Subject {
        CSSSelector.Subject(element: element, classAttribute: classes, id: nil)
    }

    @Test func rulesReachElementsInsideTheOnesTheyName() {
        var cascade = StyleCascade()
        cascade.addStyleSheet(Array("div.note p { font-style: italic } p { font-weight: bold }".utf8))
        _ = cascade.enter(subject("div", "note"), style: nil)
        let inside = cascade.enter(subject("p"), style: "font-weight: normal")
        #expect(inside.italic == true)
        #expect(inside.bold == false)
        cascade.leave()
        cascade.leave()
        let outside = cascade.enter(subject("p"), style: nil)
        #expect(outside.italic == nil)
        #expect(outside.bold == true)
    }

    @Test func theRootsDeclarationsAreAskedOnlyWhileTheRootIsInnermost() {
        var cascade = StyleCascade()
        _ = cascade.enter(subject("html"), style: nil)
        cascade.addStyleSheet(Array("html { writing-mode: vertical-rl }".utf8))
        #expect(cascade.rootDeclarations()?.writingMode == .verticalRightToLeft)
        _ = cascade.enter(subject("body"), style: nil)
        #expect(cascade.rootDeclarations() == nil)
        cascade.startDocument()
        _ = cascade.enter(subject("div"), style: nil)
        #expect(cascade.rootDeclarations() == nil)
    }

    @Test func aStyleElementsTextIsASheetWhenItEnds() {
        var cascade = StyleCascade()
        #expect(!cascade.isReadingStyleElement)
        cascade.startStyleElement()
        cascade.read("h2 { text-align: ")
        cascade.read("center }")
        #expect(cascade.isReadingStyleElement)
        #expect(cascade.enter(subject("h2"), style: nil).alignment == nil)
        cascade.endStyleElement()
        #expect(!cascade.isReadingStyleElement)
        #expect(cascade.enter(subject("h2"), style: nil).alignment == .center)
    }

    @Test func sheetsPastTheirSizeAreCutAndSaid() {
        var cascade = StyleCascade()
        cascade.addStyleSheet(Array("p { font-weight: bold }".utf8))
        #expect(cascade.notices.isEmpty)
        // A sheet is read up to 1 MiB, the book's sheets up to 2 MiB in all.
        cascade.addStyleSheet([UInt8](repeating: 0x20, count: 1_500_000))
        #expect(cascade.notices == [.styleSheetsCut(count: 1, limit: 1_048_576, total: 2_097_152)])
    }
}
