import Testing
import TextEngine

@testable import Formats

@Suite("HTML import")
struct HTMLImportTests {
    private func storage(_ html: String) -> TextStorage {
        let importer = HTMLImporter()
        importer.add(Array(html.utf8), encoding: "UTF-8")
        return importer.storage(language: nil)
    }

    private func paragraphs(_ storage: TextStorage) -> [String] {
        storage.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func blocksBecomeParagraphsAndWhitespaceCollapses() {
        let text = storage(
            "<body><h1>Title</h1><p>One\n   two\tthree </p><div>Four<br/>five</div><ul><li>a</li><li>b</li></ul></body>"
        )
        #expect(paragraphs(text) == ["Title", "One two three", "Four\u{2028}five", "a", "b"])
    }

    @Test func inlineElementsBecomeAttributes() {
        let text = storage(
            "<p>plain <em>italic</em> <strong>bold</strong> <u>under</u> <s>gone</s> "
                + "<a href='#x'>link</a> <code>kode</code></p>"
        )
        func attributes(of word: String) -> CharacterAttributes {
            let range = text.string.utf16.ranges(of: word.utf16).first!
            return text.attributes(
                at: text.string.utf16.distance(from: text.string.utf16.startIndex, to: range.lowerBound))
        }
        #expect(attributes(of: "plain") == [])
        #expect(attributes(of: "italic") == .italic)
        #expect(attributes(of: "bold") == .bold)
        #expect(attributes(of: "under") == .underline)
        #expect(attributes(of: "gone") == .strikethrough)
        #expect(attributes(of: "link") == .link)
        #expect(attributes(of: "kode") == .code)
    }

    @Test func namedEntitiesDecodeEvenUndeclared() {
        #expect(storage("<p>a&nbsp;b &mdash; &eacute;t&eacute; &amp; &#x4E2D;</p>").string == "a\u{A0}b — été & 中")
    }

    @Test func preKeepsItsSpacing() {
        #expect(storage("<pre>  line one\n    line two</pre>").string == "  line one\u{2028}    line two")
        #expect(
            storage("<pre>\r\na\rb\r\n\nc é</pre>").string == "\u{2028}a\u{2028}b\u{2028}\u{2028}c é", "CR, LF and CRLF"
        )
    }

    @Test func collapsedSpaceBelongsToTheTextBeforeIt() {
        let text = storage("<p> \t a \n\n b  <b> c </b>  d <i>\r\n</i> </p><p>  </p><p>\u{3000}é\u{A0} </p>")
        #expect(paragraphs(text) == ["a b c d", "\u{3000}é\u{A0}"], "only HTML's white space collapses")
        #expect(
            text.attributeRuns == [
                AttributeRun(location: 0, attributes: []), AttributeRun(location: 4, attributes: .bold),
                AttributeRun(location: 6, attributes: []),
            ])
    }

    @Test func preLineKeepsLineEndsAndCollapsesSpaces() {
        let text = storage(
            "<p style='white-space: pre-line'> x \r\n y  \n\n z \r</p><p style='white-space: pre-line'>\n\n w</p>")
        #expect(paragraphs(text) == ["x\u{2028}y\u{2028}\u{2028}z\u{2028}", "\u{2028}\u{2028}w"])
    }

    @Test func hiddenContentIsHidden() {
        let text = storage(
            """
            <html><head><title>T</title><style>.gone { display: none }</style><script>var x = 1;</script></head>
            <body><p>shown</p><p hidden>secret</p>\
            <p class="gone">css</p><p style="display:none">inline</p></body></html>
            """)
        #expect(text.string == "shown")
    }

    @Test func headingsAndQuotesHaveTheirStyles() {
        let text = storage("<h1>Title</h1><blockquote><p>quoted</p></blockquote><h2>Part</h2>")
        #expect(text.paragraphStyle(at: 0).alignment == .center)
        #expect(text.attributes(at: 0).contains(.bold))
        let quote = text.paragraphStyle(at: 6)
        #expect(quote.headIndent == 4 && quote.firstLineHeadIndent == 4)
    }

    @Test func listsCarryMarkersOutsideTheText() {
        let text = storage(
            "<ol start='9'><li>nine</li><li>ten</li></ol>"
                + "<ul><li>dot<ul><li>inner</li></ul></li></ul><ol type='i'><li>x</li><li>y</li></ol>"
        )
        #expect(text.string == "nine\nten\ndot\ninner\nx\ny")
        let starts = [0, 5, 9, 13, 19, 21]
        #expect(starts.map { text.paragraphStyle(at: $0).listMarker } == ["9.", "10.", "•", "◦", "i.", "ii."])
    }

    @Test func simpleCSSIsHonoured() {
        let text = storage(
            """
            <style>p.center { text-align: center } .b { font-weight: bold } em { font-style: normal }
            p { text-indent: 1em } .chapter { page-break-before: always; margin-left: 2em }</style>
            <p>first</p><p class="center">middle</p>\
            <p><span class="b">strong</span> <em>plain</em></p><p class="chapter">next</p>
            """)
        #expect(text.paragraphStyle(at: 0).firstLineHeadIndent == 2)
        #expect(text.paragraphStyle(at: 6).alignment == .center)
        #expect(text.attributes(at: 13) == .bold)
        #expect(text.attributes(at: 20) == [])
        let chapter = text.paragraphStyle(at: 26)
        #expect(chapter.pageBreakBefore && chapter.headIndent == 4)
    }

    @Test func unclosedTagsAndGarbageStillRead() {
        #expect(storage("<p>one<p>two<div><b>three</div>").string == "one\ntwo\nthree")
    }

    @Test func deeplyNestedMarkupIsCutOffNotCrashed() {
        let deep = String(repeating: "<div>", count: 5000) + "deep" + String(repeating: "</div>", count: 5000)
        let importer = HTMLImporter()
        importer.add(Array(("<p>top</p>" + deep).utf8))
        #expect(importer.storage(language: nil).string.hasPrefix("top"))
    }

    @Test func entityBombsAndExternalEntitiesAreNotExpanded() {
        var bomb = "<?xml version=\"1.0\"?><!DOCTYPE html [<!ENTITY a \"aaaaaaaaaa\">"
        for level in 1...9 {
            bomb +=
                "<!ENTITY \(Character(UnicodeScalar(UInt8(97 + level)))) \""
                + String(repeating: "&\(Character(UnicodeScalar(UInt8(96 + level))));", count: 10) + "\">"
        }
        bomb += "<!ENTITY ext SYSTEM \"file:///etc/passwd\">]><html><body><p>&j;&ext;end</p></body></html>"
        let text = storage(bomb).string
        #expect(text.count < 1000)
        #expect(!text.contains("root:"))
    }

    @Test func hostileNumbersNeverTrap() {
        let text = storage(
            """
            <ol start="9223372036854775807"><li>a</li><li>b</li></ol><ol start="-9223372036854775808"><li>c</li></ol>
            <p style="text-indent:1e300px; margin-left:nanem">d</p><p style="text-indent:inf">e</p>
            """)
        #expect(text.string == "a\nb\nc\nd\ne")
        #expect(text.paragraphStyle(at: 0).listMarker == "99999.")
        #expect(text.paragraphStyle(at: 6).firstLineHeadIndent == 20)
    }

    @Test func aWideMarkerGetsRoomBeforeItsText() {
        let text = storage("<ol type='i' start='18'><li>eighteen</li></ol><li>loose</li>")
        let roman = text.paragraphStyle(at: 0)
        #expect(roman.listMarker == "xviii." && roman.headIndent >= 7)
        #expect(text.paragraphStyle(at: 9).headIndent >= 2)
    }

    @Test func idsPointAtTheirOwnParagraph() {
        let importer = HTMLImporter()
        importer.add(Array("<p>text</p><h2 id='c'>Head</h2><p>x<span id='s'>inner</span></p>".utf8), path: "d.xhtml")
        let storage = importer.storage(language: nil)
        #expect(importer.anchors["d.xhtml#c"] == 5)
        #expect(storage.string(in: 5..<9) == "Head")
        #expect(importer.anchors["d.xhtml#s"] == 11)
    }

    @Test func mutatedSnippetsNeverCrash() {
        let seed = Array(
            ("<html lang='ja'><body><h1 id='a'>T&amp;</h1><p style='text-align:right'>x<em>y</em></p>"
                + "<ol><li>z</li></ol><pre>\tq</pre></body></html>")
                .utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 5)], at: index)
                }
            }
            let importer = HTMLImporter()
            importer.add(bytes)
            _ = PageIndex(
                layoutManager: LayoutManager(storage: importer.storage(language: nil)),
                container: TextContainer(width: 20, height: 5))
        }
    }
}

@Suite("HTML languages")
struct HTMLLanguageTests {
    @Test func langAttributesReachTheStorage() {
        let importer = HTMLImporter()
        importer.add(
            Array("<html lang='en'><body><p>Hello</p><p xml:lang='zh-Hant'>中文</p><p>Bye</p></body></html>".utf8))
        let storage = importer.storage(language: nil)
        #expect(storage.language == "en")
        #expect(storage.language(at: 0) == "en")
        #expect(storage.language(at: 6) == "zh-Hant")
        #expect(storage.string == "Hello\n中文\nBye", "undeclared UTF-8 is read as UTF-8")
        #expect(storage.language(at: 9) == "en")
    }
}
