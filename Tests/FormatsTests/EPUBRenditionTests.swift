import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// What a package says of how its documents are shown and named: the way pages turn by the
/// book's language, `rendition:flow` and `rendition:align-x-center`, and linked ONIX records
/// (EPUB 3.3 and the reading-system tests pkg-spine-progression-default, pkg-flow-*,
/// lay-reflow-align-x-center and pkg-linked-records_*).
@Suite("EPUB rendition and linked records")
struct EPUBRenditionTests {
    private let directory = TemporaryDirectory()

    private static func document(_ body: String) -> String {
        #"<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>D</title></head>"#
            + "<body>\(body)</body></html>"
    }

    /// A package document with `metadata` and `spine` (the items `one` and `two` in its manifest),
    /// its spine's `page-progression-direction` as `direction` says.
    private static func package(metadata: String = "", spine: String, direction: String? = nil) -> [UInt8] {
        Array(
            """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">\
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Package title</dc:title>\
            <dc:creator>Package Author</dc:creator>\(metadata)</metadata><manifest>\
            <item id="one" href="one.xhtml" media-type="application/xhtml+xml"/>\
            <item id="two" href="two.xhtml" media-type="application/xhtml+xml"/></manifest>\
            <spine\(direction.map { " page-progression-direction=\"\($0)\"" } ?? "")>\(spine)</spine></package>
            """.utf8)
    }

    /// A book of that package (in OEBPS/), its two documents and the `files` beside them.
    private func book(metadata: String = "", spine: String, files: [String: String] = [:]) throws -> Book {
        var all = files
        all["mimetype"] = "application/epub+zip"
        all["META-INF/container.xml"] = EPUBFixture.container
        all["OEBPS/content.opf"] = String(decoding: Self.package(metadata: metadata, spine: spine), as: UTF8.self)
        all["OEBPS/one.xhtml"] = all["OEBPS/one.xhtml"] ?? Self.document("<p>First document.</p>")
        all["OEBPS/two.xhtml"] = all["OEBPS/two.xhtml"] ?? Self.document("<p>Second document.</p>")
        return try BookLoader.load(path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(all))))
    }

    @Test func withoutADirectionTheSpineTurnsAsTheBooksLanguageIsWritten() {
        // (dc:language, page-progression-direction, pages turn right to left), by hand.
        let cases: [(String?, String?, Bool)] = [
            ("ar", nil, true), ("he", nil, true), ("fa-IR", nil, true), ("ur", nil, true), ("yi", nil, true),
            ("ar", "default", true), ("az-Arab", nil, true), ("en", nil, false), ("ja", nil, false),
            ("az-Latn", nil, false), (nil, nil, false), ("ar", "ltr", false), ("en", "rtl", true),
        ]
        for (language, direction, rightToLeft) in cases {
            let package = EPUBPackage(
                Self.package(
                    metadata: language.map { "<dc:language>\($0)</dc:language>" } ?? "",
                    spine: #"<itemref idref="one"/>"#, direction: direction))
            #expect(
                package.pageProgression == (rightToLeft ? .rightToLeft : .leftToRight),
                "\(language ?? "none"), \(direction ?? "none")")
        }
    }

    @Test func scrolledContinuousDocumentsRunOnWithoutAPageBreak() throws {
        let spine = #"<itemref idref="one"/><itemref idref="two"/>"#
        let second = "First document.\n".utf16.count
        let continuous = try book(
            metadata: #"<meta property="rendition:flow">scrolled-continuous</meta>"#, spine: spine)
        #expect(continuous.storage.string == "First document.\nSecond document.")
        #expect(!continuous.storage.paragraphStyle(at: second).pageBreakBefore)
        for flow in ["scrolled-doc", "paginated", "auto"] {
            let paged = try book(metadata: #"<meta property="rendition:flow">\#(flow)</meta>"#, spine: spine)
            #expect(paged.storage.paragraphStyle(at: second).pageBreakBefore, "\(flow)")
        }
        // An itemref's own flow overrides the package's.
        let own = try book(
            metadata: #"<meta property="rendition:flow">scrolled-continuous</meta>"#,
            spine: #"<itemref idref="one"/><itemref idref="two" properties="rendition:flow-paginated"/>"#)
        #expect(own.storage.paragraphStyle(at: second).pageBreakBefore)
        let onItem = try book(
            spine: #"<itemref idref="one"/><itemref idref="two" properties="rendition:flow-scrolled-continuous"/>"#)
        #expect(!onItem.storage.paragraphStyle(at: second).pageBreakBefore)
    }

    @Test func aDocumentAlignedXCenterIsCentredWhereItsStylesDoNotAlignIt() throws {
        let book = try book(
            spine: #"<itemref idref="one"/><itemref idref="two" properties="rendition:align-x-center"/>"#,
            files: [
                "OEBPS/two.xhtml": Self.document(
                    #"<h1>Heading</h1><p>Centred.</p><div><p>Nested.</p></div><p style="text-align: left">Left.</p>"#)
            ])
        let text = book.storage.string
        #expect(text == "First document.\nHeading\nCentred.\nNested.\nLeft.")
        func alignment(of paragraph: String) -> ParagraphStyle.Alignment {
            let offset = text.utf16.count - text[text.range(of: paragraph)!.lowerBound...].utf16.count
            return book.storage.paragraphStyle(at: offset).alignment
        }
        #expect(alignment(of: "First") == .start)
        #expect(alignment(of: "Heading") == .center)
        #expect(alignment(of: "Centred.") == .center)
        #expect(alignment(of: "Nested.") == .center)
        #expect(alignment(of: "Left.") == .left)
    }

    private static func onix(_ product: String, short: Bool = false) -> String {
        #"<?xml version="1.0"?><ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">"#
            + "<Header><Sender><SenderName>W3C</SenderName></Sender></Header><Product>\(product)</Product>"
            + "<Product><DescriptiveDetail><TitleDetail><TitleType>01</TitleType><TitleElement>"
            + "<TitleText>Second product</TitleText></TitleElement></TitleDetail></DescriptiveDetail></Product>"
            + "</ONIXMessage>"
    }

    private static func record(_ href: String) -> String {
        #"<link rel="record" href="\#(href)" media-type="application/xml" properties="onix"/>"#
    }

    @Test func theFirstLinkedONIXRecordNamesTheBook() throws {
        let titled = Self.onix(
            "<DescriptiveDetail><Collection><TitleDetail><TitleElement><TitleText>The series</TitleText>"
                + "</TitleElement></TitleDetail></Collection><TitleDetail><TitleType>01</TitleType><TitleElement>"
                + "<TitleText>Title from the record</TitleText></TitleElement></TitleDetail><Contributor>"
                + "<ContributorRole>A01</ContributorRole><PersonName>Record Author</PersonName></Contributor>"
                + "</DescriptiveDetail>")
        let other = Self.onix(
            "<DescriptiveDetail><TitleDetail><TitleElement><TitlePrefix>The</TitlePrefix>"
                + "<TitleWithoutPrefix>Second record</TitleWithoutPrefix></TitleElement></TitleDetail>"
                + "<Contributor><NamesBeforeKey>Ann</NamesBeforeKey><KeyNames>Other</KeyNames></Contributor>"
                + "</DescriptiveDetail>")
        let untitled = Self.onix("<DescriptiveDetail><ProductForm>ED</ProductForm></DescriptiveDetail>")
        let files = ["OEBPS/titled.xml": titled, "OEBPS/other.xml": other, "OEBPS/untitled.xml": untitled]
        let spine = #"<itemref idref="one"/>"#
        let first = try book(metadata: Self.record("titled.xml") + Self.record("other.xml"), spine: spine, files: files)
        #expect(first.title == "Title from the record" && first.author == "Record Author")
        let second = try book(
            metadata: Self.record("other.xml") + Self.record("titled.xml"), spine: spine, files: files)
        #expect(second.title == "The Second record" && second.author == "Ann Other")
        // A record that names no title, or is not in the book, gives way to the next, then to the package.
        let past = try book(
            metadata: Self.record("missing.xml") + Self.record("untitled.xml") + Self.record("other.xml"), spine: spine,
            files: files)
        #expect(past.title == "The Second record")
        let none = try book(metadata: Self.record("untitled.xml"), spine: spine, files: files)
        #expect(none.title == "Package title" && none.author == "Package Author")
        // A link that is not an ONIX record is not read.
        let notONIX = try book(
            metadata: #"<link rel="record" href="titled.xml" media-type="application/xml" properties="marc21xml"/>"#,
            spine: spine, files: files)
        #expect(notONIX.title == "Package title")
    }

    @Test func aRecordInShortTagsOrPastItsLimitIsReadOrNot() throws {
        let short =
            #"<?xml version="1.0"?><ONIXmessage release="2.1"><product><title><b202>01</b202>"#
            + "<b203>Short title</b203></title><contributor><b036>Short Author</b036></contributor></product>"
            + "</ONIXmessage>"
        let spine = #"<itemref idref="one"/>"#
        let read = try book(metadata: Self.record("short.xml"), spine: spine, files: ["OEBPS/short.xml": short])
        #expect(read.title == "Short title" && read.author == "Short Author")
        let padding = String(repeating: " ", count: Limits.linkedRecordSize)
        let large = try book(
            metadata: Self.record("large.xml"), spine: spine,
            files: ["OEBPS/large.xml": short.replacingOccurrences(of: "<product>", with: padding + "<product>")])
        #expect(large.title == "Package title")
    }
}
