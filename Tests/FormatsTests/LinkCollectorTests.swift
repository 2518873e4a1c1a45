import Testing

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
            collector.links == [
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
        #expect(collector.links.map(\.isNote) == [true, true, false])
        #expect(collector.links.map(\.target) == [1, 2, 3])
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
        #expect(collector.links.isEmpty)
    }
}
