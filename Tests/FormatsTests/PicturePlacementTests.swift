import Testing
import TextEngine

@testable import Formats

@Suite("Picture placement")
struct PicturePlacementTests {
    private let chapter = BookPath(document: "OEBPS/text/c1.xhtml")

    @Test func aPictureOfTheBookIsABlockAtTheSizeItsAttributesOrHeaderSay() {
        var pictures = PicturePlacement()
        pictures.pixelSize = { path in path == "OEBPS/images/map.png" ? (800, 600) : nil }
        #expect(
            pictures.place(source: "../images/map.png", ["alt": " A map "], in: chapter, inParagraph: false)
                == .block(Picture(source: "OEBPS/images/map.png", pixelWidth: 800, pixelHeight: 600, alt: "A map")))
        #expect(
            pictures.place(source: "p.png", ["width": "640px", "height": " 480 "], in: chapter, inParagraph: false)
                == .block(Picture(source: "OEBPS/text/p.png", pixelWidth: 640, pixelHeight: 480, alt: "")))
        #expect(
            pictures.place(source: "q.png", ["width": "50%", "height": "x"], in: chapter, inParagraph: false)
                == .block(Picture(source: "OEBPS/text/q.png", pixelWidth: 0, pixelHeight: 0, alt: "")))
        #expect(pictures.count == 3)
    }

    @Test func iconsPicturesInALineAndPicturesElsewhereShowTheirAlternativeText() {
        var pictures = PicturePlacement()
        let icon = ["alt": "star", "height": "16"]
        #expect(pictures.place(source: "star.png", icon, in: chapter, inParagraph: false) == .text("[star]"))
        #expect(pictures.place(source: "map.png", ["alt": "map"], in: chapter, inParagraph: true) == .text("[map]"))
        #expect(
            pictures.place(source: "https://example.com/a.png", ["alt": "web"], in: chapter, inParagraph: false)
                == .text("[web]"))
        #expect(pictures.place(source: "data:image/png;base64,AAAA", [:], in: chapter, inParagraph: false) == .none)
        #expect(pictures.place(source: nil, ["alt": "  "], in: chapter, inParagraph: false) == .none)
        #expect(pictures.count == 0)
    }

    @Test func theCoverIsAPictureOfItsOwnSize() {
        var pictures = PicturePlacement()
        pictures.pixelSize = { _ in (300, 400) }
        #expect(
            pictures.page("OEBPS/cover.jpg", alt: "Cover")
                == Picture(source: "OEBPS/cover.jpg", pixelWidth: 300, pixelHeight: 400, alt: "Cover"))
        #expect(pictures.count == 1)
    }
}
