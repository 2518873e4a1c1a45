import Foundation
import Pictures
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// Pictures a document holds itself: `data:` addresses (base64 or percent-encoded) and inline
/// `svg` elements, kept by the book's picture source under paths of their own and drawn as
/// pictures; the inline SVG's text stays the book's text.
@Suite("Pictures held by the documents")
struct EmbeddedPicturesTests {
    private static let redPNG = PNGWriter.rgba(
        width: 3, height: 40, Array(repeating: [255, 0, 0, 255], count: 120).flatMap { $0 }
    ).bytes

    private func imported(_ html: String) -> (TextStorage, PictureSource) {
        let source = PictureSource.none
        let importer = HTMLImporter()
        importer.pictureSize = { source.pixelSize(of: $0) }
        importer.embedPicture = { source.embed($0, kind: $1, in: $2) }
        importer.add(Array(html.utf8), path: "OEBPS/text/ch1.xhtml", encoding: "UTF-8", newPage: false)
        return (importer.storage(language: nil), source)
    }

    private func pictures(_ storage: TextStorage) -> [Picture] {
        storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture } else { nil }
        }
    }

    @Test func dataAddressesHoldTheirBytes() {
        // "Hi!" is SGkh in base64.
        #expect(DataAddress.bytes(of: "data:image/png;base64,SGkh") == Array("Hi!".utf8))
        #expect(DataAddress.bytes(of: "DATA:;BASE64,SG\n kh") == Array("Hi!".utf8), "any case, blanks skipped")
        #expect(DataAddress.bytes(of: "data:;base64,SGk") == Array("Hi".utf8), "unpadded")
        #expect(DataAddress.bytes(of: "data:image/png;base64,SG%6Bh") == Array("Hi!".utf8), "escaped base64")
        #expect(DataAddress.bytes(of: "data:image/svg+xml,%3Csvg%2F%3E") == Array("<svg/>".utf8))
        #expect(DataAddress.bytes(of: "data:image/svg+xml;utf8,<svg/>") == Array("<svg/>".utf8))
        #expect(DataAddress.bytes(of: "data:,%4") == nil, "a broken escape")
        #expect(DataAddress.bytes(of: "data:;base64,S!Gkh") == nil, "not base64")
        #expect(DataAddress.bytes(of: "data:image/png;base64") == nil, "no comma")
        #expect(DataAddress.bytes(of: "images/a.png") == nil)
    }

    @Test func aDataPictureIsAPictureOfItsOwn() throws {
        let base64 = Data(Self.redPNG).base64EncodedString()
        let (storage, source) = imported("<div><img src='data:image/png;base64,\(base64)' alt='Red'/></div>")
        #expect(
            pictures(storage) == [
                Picture(source: "OEBPS/text/ch1.xhtml#data-1", pixelWidth: 3, pixelHeight: 40, alt: "Red")
            ])
        #expect(source.bytes(of: "OEBPS/text/ch1.xhtml#data-1") == Self.redPNG)
        let svg = "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='90'%20height='30'/%3E"
        let (percent, _) = imported("<div><img src=\"\(svg)\"/></div>")
        #expect(pictures(percent).map { [$0.pixelWidth, $0.pixelHeight] } == [[90, 30]])
    }

    @Test func aLongDataAddressIsReadWhole() throws {
        // Past the 64 KiB that any other attribute is cut at.
        let png = PNGWriter.rgba(
            width: 200, height: 200, (0..<40_000).flatMap { [UInt8($0 % 251), UInt8($0 % 13), 7, 255] }
        ).bytes
        #expect(Data(png).base64EncodedString().utf8.count > Limits.attributeSize)
        let (storage, source) = imported(
            "<div><img src='data:image/png;base64,\(Data(png).base64EncodedString())'/></div>")
        #expect(pictures(storage).map(\.source) == ["OEBPS/text/ch1.xhtml#data-1"])
        #expect(source.bytes(of: "OEBPS/text/ch1.xhtml#data-1") == png)
    }

    @Test func anInlineSVGIsDrawnAndItsTextStaysText() throws {
        let html = """
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>Before.</p>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40" aria-label="Half red">
            <defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
            <rect width="40" height="40" fill="url(#g)"/><text x="44" y="30">Label &amp; more</text></svg>
            <p>After.</p></body></html>
            """
        let (storage, source) = imported(html)
        #expect(storage.string == "Before.\nLabel & more\n\u{FFFC}\nAfter.")
        #expect(
            pictures(storage) == [
                Picture(source: "OEBPS/text/ch1.xhtml#svg-1", pixelWidth: 80, pixelHeight: 40, alt: "Half red")
            ])
        let bytes = try #require(source.bytes(of: "OEBPS/text/ch1.xhtml#svg-1"))
        let markup = String(decoding: bytes, as: UTF8.self)
        #expect(markup.contains("viewBox=\"0 0 80 40\"") && markup.contains("<linearGradient id=\"g\">"))
        #expect(markup.contains(">Label &amp; more</text>"))
        // Drawn: the gradient's red on the left half, nothing on the right but the text.
        let image = try DecodedImage(decoding: bytes, fitting: PixelSize(width: 80, height: 40))
        #expect(Array(image.rgba[(20 * 80 + 5) * 4..<(20 * 80 + 5) * 4 + 4]) == [255, 0, 0, 255])
        #expect(Array(image.rgba[(1 * 80 + 78) * 4..<(1 * 80 + 78) * 4 + 4]) == [0, 0, 0, 0])
    }

    @Test func anSVGWrappingAPictureOfTheBookIsThatPicture() {
        let (storage, _) = imported(
            "<div><svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' viewBox='0 0 600 800'>"
                + "<image xlink:href='../images/cover.jpg' width='600' height='800'/></svg></div>")
        #expect(pictures(storage).map(\.source) == ["OEBPS/images/cover.jpg"])
    }

    @Test func anSVGTheHeightOfALineIsItsLabel() {
        let (storage, _) = imported(
            "<p>Inline <svg xmlns='http://www.w3.org/2000/svg' width='16' height='16' aria-label='icon'><circle r='8'/></svg> text.</p>"
        )
        #expect(pictures(storage).isEmpty)
        #expect(storage.string == "Inline [icon] text.")
    }
}
