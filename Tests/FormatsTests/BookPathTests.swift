import Testing

@testable import Formats

@Suite("Book paths")
struct BookPathTests {
    @Test func aDocumentsDirectoryKeepsItsSlash() {
        let cases: [(String, String)] = [
            ("OEBPS/text/c1.xhtml", "OEBPS/text/"), ("c1.xhtml", ""), ("", ""), ("/c1.xhtml", "/"), ("a/", "a/"),
        ]
        for (path, directory) in cases {
            #expect(BookPath.directory(of: path) == directory, "\(path)")
            #expect(BookPath(document: path).directory == directory, "\(path)")
        }
    }

    @Test func hrefsResolveAgainstTheDocumentsOwnDirectory() {
        let document = BookPath(document: "OEBPS/text/c1.xhtml")
        #expect(document.resolve("c2.xhtml") == "OEBPS/text/c2.xhtml")
        #expect(document.resolve("../images/a.png") == "OEBPS/images/a.png")
        #expect(document.resolve("../../../a.png") == nil)
        #expect(document.resolve("https://example.com/a.png") == nil)
        // An address that holds its data names nothing in the book, in any case.
        #expect(document.resolve("data:image/png;base64,AAAA") == nil)
        #expect(document.resolve("DATA:image/png,x") == nil)
        #expect(document.resolve("data.png") == "OEBPS/text/data.png")
        #expect(document.resolve("dat:a.png") == "OEBPS/text/dat:a.png")
    }

    @Test func anIdsKeyIsItsDocumentsPathAndTheId() {
        #expect(BookPath(document: "OEBPS/c1.xhtml").key(id: "note1") == "OEBPS/c1.xhtml#note1")
        #expect(BookPath(document: "").key(id: "top") == "#top")
    }

    @Test func aLinksKeyNamesTheDocumentAndIdItLeadsTo() {
        let document = BookPath(document: "OEBPS/text/c1.xhtml")
        let cases: [(String, String?)] = [
            ("#n1", "OEBPS/text/c1.xhtml#n1"),
            ("c2.xhtml", "OEBPS/text/c2.xhtml"),
            ("c2.xhtml#n1", "OEBPS/text/c2.xhtml#n1"),
            ("../notes.xhtml#n%201", "OEBPS/notes.xhtml#n%201"),
            ("", "OEBPS/text/c1.xhtml"),
            ("../../../out.xhtml#a", "#a"),
            ("http://example.com/#a", nil),
            ("mailto:someone@example.com", nil),
        ]
        for (href, key) in cases {
            #expect(document.key(of: href) == key, "\(href)")
        }
    }
}
