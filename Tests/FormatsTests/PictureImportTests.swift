import Testing
import TextEngine
@testable import Formats

/// Pictures become attachments of their own paragraph, with their path in the book, their
/// size and their alternative text; a picture in a line of text, or from outside the book,
/// stays its alternative text.
@Suite("Picture import")
struct PictureImportTests {
    private func storage(_ html: String, path: String = "OEBPS/text/ch1.xhtml",
                         sizes: [String: (Int, Int)] = [:]) -> TextStorage {
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
        let text = storage("<p>Before.</p><p><img src='../images/tree.png' alt='A  tree' width='640' height='480px'/></p><p>After.</p>")
        #expect(pictures(text) == [Picture(source: "OEBPS/images/tree.png", pixelWidth: 640, pixelHeight: 480, alt: "A  tree")])
        #expect(text.string == "Before.\n\u{FFFC}\nAfter.")
        let offset = text.string.utf16.firstIndex(of: 0xFFFC).map { text.string.utf16.distance(from: text.string.utf16.startIndex, to: $0) }!
        #expect(text.paragraphStyle(at: offset).alignment == .center)
    }

    @Test func theSizeComesFromTheImageWhenTheMarkupDoesNotSayIt() {
        let text = storage("<div><img src='p.jpg'/></div>", sizes: ["OEBPS/text/p.jpg": (1200, 900)])
        #expect(pictures(text).map { [$0.pixelWidth, $0.pixelHeight] } == [[1200, 900]])
        #expect(pictures(storage("<div><img src='q.jpg'/></div>")).map { [$0.pixelWidth, $0.pixelHeight] } == [[0, 0]],
                "unknown until drawn")
    }

    @Test func anImageInALineOrFromElsewhereIsItsAltText() {
        #expect(storage("<p>An icon <img src='i.png' alt='star' width='300' height='300'/> here.</p>").string == "An icon [star] here.")
        #expect(storage("<p><img src='dot.png' alt='dot' width='16' height='16'/> a line-high picture</p>").string
                == "[dot] a line-high picture")
        #expect(storage("<p><img src='http://example.com/a.png' alt='web'/></p>").string == "[web]")
        #expect(storage("<p><img src='data:image/png;base64,AAAA' alt='inline'/></p>").string == "[inline]")
        #expect(storage("<p><img alt='nothing'/></p>").string == "[nothing]")
        #expect(pictures(storage("<p><img src=''/></p>")).isEmpty)
    }

    @Test func svgImagesAndFiguresKeepTheirCaption() {
        let cover = storage("<svg xmlns:xlink='http://www.w3.org/1999/xlink'><image xlink:href='cover.jpg' width='600' height='800'/></svg>")
        #expect(pictures(cover).map(\.source) == ["OEBPS/text/cover.jpg"])
        let figure = storage("<figure><img src='a.png' alt='A'/><figcaption>The caption</figcaption></figure><p>Text.</p>")
        #expect(figure.string == "\u{FFFC}\nThe caption\nText.")
        #expect(figure.paragraphStyle(at: 0).keepWithNext, "the picture keeps with its caption")
    }
}
