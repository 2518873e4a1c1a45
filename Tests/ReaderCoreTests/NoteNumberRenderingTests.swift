import Formats
import Testing
import TextEngine

/// A note reference of a book is drawn as a superscript; the logical dump keeps the book's own
/// characters.
@Suite("Note numbers on the page")
struct NoteNumberRenderingTests {
    private let html = """
        <html xmlns:epub="http://www.idpf.org/2007/ops"><body>
        <p>Pepys wrote<a epub:type="noteref" href="#n1">3</a> and <a href="#n1">this</a> on the 12th.</p>
        <aside epub:type="footnote" id="n1"><p>A note.</p></aside></body></html>
        """

    @Test func aNoteReferenceIsRaisedAndOtherLinksAreNot() throws {
        let book = try htmlBook(html)
        let text = book.storage.string
        let three = text.utf16.distance(from: text.utf16.startIndex, to: try #require(text.firstIndex(of: "3")))
        #expect(book.storage.attributes(at: three).contains(.superscript))
        let this = text.utf16.distance(from: text.utf16.startIndex, to: try #require(text.range(of: "this")).lowerBound)
        #expect(!book.storage.attributes(at: this).contains(.superscript))
        let page = try #require(dumpedPages(book, width: 40, height: 10).first)
        #expect(page.contains("Pepys wrote³ and this on the 12th."), "\(page)")
        let logical = try #require(dumpedPages(book, width: 40, height: 10, visual: false).first)
        #expect(logical.contains("Pepys wrote3 and this on the 12th."), "\(logical)")
    }
}
