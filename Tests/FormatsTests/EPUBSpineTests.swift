import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// Books whose package says what the reader must follow: fallbacks, pictures as pages, paths,
/// repeated spine entries, resources the manifest leaves out (EPUB 3.3 and its reading-system tests).
@Suite("EPUB spine and manifest")
struct EPUBSpineTests {
    private let directory = TemporaryDirectory()

    private static let png = PNGWriter.rgba(width: 60, height: 80, (0..<(60 * 80 * 4)).map { UInt8($0 % 251) }).bytes

    private static func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" \
        xmlns:epub="http://www.idpf.org/2007/ops"><head><title id="t">Doc</title></head><body>\(body)</body></html>
        """
    }

    /// A book of the package's `manifest` and `spine` (in OEBPS/), the `files` beside it, and
    /// a PNG at each of `pictures`.
    private func book(
        manifest: String, spine: String, files: [String: String] = [:], pictures: [String] = [],
        package: String = "<package xmlns=\"http://www.idpf.org/2007/opf\" version=\"3.0\">",
        title: String = "<dc:title>Spine</dc:title>"
    ) throws -> Book {
        var all = files
        all["mimetype"] = "application/epub+zip"
        all["META-INF/container.xml"] = EPUBFixture.container
        all["OEBPS/content.opf"] = """
            <?xml version="1.0"?>\(package)<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\(title)\
            </metadata><manifest>\(manifest)</manifest><spine>\(spine)</spine></package>
            """
        let extra = pictures.map { ($0, Data(Self.png)) }
        return try BookLoader.load(
            path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(all, extra: extra))))
    }

    private func pictures(_ book: Book) -> [Picture] {
        book.storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture } else { nil }
        }
    }

    @Test func aSpineItemTheReaderCannotReadIsReplacedByItsFallback() throws {
        let book = try book(
            manifest: """
                <item id="json" href="data.json" media-type="application/json" fallback="xml"/>\
                <item id="xml" href="data.xml" media-type="application/xml" fallback="page"/>\
                <item id="page" href="page.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: #"<itemref idref="json"/>"#,
            files: [
                "OEBPS/data.json": "{}", "OEBPS/data.xml": "<a/>",
                "OEBPS/page.xhtml": Self.document("<p>Fell back.</p>"),
            ])
        #expect(book.storage.string == "Fell back.")
        #expect(book.notices.isEmpty)
    }

    @Test func fallbackCyclesAndChainsTooLongEndInTheSkippedNotice() throws {
        let cycle = """
            <item id="a" href="a.json" media-type="application/json" fallback="b"/>\
            <item id="b" href="b.json" media-type="application/json" fallback="a"/>
            """
        // 1,000 items, the last one readable: past the 32 looked at.
        let chain =
            (0..<999).map {
                #"<item id="c\#($0)" href="c.json" media-type="application/json" fallback="c\#($0 + 1)"/>"#
            }
            .joined() + #"<item id="c999" href="page.xhtml" media-type="application/xhtml+xml"/>"#
        let book = try book(
            manifest: cycle + chain + #"<item id="text" href="text.xhtml" media-type="application/xhtml+xml"/>"#,
            spine: #"<itemref idref="a"/><itemref idref="c0"/><itemref idref="c968"/><itemref idref="text"/>"#,
            files: [
                "OEBPS/a.json": "{}", "OEBPS/c.json": "{}", "OEBPS/page.xhtml": Self.document("<p>Near.</p>"),
                "OEBPS/text.xhtml": Self.document("<p>Text.</p>"),
            ])
        #expect(book.storage.string == "Near.\nText.", "a chain read within 32 items")
        #expect(
            book.notices == [
                .skippedParts(
                    count: 2,
                    first: [
                        "a.json (application/json; its fallbacks go round in a cycle)",
                        "c.json (application/json; no fallback is readable)",
                    ])
            ])
    }

    @Test func onlyXHTMLAndHTMLAreReadAsDocumentsAndOtherTypesFallBack() throws {
        // DTBook and generic XML are foreign resources in EPUB 3: never read as text, even in a cycle.
        let book = try book(
            manifest: """
                <item id="a" href="a.json" media-type="application/json" fallback="b"/>\
                <item id="b" href="b.xml" media-type="application/xml" fallback="c"/>\
                <item id="c" href="c.dtbook" media-type="application/x-dtbook+xml" fallback="a"/>\
                <item id="d" href="d.dtbook" media-type="application/x-dtbook+xml" fallback="h"/>\
                <item id="h" href="h.html" media-type="text/html"/>\
                <item id="ok" href="ok.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: #"<itemref idref="a"/><itemref idref="d"/><itemref idref="ok"/>"#,
            files: [
                "OEBPS/a.json": "{}", "OEBPS/b.xml": "<a>FAIL b</a>",
                "OEBPS/c.dtbook": "<dtbook><book><p>FAIL c</p></book></dtbook>",
                "OEBPS/d.dtbook": "<dtbook><book><p>FAIL d</p></book></dtbook>",
                "OEBPS/h.html": "<html><body><p>HTML, read leniently.</p></body></html>",
                "OEBPS/ok.xhtml": Self.document("<p>PASS</p>"),
            ])
        #expect(book.storage.string == "HTML, read leniently.\nPASS")
        #expect(
            book.notices == [
                .skippedParts(count: 1, first: ["a.json (application/json; its fallbacks go round in a cycle)"])
            ])
    }

    @Test func aPictureOfTheManifestIsDrawnFromItsFallbackWhenItIsNotDrawnItself() throws {
        let book = try book(
            manifest: """
                <item id="psd" href="art/a.psd" media-type="image/vnd.adobe.photoshop" fallback="png"/>\
                <item id="png" href="art/a.png" media-type="image/png"/>\
                <item id="page" href="page.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: #"<itemref idref="page"/>"#,
            files: [
                "OEBPS/art/a.psd": "8BPS not a picture",
                "OEBPS/page.xhtml": Self.document("<div><img src='art/a.psd' alt='Art'/></div>"),
            ],
            pictures: ["OEBPS/art/a.png"])
        #expect(pictures(book).map(\.source) == ["OEBPS/art/a.png"])
    }

    @Test func aPictureTheManifestDoesNotListIsItsAlternativeText() throws {
        let book = try book(
            manifest: #"<item id="page" href="page.xhtml" media-type="application/xhtml+xml"/>"#,
            spine: #"<itemref idref="page"/>"#,
            files: ["OEBPS/page.xhtml": Self.document("<div><img src='red.png' alt='red square'/></div><p>After.</p>")],
            pictures: ["OEBPS/red.png"])
        #expect(pictures(book).isEmpty)
        #expect(book.storage.string == "[red square]\nAfter.")
    }

    @Test func aPathAboveTheRootStaysAtTheRoot() throws {
        let book = try book(
            manifest: """
                <item id="page" href="text/page.xhtml" media-type="application/xhtml+xml"/>\
                <item id="p" href="../media/x.png" media-type="image/png"/>
                """,
            spine: #"<itemref idref="page"/>"#,
            files: ["OEBPS/text/page.xhtml": Self.document("<div><img src='../../../../media/x.png' alt='X'/></div>")],
            pictures: ["media/x.png"])
        #expect(pictures(book).map(\.source) == ["media/x.png"])
        #expect(book.pictures.bytes(of: "media/x.png") == Self.png)
    }

    @Test func aBookOfPicturesIsAPageForEachPicture() throws {
        let items = (1...30).map { #"<item id="p\#($0)" href="pages/\#($0).png" media-type="image/png"/>"# }
        let book = try book(
            manifest: items.joined(), spine: (1...30).map { #"<itemref idref="p\#($0)"/>"# }.joined(),
            pictures: (1...30).map { "OEBPS/pages/\($0).png" })
        #expect(pictures(book).map(\.source) == (1...30).map { "OEBPS/pages/\($0).png" })
        #expect(book.notices.isEmpty)
        for (width, height) in [(80, 24), (40, 12)] {
            let pages = PageIndex(
                layoutManager: LayoutManager(storage: book.storage),
                container: TextContainer(width: width, height: height))
            #expect(pages.count == 30, "at \(width)x\(height)")
        }
    }

    @Test func aDocumentTheSpineListsAgainIsReadAgainAndLinksGoToItsFirstPlace() throws {
        let book = try book(
            manifest: """
                <item id="one" href="one.xhtml" media-type="application/xhtml+xml"/>\
                <item id="two" href="two.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: #"<itemref idref="one"/><itemref idref="two"/><itemref idref="two"/><itemref idref="two"/>"#,
            files: [
                "OEBPS/one.xhtml": Self.document("<p><a href='two.xhtml#x'>Go</a></p>"),
                "OEBPS/two.xhtml": Self.document("<p id='x'>Again.</p>"),
            ])
        #expect(book.storage.string == "Go\nAgain.\nAgain.\nAgain.")
        #expect(book.links.map(\.target) == [3])
        #expect(!book.links[0].isNote)
    }

    @Test func aLinkIsANoteOnlyByItsMarkup() throws {
        let book = try book(
            manifest: #"<item id="page" href="page.xhtml" media-type="application/xhtml+xml"/>"#,
            spine: #"<itemref idref="page"/>"#,
            files: [
                "OEBPS/page.xhtml": Self.document(
                    """
                    <p><a epub:type="noteref" href="#t">title</a> <a href="#notes">section</a> \
                    <a href="#n1">note</a></p><section id="notes" epub:type="endnotes"><ol>\
                    <li id="n1" epub:type="endnote"><p>A note.</p></li></ol></section>
                    """)
            ])
        #expect(book.links.map(\.isNote) == [false, false, true])
    }

    @Test func aPictureInTheContentsReadsAsItsAlternativeText() {
        let nav = Self.document(
            """
            <nav epub:type="toc"><ol><li><a href="one.xhtml"><img src="i.png" alt="Chapter One"/></a></li>\
            <li><a href="two.xhtml" title="Chapter Two"><img src="j.png"/></a></li></ol></nav>
            """)
        #expect(EPUBNavigation.navigationDocument(Array(nav.utf8)).map(\.title) == ["Chapter One", "Chapter Two"])
    }

    @Test func theTitleRunsAsTheDirOfTheTitleOrOfThePackageSays() throws {
        let manifest = #"<item id="page" href="page.xhtml" media-type="application/xhtml+xml"/>"#
        let files = ["OEBPS/page.xhtml": Self.document("<p>Text.</p>")]
        let rtlPackage = #"<package xmlns="http://www.idpf.org/2007/opf" version="3.0" dir="rtl">"#
        let cases: [(package: String?, title: String, expected: Bool?)] = [
            (rtlPackage, "<dc:title>CSS: הרפתקה</dc:title>", true),
            (nil, #"<dc:title dir="rtl">CSS: הרפתקה</dc:title>"#, true),
            (rtlPackage, #"<dc:title dir="auto">CSS: مغامرة</dc:title>"#, nil),
            (rtlPackage, #"<dc:title dir="ltr">CSS: מ</dc:title>"#, false),
            (nil, "<dc:title>CSS</dc:title>", nil),
        ]
        for item in cases {
            let loaded =
                try item.package.map {
                    try book(
                        manifest: manifest, spine: #"<itemref idref="page"/>"#, files: files, package: $0,
                        title: item.title)
                } ?? book(manifest: manifest, spine: #"<itemref idref="page"/>"#, files: files, title: item.title)
            #expect(loaded.titleIsRightToLeft == item.expected, "\(item.title)")
        }
    }

    @Test func aMalformedDocumentIsReadAndNamedOnce() throws {
        let book = try book(
            manifest: """
                <item id="a" href="a.xhtml" media-type="application/xhtml+xml"/>\
                <item id="b" href="b.xhtml" media-type="application/xhtml+xml"/>\
                <item id="c" href="c.xhtml" media-type="application/xhtml+xml"/>\
                <item id="d" href="d.xhtml" media-type="application/xhtml+xml"/>\
                <item id="e" href="e.xhtml" media-type="application/xhtml+xml"/>\
                <item id="f" href="f.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: (["a", "b", "c", "d", "e", "f"].map { #"<itemref idref="\#($0)"/>"# }).joined(),
            files: [
                "OEBPS/a.xhtml": Self.document("<p>Fine&nbsp;one.</p>"),
                "OEBPS/b.xhtml": Self.document("<p>Unclosed <span>span.</p>"),
                "OEBPS/c.xhtml": Self.document("<p>Bad <1name>name.</p>"),
                // Names well-formed in XML 1.0 but not in XML namespaces.
                "OEBPS/d.xhtml": Self.document("<p::p>Bad qualified name.</p::p>"),
                "OEBPS/e.xhtml": Self.document("<p><x:b>Undeclared prefix.</x:b></p>"),
                "OEBPS/f.xhtml": Self.document(#"<p epub:type="z"><epub:switch>Declared.</epub:switch></p>"#),
            ])
        #expect(book.storage.string.contains("Unclosed span."))
        #expect(book.storage.string.contains("Declared."))
        #expect(book.notices == [.malformed(count: 4, first: "OEBPS/b.xhtml")])
    }

    /// The error opening a zip of `entries` gives, its archive split when `disk` is not 0.
    private func refusal(_ entries: [RawZip.Entry], disk: Int = 0) -> String? {
        var zip = RawZip(entries: entries)
        zip.disk = disk
        do {
            _ = try BookLoader.load(path: directory.file("book.epub", bytes: zip.bytes))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func zipFeaturesTheReaderDoesNotReadAreNamed() {
        let bzip2 = RawZip.fixture().map { entry in
            var entry = entry
            if entry.name != "mimetype" { entry.method = 12 }
            return entry
        }
        #expect(
            refusal(bzip2)
                == "cannot read this EPUB: META-INF/container.xml is compressed with bzip2, which this reader does not read"
        )
        let locked = RawZip.fixture().map { entry in
            var entry = entry
            entry.encrypted = entry.name.hasSuffix(".opf")
            return entry
        }
        #expect(
            refusal(locked)
                == "cannot read this EPUB: OEBPS/content.opf is encrypted with a password, which this reader does not read"
        )
        #expect(
            refusal(RawZip.fixture(), disk: 1)
                == "cannot read this EPUB: it is one part of a split (spanned) zip archive")
        #expect(refusal(RawZip.fixture()) == nil)
    }
}
