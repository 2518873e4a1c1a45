import Testing
import TextEngine

@testable import Formats

@Suite("Link collector")
struct LinkCollectorTests {
    @Test func linksFindTheirTargetsInDocumentsReadAfterThem() {
        var collector = LinkCollector()
        let chapter = BookPath(document: "OEBPS/text/c1.xhtml")
        collector.startDocument(chapter, at: 0)
        collector.startLink(href: "../notes.xhtml#n1", [:], at: 5)
        collector.endLink(in: chapter, at: 6)
        collector.startLink(href: "#later", ["epub:type": "noteref"], at: 10)
        collector.endLink(in: chapter, at: 12)
        collector.addTarget(id: "later", of: .p, [:], in: chapter, at: 40)
        collector.startLink(href: "https://example.com", [:], at: 50)
        collector.endLink(in: chapter, at: 60)
        let notes = BookPath(document: "OEBPS/notes.xhtml")
        collector.startDocument(notes, at: 100)
        collector.addTarget(id: "n1", of: .p, ["epub:type": "footnote"], in: notes, at: 120)
        #expect(
            collector.links(in: TextStorage(String(repeating: "x", count: 200))) == [
                BookLink(range: 5..<6, target: 120, url: nil, isNote: true),
                BookLink(range: 10..<12, target: 40, url: nil, isNote: true),
                BookLink(range: 50..<60, target: nil, url: "https://example.com", isNote: false),
            ])
        #expect(collector.anchors["OEBPS/text/c1.xhtml"] == 0)
        #expect(collector.anchors["OEBPS/notes.xhtml"] == 100)
    }

    @Test func asidesAndNoteRolesAreNotesOtherTargetsAreNot() {
        var collector = LinkCollector()
        let document = BookPath(document: "c.xhtml")
        collector.startDocument(document, at: 0)
        collector.addTarget(id: "a", of: .aside, [:], in: document, at: 1)
        collector.addTarget(id: "b", of: .div, ["role": "doc-endnote"], in: document, at: 2)
        collector.addTarget(id: "c", of: .div, ["class": "footnote"], in: document, at: 3)
        for (id, start) in [("a", 10), ("b", 20), ("c", 30)] {
            collector.startLink(href: "#" + id, [:], at: start)
            collector.endLink(in: document, at: start + 1)
        }
        #expect(
            collector.links(in: TextStorage(String(repeating: "x", count: 200))).map(\.isNote) == [true, true, false])
        #expect(collector.links(in: TextStorage(String(repeating: "x", count: 200))).map(\.target) == [1, 2, 3])
    }

    @Test func aLinkWithoutTextIsDroppedAndADocumentStartsWithNoLinkOpen() {
        var collector = LinkCollector()
        let document = BookPath(document: "c.xhtml")
        collector.startDocument(document, at: 0)
        collector.startLink(href: "#a", [:], at: 5)
        collector.endLink(in: document, at: 5)
        collector.startLink(href: "#b", [:], at: 6)
        collector.startDocument(BookPath(document: "d.xhtml"), at: 9)
        collector.endLink(in: document, at: 12)
        #expect(collector.links(in: TextStorage(String(repeating: "x", count: 200))).isEmpty)
    }

    /// A chapter calling a note at 10..<11, and the notes' document: each case a link in a note.
    private static func collect(_ backLinks: [(attributes: [String: String], href: String, text: String)]) -> [Bool] {
        var collector = LinkCollector()
        let chapter = BookPath(document: "c.xhtml")
        collector.startDocument(chapter, at: 0)
        collector.addTarget(id: "ref", of: .a, [:], in: chapter, at: 10)
        collector.startLink(href: "n.xhtml#n1", ["epub:type": "noteref"], at: 10)
        collector.endLink(in: chapter, at: 11)
        collector.addTarget(id: "p2", of: .p, [:], in: chapter, at: 30)
        let notes = BookPath(document: "n.xhtml")
        collector.startDocument(notes, at: 100)
        collector.addTarget(id: "n1", of: .li, ["epub:type": "endnote"], in: notes, at: 100)
        var text = String(repeating: "x", count: 100)
        for (attributes, href, linkText) in backLinks {
            collector.startLink(href: href, attributes, at: text.utf16.count)
            text += linkText
            collector.endLink(in: notes, at: text.utf16.count)
            text += " "
        }
        return collector.links(in: TextStorage(text)).dropFirst().map(\.isBackLink)
    }

    @Test func backLinksAreKnownByTheirMarkupOrByALoneArrowToTheReference() {
        let cases: [(attributes: [String: String], href: String, text: String, isBackLink: Bool)] = [
            (["epub:type": "backlink"], "c.xhtml#ref", "↩︎", true),
            (["epub:type": "backlink"], "c.xhtml#p2", "back to the text", true),
            (["role": "doc-backlink"], "c.xhtml#ref", "1.", true),
            ([:], "c.xhtml#ref", "↩", true),
            ([:], "c.xhtml#ref", "↩\u{FE0E}", true),
            ([:], "c.xhtml#ref", " [↑] ", true),
            ([:], "c.xhtml#ref", "Back", true),
            ([:], "c.xhtml#p2", "↩", false),
            ([:], "c.xhtml#ref", "see the text", false),
            ([:], "c.xhtml#ref", "1", false),
            (["epub:type": "noteref"], "n.xhtml#n1", "↩", false),
        ]
        let found = Self.collect(cases.map { ($0.attributes, $0.href, $0.text) })
        for (index, expected) in cases.enumerated() {
            #expect(found[index] == expected.isBackLink, "case \(index): \(cases[index])")
        }
    }

    @Test func aNoteEndsWithItsElementAndAListItemsEndIsKeptToo() {
        var collector = LinkCollector()
        let document = BookPath(document: "c.xhtml")
        collector.startDocument(document, at: 0)
        collector.addTarget(id: "n1", of: .aside, [:], in: document, at: 10, depth: 3)
        collector.addTarget(id: "inner", of: .li, [:], in: document, at: 12, depth: 4)
        collector.endElement(depth: 5, at: 14)
        collector.endElement(depth: 4, at: 15)
        collector.endElement(depth: 3, at: 20)
        collector.addTarget(id: "n2", of: .div, ["role": "doc-footnote"], in: document, at: 25, depth: 3)
        collector.addTarget(id: "plain", of: .p, [:], in: document, at: 27, depth: 4)
        collector.startDocument(BookPath(document: "d.xhtml"), at: 40)
        for (id, start) in [("n1", 50), ("inner", 52), ("n2", 54), ("plain", 56)] {
            collector.startLink(href: "c.xhtml#" + id, ["epub:type": "noteref"], at: start)
            collector.endLink(in: BookPath(document: "d.xhtml"), at: start + 1)
        }
        let links = collector.links(in: TextStorage(String(repeating: "x", count: 60)))
        #expect(links.map(\.noteEnd) == [20, 15, 40, nil], "a note left open ends where the next document starts")
    }

    @Test func theImporterTellsEachBackLinkAndWhereEachEndnoteEnds() {
        let importer = HTMLImporter()
        importer.add(
            Array(
                """
                <html><body><p>One<a id="r1" href="#n1" epub:type="noteref">1</a> two<a id="r2" href="#n2" \
                epub:type="noteref">2</a> three<a href="#n3">3</a>.</p>
                <ol><li id="n1" epub:type="endnote"><p>First. <a href="#r1" epub:type="backlink">↩︎</a></p>\
                <p>Its second paragraph.</p></li>
                <li id="n2"><p>Second. <a href="#r2" role="doc-backlink">Back</a> <a href="#r2">↑</a></p></li></ol>
                <aside id="n3"><p>Third, <a href="#r1">see the first</a>.</p></aside><p>After.</p></body></html>
                """.utf8), encoding: "UTF-8")
        let storage = importer.storage(language: nil)
        let links = importer.links(in: storage)
        let text = { (link: BookLink) in storage.string(in: link.range) }
        #expect(links.map(text) == ["1", "2", "3", "↩︎", "Back", "↑", "see the first"])
        #expect(links.map(\.isBackLink) == [false, false, false, true, true, true, false])
        let ends = links.prefix(3).map { link in link.noteEnd.map { storage.string(in: link.target!..<$0) } }
        #expect(ends == ["First. ↩︎\nIts second paragraph.\n", "Second. Back ↑\n", "Third, see the first.\n"])
    }
}
