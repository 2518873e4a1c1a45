import Foundation
import Testing
import TextEngine

@testable import Formats

/// The selectors that need what follows an element (`:last-child`, `:only-child`,
/// `:nth-last-child()`, `:last-of-type`, `:empty`): what the pre-scan counts, the styles they
/// give a book's paragraphs, and their cost on hostile documents.
@Suite("Selectors that look ahead")
struct LookAheadSelectorTests {
    @Test func theScanCountsLaterSiblingsByElementNumber() {
        // <html><body><p>a</p><div></div><p><b></b></p></body></html>, numbered 0 to 5.
        let counts = LaterSiblings.scan(
            Array("<html><body><p>a</p><div></div><p><b></b></p></body></html>".utf8), encoding: nil, limit: 100)
        let after = (0..<6).map { counts.siblings(after: $0, ofType: false) }
        let afterOfType = (0..<6).map { counts.siblings(after: $0, ofType: true) }
        let empty = (0..<6).map { counts.isEmpty($0) }
        #expect(after == [0, 0, 2, 1, 0, 0])
        #expect(afterOfType == [0, 0, 1, 0, 0, 0])
        #expect(empty == [false, false, false, true, false, true])
        #expect(counts.siblings(after: 6, ofType: false) == nil && counts.isEmpty(-1) == nil)
        let cut = LaterSiblings.scan(Array("<html><body><p>a</p><p>b</p></body></html>".utf8), encoding: nil, limit: 3)
        #expect(cut.siblings(after: 2, ofType: false) == 0, "what the import never reads is not counted")
        #expect(cut.siblings(after: 3, ofType: false) == nil)
    }

    @Test func paragraphsTakeTheStylesOfSelectorsThatLookAhead() {
        let css =
            "h2:last-of-type { text-align: center } p:last-child { text-align: right }"
            + " li:only-child { font-weight: bold } :nth-last-child(2) { font-style: italic }"
            + " p:empty + p { text-indent: 3em }"
        let body =
            "<h2>One</h2><p>first</p><h2>Two</h2><p>second</p><ul><li>only</li></ul><ul><li>a</li><li>b</li></ul>"
            + "<p></p><p>after empty</p><p>last</p>"
        let importer = HTMLImporter()
        importer.add(Array("<html><head><style>\(css)</style></head><body>\(body)</body></html>".utf8))
        // A second document: the sheet is known before its first element.
        importer.add(Array("<html><body><p>ninth</p><p>tenth</p></body></html>".utf8))
        let storage = importer.storage(language: nil)
        let text = storage.string as NSString
        func paragraph(_ words: String) -> (ParagraphStyle, CharacterAttributes) {
            let start = text.range(of: words).location
            return (storage.paragraphStyle(at: start), storage.attributes(at: start))
        }
        #expect(paragraph("One").0.alignment == .start && paragraph("Two").0.alignment == .center)
        #expect(paragraph("first").0.alignment == .start && paragraph("last").0.alignment == .right)
        #expect(paragraph("only").1 == .bold && paragraph("a").1 == .italic && paragraph("b").1 == [])
        // An em is two cells.
        #expect(paragraph("after empty").1 == .italic && paragraph("after empty").0.firstLineHeadIndent == 6)
        #expect(paragraph("second").1 == [] && paragraph("second").0.firstLineHeadIndent == 0)
        #expect(paragraph("ninth").1 == .italic && paragraph("tenth").0.alignment == .right)
    }

    @Test func elementsEnteredBeforeTheSheetAreCountedToo() {
        let importer = HTMLImporter()
        importer.add(
            Array(
                ("<html><head><style>html:last-child > body > p { font-weight: bold }"
                    + " head:last-child + body p { font-style: italic }</style></head><body><p>x</p></body></html>")
                    .utf8))
        #expect(importer.storage(language: nil).attributeRuns.map(\.attributes) == [.bold])
    }

    /// A wide document (20,000 paragraphs) and one nested past the limit under a hundred rules
    /// that look ahead: counted once, each rule matched in a few steps, the last paragraphs too.
    @Test func hostileDocumentsStayWithinTheBudget() {
        let selectors = (0..<50).map {
            "p:nth-last-child(\($0 + 4)n+\($0 + 4)):not(:empty), div:empty:only-of-type > p:nth-last-of-type(\($0))"
        }
        let wide = String(repeating: "<p>x</p><p></p>", count: 10_000)
        let deep = String(repeating: "<div>", count: 250) + "<p>y</p>" + String(repeating: "</div>", count: 250)
        let sheet =
            "<style>\(selectors.map { "\($0) { font-style: italic }" }.joined(separator: "\n"))"
            + " p:nth-last-child(3) { font-weight: bold }</style>"
        let importer = HTMLImporter()
        let start = ContinuousClock.now
        importer.add(Array("<html><head>\(sheet)</head><body>\(wide)\(deep)</body></html>".utf8))
        let storage = importer.storage(language: nil)
        // Generous, as for the hostile sibling rules: a debug build on a loaded machine.
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(importer.notices == [.nestedTooDeep(limit: Int(Limits.markupDepth))], "within the budget")
        // The body's last elements: <p>x</p>, <p></p>, then the outermost div.
        #expect(storage.string.hasSuffix("x\nx") && storage.attributes(at: storage.length - 1) == .bold)
        #expect(storage.attributes(at: storage.length - 3) == .italic, "the fifth from the end, 1 × 5")
    }
}

extension LookAheadSelectorTests {
    /// A document past the limit of elements: the scan stops where the import stops, so the
    /// last element read is the last child.
    @Test func theScanStopsWhereTheImportStops() {
        let importer = HTMLImporter()
        importer.elementLimit = 1_000
        importer.add(
            Array(
                ("<html><head><style>i:last-child::before { content: \"!\" }</style></head><body>"
                    + String(repeating: "<i>x</i>", count: 2_000) + "</body></html>").utf8))
        let text = importer.storage(language: nil).string
        #expect(importer.notices.contains(.elementsCut(limit: 1_000)))
        #expect(text.hasSuffix("!") && text.filter { $0 == "!" }.count == 1)
    }
}
