import Testing
import TextEngine

@testable import Formats

/// Markup as real books write it: Windows line ends, verse in spans, text in SVG, print page
/// markers, and the CSS that shapes them. Nothing of the book is lost and nothing is added.
@Suite("Real book markup")
struct RealBookMarkupTests {
    private func imported(_ html: String, css: String = "") -> (storage: TextStorage, importer: HTMLImporter) {
        let importer = HTMLImporter()
        if !css.isEmpty { importer.addStyleSheet(Array(css.utf8)) }
        importer.add(Array(html.utf8), encoding: "UTF-8")
        return (importer.storage(language: nil), importer)
    }

    private func paragraphs(_ html: String, css: String = "") -> [String] {
        imported(html, css: css).storage.string.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    @Test func carriageReturnsAreWhiteSpace() {
        let html = "<html><body>\r\r<p>one\rtwo\r\nthree</p>\r\r\r<div>\r<span>a</span>\r<br/>\rb\r</div></body></html>"
        #expect(paragraphs(html) == ["one two three", "a\u{2028}b"])
        #expect(paragraphs("<pre>x\r\ny\rz</pre>") == ["x\u{2028}y\u{2028}z"])
    }

    @Test func versePutsEachSpanOnItsOwnLine() {
        let html =
            #"<div class="poem"><span>Tyger Tyger,</span> "#
            + #"<span>burning bright,</span><span class="i">In the forests</span></div>"#
        #expect(
            paragraphs(html, css: "div.poem span { display: block } .i { margin-left: 2em }")
                == ["Tyger Tyger,", "burning bright,", "In the forests"])
        #expect(paragraphs(html) == ["Tyger Tyger, burning bright,In the forests"], "without the CSS they are inline")
        let indented = imported(html, css: "div.poem span { display: block } .i { margin-left: 2em }").storage
        let line = indented.paragraphStyle(at: indented.length - 3)
        #expect(line.firstLineHeadIndent == 4 && line.headIndent == 6, "a poem's turnovers hang by an em")
    }

    @Test func blocksDisplayedInlineJoinTheirParagraph() {
        #expect(paragraphs(#"<div>Said <div style="display:inline">he</div> softly.</div>"#) == ["Said he softly."])
    }

    @Test func idSelectorsApply() {
        let storage = imported(#"<p id="guide">A</p><p>B</p>"#, css: "#guide { font-weight: bold }").storage
        #expect(storage.attributes(at: 0).contains(.bold))
        #expect(!storage.attributes(at: 2).contains(.bold))
    }

    @Test func listStyleTypeChoosesOrHidesMarkers() {
        let css =
            "ol.roman { list-style-type: upper-roman } "
            + "ul.plain { list-style: none } li.square { list-style-type: square }"
        let storage = imported(
            #"<ol class="roman"><li>a</li><li>b</li><li>c</li><li>d</li></ol>"#
                + #"<ul class="plain"><li>e</li></ul><ul><li class="square">f</li></ul>"#,
            css: css
        ).storage
        var markers: [String?] = []
        var offset = 0
        for paragraph in storage.string.split(separator: "\n", omittingEmptySubsequences: false) {
            markers.append(storage.paragraphStyle(at: offset).listMarker)
            offset += paragraph.utf16.count + 1
        }
        #expect(markers == ["I.", "II.", "III.", "IV.", nil, "▪"])
    }

    @Test func whiteSpacePreLineKeepsLinesAndCollapsesSpaces() {
        let css = ".verse { white-space: pre-line } .code { white-space: pre-wrap }"
        #expect(
            paragraphs("<p class='verse'>one   two \n  three\r\nfour</p><p class='code'>a  b\nc</p>", css: css)
                == ["one two\u{2028}three\u{2028}four", "a  b\u{2028}c"])
    }

    @Test func percentMarginsAreSharesOfTheMeasure() {
        let storage = imported(#"<p style="margin-left: 30%; margin-right: 10%">x</p><p style="margin: 0 2em">y</p>"#)
            .storage
        let first = storage.paragraphStyle(at: 0)
        #expect(first.headIndentPercent == 30 && first.tailIndentPercent == 10 && first.headIndent == 0)
        let second = storage.paragraphStyle(at: 2)
        #expect(second.headIndent == 4 && second.tailIndent == 4)
    }

    @Test func svgTextIsBookTextInDocumentOrder() {
        let html = """
            <body><p>before</p><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"><title>Cover art</title>
            <desc>a drawing</desc><rect width="600" height="800"/>\
            <text x="10" y="40">The <tspan font-weight="bold">Title</tspan></text>
            <g><text x="10" y="80">An Author</text></g><style>text { fill: red }</style></svg><p>after</p></body>
            """
        let (storage, importer) = imported(html)
        #expect(storage.string.split(separator: "\n") == ["before", "The Title", "An Author", "after"])
        #expect(importer.documentTitle == nil, "an SVG's title is not the document's")
    }

    @Test func printPageMarkersAreLabelsNotText() {
        let html = """
            <p>He said<span epub:type="pagebreak" id="p169" title="169"/> nothing.</p>
            <div role="doc-pagebreak" aria-label="170">170</div><p>Then <span epub:type="pagebreak">xii</span>more.</p>
            """
        let (storage, importer) = imported(html)
        #expect(storage.string == "He said nothing.\nThen more.")
        #expect(importer.pageLabels.map(\.label) == ["169", "170", "xii"])
        // Each label stands where the printed page begins: at the gap between two words.
        #expect(importer.pageLabels.map(\.offset) == [7, 17, 21])
    }

    @Test func rubyReadingsFollowTheirBaseInParentheses() {
        let html =
            "<p><ruby>山路<rt>やまみち</rt></ruby>を登りながら、<ruby>漢<rp>(</rp><rt>かん</rt><rp>)</rp>字<rt>じ</rt></ruby>。"
            + "<ruby>Tokyo<rt>east capital</rt></ruby>.</p>"
        let storage = imported(html).storage
        #expect(storage.string == "山路（やまみち）を登りながら、漢（かん）字（じ）。Tokyo (east capital).")
        let text = storage.string
        func isRuby(_ word: String) -> Bool {
            let start = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound)
            return (start..<start + word.utf16.count).allSatisfy { storage.attributes(at: $0).contains(.ruby) }
        }
        #expect(isRuby("（やまみち）") && isRuby("（かん）") && isRuby(" (east capital)"))
        #expect(
            !storage.attributes(at: 0).contains(.ruby) && !storage.attributes(at: 8).contains(.ruby), "the base is text"
        )
        // Each base is marked as one, up to its reading; text outside ruby and the readings are not.
        let bases = text.utf16.indices.enumerated().filter { storage.attributes(at: $0.offset).contains(.rubyBase) }
            .map(\.offset)
        let expected = ["山路", "漢", "字", "Tokyo"].flatMap { word -> Range<Int> in
            let start = text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound)
            return start..<start + word.utf16.count
        }
        #expect(bases == expected)
        // A reading that opens its paragraph has no base: no parentheses, not one alone.
        #expect(imported("<p><rt>かん</rt>字<ruby>字<rt>じ</rt></ruby></p>").storage.string == "かん字字（じ）")
        // An empty reading is no reading; white space between a base and its reading is the markup's.
        #expect(imported("<p>山<ruby>空<rt></rt></ruby>だ<ruby>海<rt> </rt></ruby>だ</p>").storage.string == "山空だ海だ")
        #expect(imported("<p><ruby>漢字\n  <rt>\n  かんじ\n</rt>\n</ruby>です</p>").storage.string == "漢字（かんじ） です")
    }

    @Test func blocksWithoutTextOfTheirOwnStillSpaceWhatFollows() {
        // A list's margins have no paragraph of their own: its first and the next paragraph keep them.
        let storage = imported(
            "<p>intro</p><ul><li>a</li><li>b<ul><li>nested</li></ul></li></ul><ol><li>one</li></ol><div>plain</div>"
        ).storage
        let text = storage.string
        func spacing(before word: String) -> Int {
            storage.paragraphStyle(
                at: text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound)
            ).spacingBefore
        }
        #expect(spacing(before: "a") == 1 && spacing(before: "b") == 0 && spacing(before: "nested") == 0)
        #expect(spacing(before: "one") == 1, "a list after a list")
        #expect(spacing(before: "plain") == 1, "a paragraph after a list")
    }
}
