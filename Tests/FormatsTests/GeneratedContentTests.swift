import Testing
import TextEngine

@testable import Formats

/// `::before` and `::after` as CSS 2.1 generates them, and `q` quoted in its language, through
/// the HTML importer; the expected text is written out by hand.
@Suite("Generated content")
struct GeneratedContentTests {
    private func imported(_ css: String, _ body: String) -> TextStorage {
        let importer = HTMLImporter()
        importer.add(Array("<html><head><style>\(css)</style></head><body>\(body)</body></html>".utf8))
        return importer.storage(language: nil)
    }

    private func text(_ css: String, _ body: String) -> String {
        imported(css, body).string
    }

    @Test func stringsGoBeforeAndAfterTheElementsText() {
        #expect(
            text("p.note:before { content: \"Note: \" }", "<p class='note'>Mind it.</p><p>x</p>") == "Note: Mind it.\nx"
        )
        #expect(
            text(".pos::before { content: \", \" }", "<p><b>rose</b><span class='pos'>n.</span> a flower</p>")
                == "rose, n. a flower", "a dictionary's part of speech")
        #expect(
            text("h2::after { content: '.' } h2:after { content: \" \\2014  \\\"X\\\"\" }", "<h2>One</h2>")
                == "One — \"X\"")
        #expect(text("p::before { content: none } p::after { content: normal }", "<p>plain</p>") == "plain")
        #expect(text("li + li::before { content: \"and \" }", "<ul><li>a</li><li>b</li></ul>") == "a\nand b")
    }

    @Test func attrReadsTheElementsOwnAttribute() {
        #expect(
            text(
                "a::after { content: \" (\" attr(href) \")\" } abbr::after { content: attr(missing) }",
                "<p><a href='notes.html'>Notes</a> <abbr>etc</abbr></p>") == "Notes (notes.html) etc")
    }

    @Test func generatedTextTakesItsPseudoElementsStyle() {
        let storage = imported(
            ".pos::before { content: \", \"; font-style: italic } .hw::after { content: \"*\"; font-weight: bold }",
            "<p><span class='hw'>rose</span><span class='pos'>n.</span></p>")
        #expect(storage.string == "rose*, n.")
        #expect(
            storage.attributeRuns == [
                AttributeRun(location: 0, attributes: []), AttributeRun(location: 4, attributes: .bold),
                AttributeRun(location: 5, attributes: .italic), AttributeRun(location: 7, attributes: []),
            ])
    }

    @Test func quotationsTakeTheMarksOfTheirLanguageAndLevel() {
        #expect(text("", "<p><q>He said <q>no</q> twice</q></p>") == "\u{201C}He said \u{2018}no\u{2019} twice\u{201D}")
        #expect(text("", "<p lang='fr'><q>oui</q></p>") == "\u{AB}\u{A0}oui\u{A0}\u{BB}")
        #expect(text("", "<p lang='de-AT'><q>ja <q>doch</q></q></p>") == "\u{201E}ja \u{201A}doch\u{2018}\u{201C}")
        #expect(text("", "<p xml:lang='ja'><q>はい</q></p>") == "\u{300C}はい\u{300D}")
        #expect(text("", "<p lang='xx'><q>hm</q></p>") == "\u{201C}hm\u{201D}", "English for a language not known")
        #expect(text("q::before, q::after { content: none }", "<p><q>bare</q></p>") == "bare")
        #expect(
            text(
                "blockquote::before { content: open-quote } blockquote::after { content: close-quote }",
                "<blockquote><p>a <q>b</q></p></blockquote>") == "\u{201C}\na \u{2018}b\u{2019}\n\u{201D}")
    }
}
