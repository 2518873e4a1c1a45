import Foundation
import TestSupport
import Testing

@testable import Formats

/// A book's format found from its first bytes: each format's signature, by hand from its
/// specification, and a book named wrongly opening as what it is.
@Suite("Format sniffing")
struct FormatSnifferTests {
    private let temporary = TemporaryDirectory()

    private func sniff(_ bytes: [UInt8]) throws -> String? {
        try FormatSniffer.sniff(temporary.file("book.bin", bytes: bytes))?.format
    }

    /// 60 bytes of a Palm database header's name and fields, then its type and creator.
    private func palm(_ typeAndCreator: String) -> [UInt8] {
        Array(repeating: 0x41, count: 60) + Array(typeAndCreator.utf8) + Array(repeating: 0, count: 20)
    }

    @Test func eachSignatureNamesItsFormat() throws {
        #expect(try sniff(palm("BOOKMOBI")) == "mobi")
        #expect(try sniff(palm("TEXtREAd")) == "mobi")
        #expect(try sniff(palm("BOOKMOBX")) == nil)
        #expect(try sniff([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07, 0x01, 0x00]) == "cbr", "RAR 5")
        #expect(try sniff([0x52, 0x61, 0x72, 0x21, 0x1A, 0x07, 0x00]) == "cbr", "RAR 4")
        #expect(try sniff([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0x00, 0x04]) == "cb7")
        #expect(try sniff(Array("Call me Ishmael.".utf8)) == nil, "text: the extension decides")
        #expect(try sniff([]) == nil)
    }

    @Test func fictionBookIsFoundAfterItsDeclaration() throws {
        let fb2 = "<FictionBook xmlns=\"http://www.gribuser.ru/xml/fictionbook/2.0\">"
        #expect(
            try sniff([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"windows-1251\"?>\r\n\(fb2)".utf8))
                == "fb2")
        #expect(try sniff(Array("<!-- made by hand -->\n  \(fb2)".utf8)) == "fb2")
        #expect(try sniff(Array("<html><p>&lt;FictionBook is a format</p>\(fb2)".utf8)) == nil)
        #expect(try sniff(Array("<?xml version=\"1.0\"".utf8)) == nil, "a declaration never closed")
    }

    @Test func formatsTheReaderDoesNotReadAreNamed() throws {
        #expect(throws: BookError.notABook("PDF is not a format reader reads")) { try sniff(Array("%PDF-1.7\n".utf8)) }
        #expect(throws: BookError.notABook("DjVu is not a format reader reads")) {
            try sniff(Array("AT&TFORM\0\0\0\u{10}DJVU".utf8))
        }
        let docx = try ComicFixture.cbz([
            ("[Content_Types].xml", Array("<Types/>".utf8)), ("word/document.xml", Array("<w:document/>".utf8)),
        ])
        #expect(throws: BookError.notABook("DOCX (a Word document) is not a format reader reads")) { try sniff(docx) }
    }

    @Test func zipsAreToldByWhatTheyHold() throws {
        let epub = try EPUBFixture.zip(EPUBFixture.files)
        #expect(try sniff(Array(epub)) == "epub")
        var withoutMimetype = EPUBFixture.files
        withoutMimetype["mimetype"] = nil
        #expect(try sniff(Array(try EPUBFixture.zip(withoutMimetype))) == "epub", "by its container")
        #expect(try sniff(try ComicFixture.cbz([("x/01.jpg", ComicFixture.page(1))])) == "cbz")
        #expect(try sniff(try ComicFixture.cbz([("book.fb2", Array("<FictionBook/>".utf8))])) == "fb2.zip")
        let two = try ComicFixture.cbz([("a.fb2", Array("<FictionBook/>".utf8)), ("b.fb2", [])])
        #expect(try sniff(two) == nil, "two FictionBooks: the extension decides")
    }

    @Test func wronglyNamedBooksOpenAsWhatTheyAre() throws {
        let epub = temporary.file("novel.txt", bytes: Array(try EPUBFixture.zip(EPUBFixture.files)))
        let book = try BookLoader.load(path: epub)
        #expect(book.chapters.map(\.title).contains("Chapter One"))
        let kindle = MOBIFixture(markup: "<p>Kindle text inside.</p>").bytes
        let opened = try BookLoader.load(path: temporary.file("kindle.epub", bytes: kindle))
        #expect(opened.title == "Fixture Title" && opened.storage.string.contains("Kindle text inside."))
        #expect(throws: BookError.notABook("PDF is not a format reader reads")) {
            try BookLoader.load(path: temporary.file("paper.txt", bytes: Array("%PDF-1.4".utf8)))
        }
    }
}
