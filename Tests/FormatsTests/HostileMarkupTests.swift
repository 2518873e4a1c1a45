import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// XML and HTML as an attacker writes them: entities are never expanded, no file is read,
/// nesting past the limit is cut, charsets are honoured, big text nodes are kept whole.
@Suite("Hostile markup")
struct HostileMarkupTests {
    private func events(_ xml: String, kind: MarkupParser.Kind = .xml) -> (
        texts: String, attributes: [String], problems: MarkupParser.Problems
    ) {
        var texts = ""
        var attributes: [String] = []
        let problems = MarkupParser.parse(Array(xml.utf8), kind: kind) { event in
            switch event {
            case .start(_, let values): attributes += values.values
            case .text(let text): texts += text.string
            case .end: break
            }
        }
        return (texts, attributes, problems)
    }

    private func storage(_ html: String) -> (text: String, notices: [String]) {
        let importer = HTMLImporter()
        importer.add(Array(html.utf8))
        return (importer.storage(language: nil).string, importer.notices.map(\.description))
    }

    @Test func declaredEntitiesAreNeverExpandedInTextOrAttributes() {
        let parsed = events(
            """
            <?xml version="1.0"?><!DOCTYPE package [<!ENTITY t "EXPANDED">]>
            <package><title>&t;</title><item href="&t;.xhtml" id="a&amp;b"/></package>
            """)
        #expect(!parsed.texts.contains("EXPANDED"))
        #expect(!parsed.attributes.contains { $0.contains("EXPANDED") })
        #expect(parsed.attributes.contains("a&b"), "predefined entities still decode")
        #expect(parsed.problems.contains(.entities))
    }

    @Test func anElementKeepsItsFirstAttributesOnlyAndTheTextAfterIt() {
        let many = (0..<100_000).map { " a\($0)=\"\($0)\"" }.joined()
        for kind in [MarkupParser.Kind.xml, .html] {
            let parsed = events("<r><p lang = 'en' \(many)/><p\(many)>text</p><b x=\"1\">after</b></r>", kind: kind)
            // The first element's spaced `lang = 'en'` is one attribute, so a0 to a30 follow it.
            #expect(parsed.attributes.count == 2 * Int(Limits.markupAttributes) + 1)
            #expect(
                parsed.attributes.contains("en") && parsed.attributes.contains("31")
                    && !parsed.attributes.contains("32"))
            #expect(
                parsed.attributes.filter { $0 == "30" }.count == 2 && parsed.attributes.filter { $0 == "31" }.count == 1
            )
            #expect(parsed.texts == "textafter")
            #expect(parsed.problems.contains(.attributes))
        }
        let few = events("<r><p a='1' b=\"2\" c=3 d>x</p></r>", kind: .html)
        #expect(few.attributes.count == 4 && !few.problems.contains(.attributes))
    }

    @Test func aBookStopsAtItsElementLimitWithANotice() {
        let importer = HTMLImporter()
        #expect(importer.elementLimit == Limits.elements)
        importer.elementLimit = 40
        let paragraphs = (1...30).map { "<p>p\($0) <b>bold</b></p>" }.joined()
        importer.add(Array("<html><body>\(paragraphs)</body></html>".utf8))
        importer.add(Array("<html><body><p>second document</p></body></html>".utf8), path: "two.xhtml")
        let text = importer.storage(language: nil).string
        // html, body, then two elements a paragraph: the 19th paragraph opens the 40th.
        #expect(text.contains("p18 bold") && !text.contains("p19 bold") && !text.contains("p20"))
        #expect(!text.contains("second document"))
        #expect(importer.notices == [.elementsCut(limit: 40)])
        #expect(importer.notices.map(\.description) == ["read only the first 40 elements"])
    }

    @Test func html5EmptyElementsDoNotNestWhatFollowsThem() {
        let words = (0..<1000).map { "w\($0)" }
        let shown = storage(
            "<p>" + words.joined(separator: "<wbr>") + "<source src=a><track src=b><keygen>end</p><p>next</p>")
        #expect(
            shown.text == words.joined(separator: "\u{200B}") + "end\nnext",
            "a <wbr> is a place to break, not a container")
        #expect(shown.notices.isEmpty)
    }

    @Test func scriptsCommentsAndCDATAAreNotTakenForCrowdedTags() {
        let words = String(repeating: "w ", count: 200)
        let html =
            "<p>one</p><script>if (a<b \(words)) x = '>';</script><!-- <i \(words)> --><p>two \(words.prefix(4))</p>"
        let parsed = events(html, kind: .html)
        #expect(!parsed.problems.contains(.attributes))
        #expect(parsed.texts.hasPrefix("one") && parsed.texts.hasSuffix("two w w "))
        let xml = events("<r><![CDATA[<i \(words)>]]><s>kept</s></r>")
        #expect(!xml.problems.contains(.attributes) && xml.texts.hasSuffix("kept"))
    }

    @Test func aBillionLaughsInAnAttributeStaysSmall() {
        var bomb = #"<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa">"#
        for level in 1...9 {
            let name = Character(UnicodeScalar(UInt8(97 + level)))
            let previous = Character(UnicodeScalar(UInt8(96 + level)))
            bomb += "<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
        }
        bomb += #"]><rootfile full-path="&j;" media-type="&j;&j;">&j;</rootfile>"#
        let parsed = events(bomb)
        #expect(parsed.texts.count + parsed.attributes.map(\.count).reduce(0, +) < 100)
    }

    @Test func externalEntitiesAndDTDsAreNeverRead() throws {
        let directory = TemporaryDirectory()
        let secret = directory.file("secret.txt", text: "SECRET")
        let dtd = directory.file("book.dtd", text: #"<!ENTITY fromdtd "FROMDTD"><!ATTLIST r extra CDATA "DEFAULTED">"#)
        for kind in [MarkupParser.Kind.xml, .html] {
            let parsed = events(
                """
                <?xml version="1.0"?><!DOCTYPE r SYSTEM "file://\(dtd)" [<!ENTITY ext SYSTEM "file://\(secret)">
                <!ENTITY % pe SYSTEM "file://\(dtd)"> %pe;]><r>&ext;&fromdtd;</r>
                """, kind: kind)
            #expect(!parsed.texts.contains("SECRET") && !parsed.texts.contains("FROMDTD"))
            #expect(!parsed.attributes.contains("DEFAULTED"))
        }
    }

    @Test func anInternalSubsetNeverShowsAsText() {
        let shown = storage(
            #"<!DOCTYPE html [ <!ENTITY x "boom"> <!ENTITY y "a]b"> ]><html><body><p>one &x; two</p></body></html>"#)
        #expect(shown.text.hasPrefix("one") && shown.text.hasSuffix("two"))
        #expect(!shown.text.contains("boom") && !shown.text.contains("]>") && !shown.text.contains("ENTITY"))
    }

    @Test func nestingIsCutAtTheLimitAndSaid() {
        let depth = Int(Limits.markupDepth)
        // html and body are implied around the divs: the text at depth - 3 divs is at the limit.
        func nested(_ count: Int, _ text: String) -> String {
            String(repeating: "<div>", count: count) + text + String(repeating: "</div>", count: count)
        }
        let shown = storage("<p>top</p>" + nested(depth - 2, "inside") + nested(depth + 5, "beyond"))
        #expect(shown.text.contains("inside"))
        #expect(!shown.text.contains("beyond"))
        #expect(shown.notices.contains("cut off markup nested more than \(depth) deep"))
    }

    @Test func aTextNodeOverTenMegabytesIsKeptWhole() {
        let word = String(repeating: "a", count: 10_500_000)
        let shown = storage("<p>" + word + " end</p>")
        #expect(shown.text.utf16.count == word.utf16.count + 4)
        #expect(shown.text.hasSuffix(" end"))
    }

    @Test func theDeclaredCharsetIsHonoured() {
        let text = "中文的書，一頁一頁。"
        // The GB18030 bytes of the text, from Python's codec.
        let gb: [UInt8] = [
            214, 208, 206, 196, 181, 196, 149, 248, 163, 172, 210, 187, 237, 147, 210, 187, 237, 147, 161, 163,
        ]
        let prolog =
            Array(#"<?xml version="1.0" encoding="GB18030"?><html><body><p>"#.utf8) + gb
            + Array("</p></body></html>".utf8)
        let importer = HTMLImporter()
        importer.add(prolog)
        #expect(importer.storage(language: nil).string == text)
        let sjis: [UInt8] = [147, 250, 150, 123, 140, 234, 130, 204, 150, 123]
        let meta =
            Array(#"<html><head><meta charset="Shift_JIS"></head><body><p>"#.utf8) + sjis
            + Array("</p></body></html>".utf8)
        let other = HTMLImporter()
        other.add(meta)
        #expect(other.storage(language: nil).string == "日本語の本")
    }

    @Test func utf16AndUTF32DocumentsAreRead() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-32"?><package><title>Título</title></package>"#
        for charset in ["UTF-32LE", "UTF-32BE", "UTF-16LE", "UTF-16BE"] {
            let bytes = try #require(Self.encode(xml, charset))
            var title = ""
            MarkupParser.parse(bytes, kind: .xml) { if case .text(let text) = $0 { title += text.string } }
            #expect(title == "Título", "\(charset)")
        }
        var title = ""
        MarkupParser.parse(Array(xml.replacingOccurrences(of: "UTF-32", with: "x-no-such-charset").utf8), kind: .xml) {
            if case .text(let text) = $0 { title += text.string }
        }
        #expect(title == "Título", "an unknown charset name falls back to what the bytes are")
    }

    @Test func styleSheetCommentsGoInOnePassAndBigSheetsAreCut() {
        #expect(StyleSheet.withoutComments("a/* x */b/*/ y */c/* open") == "abc")
        #expect(StyleSheet.withoutComments("p { x: 1 } /**/ q") == "p { x: 1 }  q")
        let filler = "/*" + String(repeating: "*", count: Limits.styleSheetSize) + "*/"
        let importer = HTMLImporter()
        importer.addStyleSheet(Array((".before { font-weight: bold }" + filler + ".after { font-style: italic }").utf8))
        importer.add(Array(#"<p class="before">b</p><p class="after">a</p>"#.utf8))
        let storage = importer.storage(language: nil)
        #expect(storage.attributes(at: 0).contains(.bold))
        #expect(!storage.attributes(at: 2).contains(.italic), "rules past the limit are not read")
        #expect(
            importer.notices.map(\.description).contains("cut 1 style sheet (1 MiB each and 2 MiB in all are read)"))
    }

    @Test func aBookReadsItsStyleSheetsUpToTheirSizeInAll() {
        let importer = HTMLImporter()
        let sheet = String(repeating: "p { margin: 0 }\n", count: (Limits.styleSheetSize - 1) / 16)
        for _ in 0..<(Limits.styleSheetsSize / Limits.styleSheetSize) { importer.addStyleSheet(Array(sheet.utf8)) }
        #expect(importer.notices.isEmpty, "sheets under the limits are read whole")
        importer.addStyleSheet(Array((".late { font-weight: bold }" + sheet).utf8))
        importer.addStyleSheet(Array(".later { font-weight: bold }".utf8))
        importer.add(Array(#"<p class="late">a</p><p class="later">b</p>"#.utf8))
        let storage = importer.storage(language: nil)
        #expect(storage.attributes(at: 0).contains(.bold), "the part that fits in what is left is read")
        #expect(!storage.attributes(at: 2).contains(.bold), "nothing is read past the book's limit")
        #expect(
            importer.notices == [.styleSheetsCut(count: 2, limit: Limits.styleSheetSize, total: Limits.styleSheetsSize)]
        )
    }

    @Test func aStyleElementPastTheLimitIsCutBetweenCharacters() {
        let shown = storage(
            "<style>" + String(repeating: "語", count: Limits.styleSheetSize / 3 + 10) + "</style><p>text</p>")
        #expect(shown.text == "text")
        #expect(shown.notices.contains("cut 1 style sheet (1 MiB each and 2 MiB in all are read)"))
    }

    static func encode(_ text: String, _ charset: String) -> [UInt8]? {
        let encodings: [String: String.Encoding] = [
            "UTF-32LE": .utf32LittleEndian, "UTF-32BE": .utf32BigEndian, "UTF-16LE": .utf16LittleEndian,
            "UTF-16BE": .utf16BigEndian,
        ]
        return encodings[charset].flatMap { text.data(using: $0) }.map(Array.init)
    }
}
