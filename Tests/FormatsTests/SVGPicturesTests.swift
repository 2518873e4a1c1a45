import Foundation
import Pictures
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// SVG pictures made ready for librsvg: the style rules that apply to an inline SVG, the
/// pictures of the book an SVG shows put in as `data:` addresses (and nothing outside the book),
/// pattern fills drawn, and the words of an SVG picture set as the book's text under it.
@Suite("SVG pictures")
struct SVGPicturesTests {
    private static let bluePNG = PNGWriter.rgba(
        width: 4, height: 4, Array(repeating: [0, 0, 255, 255], count: 16).flatMap { $0 }
    ).bytes

    /// The book's files, by path, as an EPUB's entries are read.
    private static func source(_ files: [String: [UInt8]]) -> PictureSource {
        PictureSource(read: { files[$0] }, header: { files[$0] })
    }

    /// The paths a source was asked to read, in order.
    private final class Asked: @unchecked Sendable {
        var paths: [String] = []
    }

    /// The book's files, every path read told to `asked`.
    private static func source(_ files: [String: [UInt8]], asking asked: Asked) -> PictureSource {
        PictureSource(
            read: {
                asked.paths.append($0)
                return files[$0]
            }, header: { files[$0] })
    }

    private func imported(_ html: String, source: PictureSource = .none) -> (TextStorage, HTMLImporter) {
        let importer = HTMLImporter()
        importer.pictureSize = { source.pixelSize(of: $0) }
        importer.embedPicture = { source.embed($0, kind: $1, in: $2) }
        importer.svgPicture = { source.svg(at: $0) }
        importer.add(Array(html.utf8), path: "OEBPS/text/ch1.xhtml", encoding: "UTF-8", newPage: false)
        return (importer.storage(language: nil), importer)
    }

    /// The RGBA of the pixel at x, y of a picture drawn 40 by 40.
    private func pixel(_ bytes: [UInt8], _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try DecodedImage(decoding: bytes, fitting: PixelSize(width: 40, height: 40))
        let start = (y * image.width + x) * 4
        return Array(image.rgba[start..<start + 4])
    }

    @Test func anInlineSVGKeepsItsOwnStyleRules() throws {
        let source = PictureSource.none
        _ = imported(
            """
            <html xmlns="http://www.w3.org/1999/xhtml"><body><div>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><style type="text/css">
            <![CDATA[ .fil0 {fill:red} ]]></style></defs><rect class="fil0" width="40" height="40"/></svg>
            </div></body></html>
            """, source: source)
        let bytes = try #require(source.bytes(of: "OEBPS/text/ch1.xhtml#svg-1"))
        #expect(try pixel(bytes, 20, 20) == [255, 0, 0, 255])
    }

    @Test func theDocumentsStyleSheetsApplyToAnInlineSVG() throws {
        let source = PictureSource.none
        _ = imported(
            """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><style>.fil0 { fill: #00ff00 }</style></head>
            <body><div><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
            <rect class="fil0" width="40" height="40"/></svg></div></body></html>
            """, source: source)
        let bytes = try #require(source.bytes(of: "OEBPS/text/ch1.xhtml#svg-1"))
        #expect(try pixel(bytes, 20, 20) == [0, 255, 0, 255])
    }

    @Test func aPatternFillIsDrawn() throws {
        // A tile of another shape than the pattern's viewBox (400 by 350 against 10 by 10).
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4000 3500"><defs>
            <pattern id="p" viewBox="0,0,10,10" width="10%" height="10%"><rect width="10" height="10" fill="#00ff00"/>
            </pattern></defs><rect width="4000" height="3500" fill="url(#p)"/></svg>
            """
        let source = Self.source(["OEBPS/images/p.svg": Array(svg.utf8)])
        let bytes = try #require(source.bytes(of: "OEBPS/images/p.svg"))
        #expect(try pixel(bytes, 1, 1) == [0, 255, 0, 255])
    }

    @Test func anImageOfTheBookIsDrawnInsideAnSVG() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 40 40">
            <image xlink:href="../images/A.png" width="40" height="40"/></svg>
            """
        let asked = Asked()
        let source = Self.source(
            ["OEBPS/plates/A.svg": Array(svg.utf8), "OEBPS/images/A.png": Self.bluePNG], asking: asked)
        let bytes = try #require(source.bytes(of: "OEBPS/plates/A.svg"))
        #expect(try pixel(bytes, 20, 20) == [0, 0, 255, 255])
        #expect(asked.paths == ["OEBPS/plates/A.svg", "OEBPS/images/A.png"])
    }

    @Test func referencesOutsideTheBookAreLeftOutAndTold() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><image href="file:///etc/passwd" width="40" height="40"/>
            <image href="http://example.com/x.png" width="40" height="40"/><image href="inside.png" width="20" height="20"/></svg>
            """
        let asked = Asked()
        let source = Self.source(["OEBPS/x.svg": Array(svg.utf8), "OEBPS/inside.png": Self.bluePNG], asking: asked)
        let (_, importer) = imported("<div><img src='../x.svg' alt='x'/></div>", source: source)
        #expect(
            importer.notices.map(\.description).contains {
                $0.hasPrefix("left out 2 pictures that SVG pictures show") && $0.hasSuffix("(file:///etc/passwd)")
            })
        let bytes = try #require(source.bytes(of: "OEBPS/x.svg"))
        #expect(try pixel(bytes, 5, 5) == [0, 0, 255, 255], "the picture inside the book is drawn")
        #expect(try pixel(bytes, 30, 30) == [0, 0, 0, 0], "nothing of the others")
        #expect(Set(asked.paths) == ["OEBPS/x.svg", "OEBPS/inside.png"])
    }

    @Test func theWordsOfAnSVGPictureAreTextUnderIt() {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><text x="10" y="40">THE
              <tspan font-weight="bold">LANTERN</tspan> KEEPER</text><text x="10" y="80">A Novel</text></svg>
            """
        let source = Self.source(["OEBPS/images/title.svg": Array(svg.utf8)])
        let (storage, _) = imported(
            "<p>Before.</p><div><img src='../images/title.svg' alt='Title'/></div>", source: source)
        #expect(storage.string == "Before.\n\u{FFFC}\nTHE LANTERN KEEPER\nA Novel")
    }

    @Test func anSVGWhoseEntitiesAreNotExpandedIsRefusedNotDrawnBlank() {
        var declarations = "<!ENTITY l0 \"lol\">"
        for level in 1...9 {
            declarations += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        let bomb = Array(
            ("<?xml version=\"1.0\"?><!DOCTYPE svg [\(declarations)]><svg xmlns=\"http://www.w3.org/2000/svg\" "
                + "width=\"40\" height=\"40\"><text x=\"0\" y=\"20\">&l9;</text></svg>").utf8)
        let source = Self.source(["OEBPS/bomb.svg": bomb])
        let drawn = source.bytes(of: "OEBPS/bomb.svg").map {
            try? DecodedImage(decoding: $0, fitting: PixelSize(width: 40, height: 40))
        }
        #expect(drawn != nil && drawn! == nil, "refused as librsvg refuses it, not a blank picture")
    }
}
