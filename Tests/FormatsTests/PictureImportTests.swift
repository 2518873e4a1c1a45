import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// Pictures become attachments of their own paragraph, with their path in the book, their
/// size and their alternative text; a picture in a line of text, or from outside the book,
/// stays its alternative text.
@Suite("Picture import")
struct PictureImportTests {
    private func storage(
        _ html: String, path: String = "OEBPS/text/ch1.xhtml",
        sizes: [String: (Int, Int)] = [:]
    ) -> TextStorage {
        let importer = HTMLImporter()
        importer.pictureSize = { sizes[$0] }
        importer.add(Array(html.utf8), path: path, encoding: "UTF-8", newPage: false)
        return importer.storage(language: nil)
    }

    private func pictures(_ storage: TextStorage) -> [Picture] {
        storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture } else { nil }
        }
    }

    @Test func anImageAloneIsAPictureWithItsPathSizeAndAlt() {
        let text = storage(
            "<p>Before.</p><p><img src='../images/tree.png' alt='A  tree' width='640' height='480px'/></p><p>After.</p>"
        )
        #expect(
            pictures(text) == [
                Picture(source: "OEBPS/images/tree.png", pixelWidth: 640, pixelHeight: 480, alt: "A  tree")
            ])
        #expect(text.string == "Before.\n\u{FFFC}\nAfter.")
        let offset = text.string.utf16.firstIndex(of: 0xFFFC).map {
            text.string.utf16.distance(from: text.string.utf16.startIndex, to: $0)
        }!
        #expect(text.paragraphStyle(at: offset).alignment == .center)
    }

    @Test func theSizeComesFromTheImageWhenTheMarkupDoesNotSayIt() {
        let text = storage("<div><img src='p.jpg'/></div>", sizes: ["OEBPS/text/p.jpg": (1200, 900)])
        #expect(pictures(text).map { [$0.pixelWidth, $0.pixelHeight] } == [[1200, 900]])
        #expect(
            pictures(storage("<div><img src='q.jpg'/></div>")).map { [$0.pixelWidth, $0.pixelHeight] } == [[0, 0]],
            "unknown until drawn")
    }

    @Test func anImageInALineOrFromElsewhereIsItsAltText() {
        #expect(
            storage("<p>An icon <img src='i.png' alt='star'/> of no known size.</p>").string
                == "An icon [star] of no known size.")
        #expect(
            storage("<p><img src='dot.png' alt='dot' width='16' height='16'/> a line-high picture</p>").string
                == "[dot] a line-high picture")
        #expect(storage("<p><img src='http://example.com/a.png' alt='web'/></p>").string == "[web]")
        #expect(storage("<p><img src='data:image/png;base64,AAAA' alt='inline'/></p>").string == "[inline]")
        #expect(storage("<p><img alt='nothing'/></p>").string == "[nothing]")
        #expect(pictures(storage("<p><img src=''/></p>")).isEmpty)
    }

    @Test func aPictureTallerThanALineAfterWordsIsABlockBetweenThem() {
        let text = storage(
            "<ul><li>A map <img src='map.png' alt='map' width='300' height='200'/> of the bay.</li></ul>")
        #expect(text.string == "A map\n\u{FFFC}\nof the bay.")
        #expect(pictures(text).map(\.alt) == ["map"])
        // A character drawn as a picture (a gaiji of 48 pixels) stays in its line.
        #expect(
            storage("<p>外字<img class='gaiji' src='g.png' alt='〓' width='48' height='48'/>村</p>").string
                == "外字[〓]村")
    }

    @Test func svgImagesAndFiguresKeepTheirCaption() {
        let cover = storage(
            "<svg xmlns:xlink='http://www.w3.org/1999/xlink'>"
                + "<image xlink:href='cover.jpg' width='600' height='800'/></svg>"
        )
        #expect(pictures(cover).map(\.source) == ["OEBPS/text/cover.jpg"])
        let figure = storage(
            "<figure><img src='a.png' alt='A'/><figcaption>The caption</figcaption></figure><p>Text.</p>")
        #expect(figure.string == "\u{FFFC}\nThe caption\nText.")
        #expect(figure.paragraphStyle(at: 0).keepWithNext, "the picture keeps with its caption")
    }
}

/// An EPUB's pictures: their sizes read from the headers of their entries, their bytes read
/// when drawn, and the cover the package names shown first unless a cover page shows it.
@Suite("EPUB pictures")
struct EPUBPictureTests {
    private let directory = TemporaryDirectory()

    /// Noise, which a zip cannot squeeze into what would look like a bomb.
    private static let png: [UInt8] = {
        var state: UInt32 = 12345
        let pixels = (0..<(300 * 200 * 4)).map { _ -> UInt8 in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
        return PNGWriter.rgba(width: 300, height: 200, pixels).bytes
    }()

    private func load(firstChapter: String, cover: String?) throws -> Book {
        var files = EPUBFixture.files
        var package = EPUBFixture.package(spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#)
        if let cover {
            package = package.replacingOccurrences(
                of: "</manifest>",
                with:
                    #"<item id="pic" href="images/cover.png" media-type="image/png" \#(cover)/>"#
                    + #"<item id="p" href="images/p.png" media-type="image/png"/></manifest>"#
            )
        }
        files["OEBPS/content.opf"] = package
        files["OEBPS/text/one.xhtml"] = EPUBFixture.chapter("Chapter One", firstChapter)
        let extra = [("OEBPS/images/cover.png", Data(Self.png)), ("OEBPS/images/p.png", Data(Self.png))]
        return try BookLoader.load(
            path: directory.file("book.epub", bytes: Array(try EPUBFixture.zip(files, extra: extra))))
    }

    private func pictures(_ book: Book) -> [Picture] {
        book.storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture } else { nil }
        }
    }

    @Test func picturesHaveTheSizeOfTheirHeaderAndTheirBytesWhenDrawn() throws {
        let book = try load(
            firstChapter: "<p>Text.</p><div><img src='../images/p.png' alt='A picture'/></div>",
            cover: #"properties="cover-image""#)
        #expect(pictures(book).map(\.source) == ["OEBPS/images/cover.png", "OEBPS/images/p.png"], "the cover first")
        #expect(pictures(book).allSatisfy { $0.pixelWidth == 300 && $0.pixelHeight == 200 })
        let read = book.pictures.bytes(of: "OEBPS/images/p.png") == Self.png
        #expect(read, "the picture's bytes are read from the book")
        #expect(book.pictures.bytes(of: "OEBPS/images/none.png") == nil)
        #expect(
            book.storage.paragraphStyle(at: book.storage.paragraphEnd(from: 0) + 1).pageBreakBefore,
            "the text starts a page after the cover")
    }

    @Test func aCoverPageIsNotDoubledAndEPUB2NamesItsCoverInAMeta() throws {
        let shown = try load(
            firstChapter: "<div><img src='../images/cover.png' alt='Cover'/></div>", cover: #"properties="cover-image""#
        )
        #expect(pictures(shown).map(\.source) == ["OEBPS/images/cover.png"])
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/>"#)
            .replacingOccurrences(of: "</metadata>", with: #"<meta name="cover" content="pic"/></metadata>"#)
            .replacingOccurrences(
                of: "</manifest>", with: #"<item id="pic" href="images/cover.png" media-type="image/png"/></manifest>"#)
        let epub2 = try BookLoader.load(
            path: directory.file(
                "two.epub",
                bytes: Array(try EPUBFixture.zip(files, extra: [("OEBPS/images/cover.png", Data(Self.png))]))))
        #expect(pictures(epub2).map(\.source) == ["OEBPS/images/cover.png"])
    }
}
