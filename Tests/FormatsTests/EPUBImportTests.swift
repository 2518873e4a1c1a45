import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

@Suite("EPUB import")
struct EPUBImportTests {
    let directory = TemporaryDirectory()

    private func load(_ files: [String: String], extra: [(String, Data)] = []) throws -> Book {
        let path = directory.file("book.epub", bytes: Array(try EPUBFixture.zip(files, extra: extra)))
        return try BookLoader.load(path: path)
    }

    @Test func spineMetadataAndTableOfContents() throws {
        let book = try load(EPUBFixture.files)
        #expect(book.title == "The Test Book")
        #expect(book.author == "Ann Author")
        #expect(book.storage.language == "en")
        let text = book.storage.string
        #expect(text == "Chapter One\nFirst\u{A0}words.\nA part begins.\nChapter Two\nSecond words.\nNotes\nAside.")
        #expect(book.chapters.map(\.title) == ["Chapter One", "A Part", "Chapter Two"])
        #expect(book.chapters.map(\.level) == [0, 1, 0])
        let offsets = book.chapters.map(\.offset)
        #expect(book.storage.string(in: offsets[1]..<offsets[1] + 6) == "A part")
        #expect(book.storage.string(in: offsets[2]..<offsets[2] + 7) == "Chapter")
        #expect(book.notices.isEmpty)
        #expect(book.storage.attributes(at: offsets[2] + 12).contains(.italic), "the book's CSS applies")
    }

    @Test func eachSpineItemStartsOnANewPage() throws {
        let book = try load(EPUBFixture.files)
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: book.storage), container: TextContainer(width: 40, height: 20))
        #expect(pages.count == 3)
        #expect(book.storage.string(in: pages[1].range).hasPrefix("Chapter Two"))
    }

    @Test func theNCXServesWhenThereIsNoNavigationDocument() throws {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package().replacingOccurrences(of: #"properties="nav""#, with: "")
            .replacingOccurrences(of: "<spine>", with: #"<spine toc="ncx">"#)
            .replacingOccurrences(
                of: "</manifest>",
                with: #"<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/></manifest>"#)
        files["OEBPS/toc.ncx"] = """
            <?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/"><navMap>
            <navPoint id="a"><navLabel><text>One</text></navLabel><content src="text/one.xhtml"/></navPoint>
            <navPoint id="b"><navLabel><text>Two</text></navLabel>\
            <content src="text/two%20b.xhtml"/></navPoint></navMap></ncx>
            """
        let book = try load(files)
        #expect(book.chapters.map(\.title) == ["One", "Two"])
    }

    @Test func brokenPartsAreSkippedAndSaidOnce() throws {
        var files = EPUBFixture.files
        files["META-INF/container.xml"] = nil
        files["OEBPS/text/notes.xhtml"] = nil
        files["OEBPS/text/one.xhtml"] = "<html><body><p>unclosed <b>bold<p>&undeclared; text</body>"
        let book = try load(files)
        #expect(book.storage.string.contains("unclosed bold"))
        #expect(book.storage.string.contains("text"))
        #expect(book.notices.contains(.packageGuessed("OEBPS/content.opf")))
        #expect(
            book.notices.contains {
                $0.description.hasPrefix("skipped 1 part: ") && $0.description.contains("notes.xhtml")
            })
    }

    @Test func drmIsRefusedClearly() {
        var files = EPUBFixture.files
        files["META-INF/encryption.xml"] = """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
            xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
            <enc:EncryptedData><enc:CipherData><enc:CipherReference URI="OEBPS/text/one.xhtml"/>\
            </enc:CipherData></enc:EncryptedData></encryption>
            """
        #expect(throws: BookError.encrypted) { try load(files) }
    }

    @Test func obfuscatedFontsAreNotDRM() throws {
        var files = EPUBFixture.files
        files["META-INF/encryption.xml"] = """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
            xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
            <enc:EncryptedData><enc:CipherData><enc:CipherReference URI="OEBPS/fonts/a.otf"/>\
            </enc:CipherData></enc:EncryptedData></encryption>
            """
        #expect(try load(files).title == "The Test Book")
    }

    @Test func entriesLeavingTheBookAreRefused() throws {
        var files = EPUBFixture.files
        files["../../evil.xhtml"] = "<p>evil</p>"
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/><itemref idref="evil"/>"#)
            .replacingOccurrences(
                of: "</manifest>",
                with: #"<item id="evil" href="../../../evil.xhtml" media-type="application/xhtml+xml"/></manifest>"#)
        let book = try load(files)
        #expect(!book.storage.string.contains("evil"))
        #expect(book.notices.contains { $0.description.hasPrefix("refused an entry outside the book: ") })
    }

    @Test func aZipBombIsRefused() {
        let zeros = Data(count: 80 << 20)
        #expect(throws: BookError.self) {
            try load(
                EPUBFixture.files.merging([
                    "OEBPS/content.opf": EPUBFixture.package(spine: #"<itemref idref="bomb"/>"#)
                        .replacingOccurrences(
                            of: "</manifest>",
                            with: #"<item id="bomb" href="bomb.xhtml" media-type="application/xhtml+xml"/></manifest>"#)
                ]) { $1 },
                extra: [("OEBPS/bomb.xhtml", zeros)])
        }
    }

    @Test func notAnEPUBIsRefused() {
        let path = directory.file("fake.epub", text: "just text")
        #expect(throws: BookError.self) { try BookLoader.load(path: path) }
    }

    @Test func mutatedEPUBsNeverCrash() throws {
        let valid = Array(try EPUBFixture.zip(EPUBFixture.files))
        var generator = SystemRandomNumberGenerator()
        for round in 0..<150 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...10, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[index] = UInt8.random(in: 0...255, using: &generator)
            }
            let path = directory.file("m\(round).epub", bytes: bytes)
            _ = try? BookLoader.load(path: path)
        }
    }
}

/// The style sheets a book's documents link, as a browser reads them.
@Suite("EPUB style sheets")
struct EPUBStyleSheetTests {
    let directory = TemporaryDirectory()

    @Test func onlyLinkedSheetsApplyAndAlternateOnesDoNot() throws {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/>"#)
            .replacingOccurrences(
                of: "</manifest>",
                with: """
                    <item id="b" href="b.css" media-type="text/css"/>\
                    <item id="c" href="css/c.css" media-type="text/css"/></manifest>
                    """)
        files["OEBPS/style.css"] = ".x { font-weight: bold }"
        files["OEBPS/b.css"] = ".x { font-style: italic }"
        files["OEBPS/css/c.css"] = ".x { text-decoration: underline }"
        files["OEBPS/text/one.xhtml"] = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head>\
            <link rel="stylesheet" href="../style.css"/>
            <link rel="alternate stylesheet" href="../b.css"/></head><body><p class="x">styled</p></body></html>
            """
        let book = try BookLoader.load(path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(files))))
        #expect(book.storage.attributes(at: 0) == .bold, "the linked sheet only: not the alternate, not the unlinked")
    }

    @Test func marginsOfVerticalTextAreNotIndents() throws {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/>"#)
        files["OEBPS/style.css"] =
            "html { -epub-writing-mode: vertical-rl } .main { margin-left: 12em } .note { margin-left: 2em }"
        files["OEBPS/text/one.xhtml"] = EPUBFixture.chapter("One", #"<div class="main"><p>縦書きの本文。</p></div>"#)
        let book = try BookLoader.load(path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(files))))
        let offset = book.storage.string.utf16.count - 1
        #expect(book.storage.string.hasSuffix("縦書きの本文。") && book.storage.paragraphStyle(at: offset).headIndent == 0)
    }
}

@Suite("EPUB style sheet links")
struct EPUBStyleSheetLinkTests {
    let directory = TemporaryDirectory()

    @Test func aSheetLinkToAChapterDoesNotTakeTheChapterAway() throws {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#)
        files["OEBPS/text/one.xhtml"] = """
            <html><head><link rel="stylesheet" href="two%20b.xhtml"/></head><body><p>First.</p></body></html>
            """
        let book = try BookLoader.load(path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(files))))
        #expect(book.storage.string.contains("First.") && book.storage.string.contains("Second words."))
    }
}

/// Names as real books store them: UTF-8 without the zip's UTF-8 flag, hrefs percent-encoded
/// or in another Unicode normalisation form than the entry's name.
@Suite("EPUB entry names")
struct EPUBEntryNameTests {
    let directory = TemporaryDirectory()

    /// A book of one chapter stored as `entryName` and named in the manifest as `href`.
    private func book(entryName: String, href: String, utf8Flag: Bool) throws -> Book {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/>"#)
            .replacingOccurrences(of: #"href="text/one.xhtml""#, with: "href=\"\(href)\"")
        let chapter = files.removeValue(forKey: "OEBPS/text/one.xhtml") ?? ""
        var entries = RawZip.fixture(files)
        var named = RawZip.Entry(entryName, Array(chapter.utf8))
        named.utf8Flag = utf8Flag
        entries.append(named)
        for index in entries.indices {
            entries[index].utf8Flag = utf8Flag || entries[index].name.utf8.allSatisfy { $0 < 0x80 }
        }
        return try BookLoader.load(path: directory.file("book.epub", bytes: RawZip(entries: entries).bytes))
    }

    @Test func utf8NamesWithoutTheFlagAreRead() throws {
        let loaded = try book(entryName: "OEBPS/xhtml/表紙.xhtml", href: "xhtml/表紙.xhtml", utf8Flag: false)
        #expect(loaded.storage.string.contains("First\u{A0}words."))
        #expect(loaded.notices.isEmpty)
    }

    @Test func percentEncodedHrefsFindUTF8Names() throws {
        let loaded = try book(
            entryName: "OEBPS/xhtml/表紙.xhtml", href: "xhtml/%E8%A1%A8%E7%B4%99.xhtml", utf8Flag: false)
        #expect(loaded.storage.string.contains("First\u{A0}words."))
    }

    @Test func namesMatchAcrossNormalisationForms() throws {
        // The entry's name is decomposed (as macOS writes it), the href composed.
        let loaded = try book(entryName: "OEBPS/xhtml/cafe\u{301}.xhtml", href: "xhtml/caf\u{E9}.xhtml", utf8Flag: true)
        #expect(loaded.storage.string.contains("First\u{A0}words."))
    }

    @Test(arguments: [false, true])
    func cp437NamesAreStillRead(utf8Flag: Bool) throws {
        // 0x82 is é in CP437 and not valid UTF-8 alone, whatever the flag claims.
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/>"#)
            .replacingOccurrences(of: #"href="text/one.xhtml""#, with: #"href="text/caf%C3%A9.xhtml""#)
        let chapter = files.removeValue(forKey: "OEBPS/text/one.xhtml") ?? ""
        var entries = RawZip.fixture(files)
        var named = RawZip.Entry("", Array(chapter.utf8))
        named.utf8Flag = utf8Flag
        named.rawName = Array("OEBPS/text/caf".utf8) + [0x82] + Array(".xhtml".utf8)
        entries.append(named)
        let loaded = try BookLoader.load(path: directory.file("cp437.epub", bytes: RawZip(entries: entries).bytes))
        #expect(loaded.storage.string.contains("First\u{A0}words."))
    }
}

@Suite("Mapped files")
struct MappedFileTests {
    let directory = TemporaryDirectory()

    @Test func pagesGivenBackAreReadAgain() throws {
        // Not a whole number of pages.
        let bytes = (0..<(9 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let path = directory.file("large.bin", bytes: bytes)
        let file = try MappedFile(path: path)
        file.release(0..<(5 << 20))
        #expect(Array(file.bytes[(5 << 20) - 10..<(5 << 20) + 10]) == Array(bytes[(5 << 20) - 10..<(5 << 20) + 10]))
        file.release(0..<file.bytes.count)
        #expect(Array(file.bytes.suffix(100)) == Array(bytes.suffix(100)), "pages given back are read again")
        #expect(try MappedFile(path: directory.file("empty.epub", bytes: [])).bytes.isEmpty)
    }
}

@Suite("Hrefs")
struct HrefTests {
    @Test func hrefsResolveAgainstTheirDocumentsDirectory() {
        let cases: [(String, String, String?)] = [
            ("c1.xhtml", "OEBPS/", "OEBPS/c1.xhtml"), ("text/c1.xhtml#note?", "OEBPS/", "OEBPS/text/c1.xhtml"),
            ("../s.css?v=2", "OEBPS/text/", "OEBPS/s.css"), ("./a/../b.xhtml", "", "b.xhtml"),
            ("/META-INF/x.xml", "OEBPS/", "META-INF/x.xml"),
            ("../../x", "OEBPS/", nil), ("#only", "OEBPS/", nil), ("", "OEBPS/", nil),
            ("http://example.com/a", "OEBPS/", nil),
            ("a://b", "", nil), ("%E8%A1%A8%E7%B4%99.xhtml#p", "OEBPS/", "OEBPS/表紙.xhtml"),
            ("caf\u{E9}.xhtml#x", "", "caf\u{E9}.xhtml"),
            ("%zz.xhtml", "", "%zz.xhtml"), ("\u{FEFF}c1.xhtml", "", "c1.xhtml"),
        ]
        for (href, base, expected) in cases {
            #expect(BookPath.resolve(href, against: base) == expected, "\(href.debugDescription) in \(base)")
        }
        #expect(BookPath.resolve("../../x", against: "OEBPS/", clampingAtRoot: true) == "x")
    }
}

@Suite("Vertical books")
struct VerticalBookImportTests {
    let directory = TemporaryDirectory()

    private func load(_ files: [String: String]) throws -> Book {
        try BookLoader.load(path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(files))))
    }

    @Test func theWritingModeOfTheRootAndThePageProgressionOfTheSpineReachTheBook() throws {
        let vertical = try load(VerticalEPUB.files(paragraphs: 2))
        #expect(vertical.writingMode == .verticalRightToLeft && vertical.pageProgression == .rightToLeft)
        let onBody = try load(
            VerticalEPUB.files(paragraphs: 2, direction: nil, css: "body { writing-mode: vertical-rl }"))
        #expect(onBody.writingMode == .verticalRightToLeft && onBody.pageProgression == .leftToRight)
        let horizontal = try load(VerticalEPUB.files(paragraphs: 2, direction: "ltr", css: "p { margin: 0 }"))
        #expect(horizontal.writingMode == .horizontal && horizontal.pageProgression == .leftToRight)
        // A paragraph set vertically in a horizontal book does not make the book vertical.
        let inner = try load(VerticalEPUB.files(paragraphs: 2, direction: nil, css: "p { writing-mode: vertical-rl }"))
        #expect(inner.writingMode == .horizontal)
        #expect(try load(EPUBFixture.files).writingMode == .horizontal)
    }

    @Test func aChineseOrJapaneseBookWhosePagesTurnRightToLeftIsVerticalUnlessItsStylesSayHorizontal() throws {
        let turning = try load(VerticalEPUB.files(paragraphs: 2, direction: "rtl", css: "p { margin: 0 }"))
        #expect(turning.writingMode == .verticalRightToLeft && turning.pageProgression == .rightToLeft)
        let stated = try load(
            VerticalEPUB.files(paragraphs: 2, direction: "rtl", css: "body { writing-mode: horizontal-tb }"))
        #expect(stated.writingMode == .horizontal && stated.pageProgression == .rightToLeft)
        // An Arabic or Hebrew book turns right to left and stays horizontal.
        var hebrew = VerticalEPUB.files(paragraphs: 1, direction: "rtl", css: "p { margin: 0 }")
        hebrew["OEBPS/one.xhtml"] =
            #"<html xmlns="http://www.w3.org/1999/xhtml"><body><p>"#
            + #"בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ</p></body></html>"#
        let rightToLeft = try load(hebrew)
        #expect(rightToLeft.writingMode == .horizontal && rightToLeft.pageProgression == .rightToLeft)
    }
}
