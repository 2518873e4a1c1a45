import Foundation
import TestSupport
import Testing

@testable import Pictures

/// SVGs made to hurt: each is refused, or drawn without what it reaches for, within seconds,
/// and nothing outside the picture's bytes is read.
@Suite("Hostile SVG")
struct HostileSVGTests {
    private static let box = PixelSize(width: 200, height: 200)

    private func decode(_ svg: String) -> Result<DecodedImage, ImageError> {
        Result { () throws(ImageError) in try DecodedImage(decoding: Array(svg.utf8), fitting: Self.box) }
    }

    @Test func billionLaughsIsRefused() {
        let entities = (1..<10).map { "<!ENTITY a\($0) \"" + String(repeating: "&a\($0 - 1);", count: 10) + "\">" }
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY a0 "lol">\(entities.joined())]>
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text y="20">&a9;</text></svg>
            """
        #expect(decode(svg) == .failure(.corrupt))
    }

    @Test func tenThousandNestedGroupsAreRefused() {
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"#
            + String(repeating: "<g>", count: 10_000) + #"<rect width="10" height="10"/>"#
            + String(repeating: "</g>", count: 10_000) + "</svg>"
        #expect(decode(svg) == .failure(.corrupt))
    }

    @Test(.timeLimit(.minutes(1))) func useElementsOfUsesAreRefusedPastLibrsvgsReferences() {
        // 10 uses of 10 uses ... 11 deep: 10^11 rectangles.
        let levels = (1...11).map { level in
            "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
            <defs><rect id="l0" width="1" height="1"/>\(levels.joined())</defs><use xlink:href="#l11"/></svg>
            """
        #expect(decode(svg) == .failure(.tooComplex))
    }

    @Test func aUseCycleDrawsNothing() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">
            <g id="a"><use xlink:href="#b"/></g><g id="b"><use xlink:href="#a"/></g></svg>
            """
        let image = try decode(svg).get()
        #expect(image.rgba.allSatisfy { $0 == 0 })
    }

    @Test func aHugeStatedSizeIsDrawnAtTheBoxsSize() throws {
        let svg = #"""
            <svg xmlns="http://www.w3.org/2000/svg" width="100000000" height="100000000">
            <rect width="50000000" height="100000000" fill="red"/></svg>
            """#
        let image = try decode(svg).get()
        #expect(image.width == 200 && image.height == 200)
        #expect(Array(image.rgba[0..<4]) == [255, 0, 0, 255])
        // Without a box it is refused before anything is allocated.
        #expect(throws: ImageError.tooLarge(width: 100_000_000, height: 100_000_000)) {
            try DecodedImage(decoding: Array(svg.utf8))
        }
    }

    @Test func nothingOutsideThePictureIsRead() throws {
        // A green picture and a text file beside the test: an SVG naming them draws nothing.
        let directory = TemporaryDirectory()
        let green = directory.file(
            "green.png",
            bytes: PNGWriter.rgba(width: 2, height: 2, Array(repeating: [0, 255, 0, 255], count: 4).flatMap { $0 })
                .bytes)
        let secret = directory.file("secret.txt", text: "SECRET")
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY secret SYSTEM "file://\(secret)">]>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
                 xmlns:xi="http://www.w3.org/2001/XInclude" width="100" height="100">
              <image width="100" height="100" xlink:href="file://\(green)"/>
              <image width="100" height="100" href="green.png"/>
              <image width="100" height="100" href="http://127.0.0.1:9/green.png"/>
              <text y="50" font-size="40"><xi:include href="file://\(secret)" parse="text"/></text>
            </svg>
            """
        switch decode(svg) {
        case .success(let image): #expect(image.rgba.allSatisfy { $0 == 0 })
        case .failure(let error): #expect(error == .corrupt)
        }
        // Without the entity the rest is drawn, and still nothing of the files.
        let drawn = try decode(
            svg.replacingOccurrences(of: "<!DOCTYPE svg [<!ENTITY secret SYSTEM \"file://\(secret)\">]>", with: "")
        ).get()
        #expect(drawn.rgba.allSatisfy { $0 == 0 })
    }

    @Test func aDataAddressInsideTheSVGIsDrawn() throws {
        // The same green picture, held by the SVG itself: drawn, the proof that the test above
        // would see the files' pixels were they read.
        let png = PNGWriter.rgba(width: 2, height: 2, Array(repeating: [0, 255, 0, 255], count: 4).flatMap { $0 }).bytes
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">
            <image width="100" height="100" xlink:href="data:image/png;base64,\(Data(png).base64EncodedString())"/></svg>
            """
        let image = try decode(svg).get()
        let middle = (100 * image.width + 100) * 4
        #expect(Array(image.rgba[middle..<middle + 4]) == [0, 255, 0, 255])
    }
}
