import TestSupport
import Testing

@testable import Pictures

/// Formats and sizes from headers alone, with a prefix of the file when the header is in it.
@Suite("Image probe")
struct ImageProbeTests {
    private func size(_ width: Int, _ height: Int) -> ImageProbe.Size {
        ImageProbe.Size(width: width, height: height)
    }

    private func probed(_ bytes: [UInt8]) -> (ImageFormat, ImageProbe.Size?) {
        let probe = ImageProbe(bytes)
        return (probe.format, probe.size)
    }

    @Test func eachFormatWithItsSize() {
        let pixels = [UInt8](repeating: 200, count: 3 * 2 * 4)
        #expect(probed(PNGWriter.rgba(width: 3, height: 2, pixels).bytes) == (.png, size(3, 2)))
        #expect(
            probed(Encoded.jpeg(width: 3, height: 2, components: 3, Array(pixels.prefix(18)))) == (.jpeg, size(3, 2)))
        #expect(
            probed(
                Encoded.gif(width: 3, height: 2, palette: [0, 0, 0, 255, 255, 255], [UInt8](repeating: 1, count: 6)))
                == (.gif, size(3, 2)))
        #expect(probed(Encoded.webp(width: 3, height: 2, pixels)) == (.webp, size(3, 2)))
    }

    @Test func theFirst64KiBOfALargerFileAreEnough() {
        var noise = Noise()
        let rgba = (0..<300 * 200 * 4).map { _ in noise.next() }
        let png = PNGWriter.rgba(width: 300, height: 200, rgba).bytes
        let jpeg = Encoded.jpeg(width: 300, height: 200, components: 3, Array(rgba.prefix(300 * 200 * 3)))
        let webp = Encoded.webp(width: 300, height: 200, rgba)
        for file in [png, jpeg, webp] {
            #expect(file.count > 1 << 16)
            #expect(ImageProbe(Array(file.prefix(1 << 16))).size == size(300, 200))
        }
    }

    @Test func aHeaderCutShortGivesTheFormatWithoutASize() {
        let png = PNGWriter.rgba(width: 1, height: 1, [1, 2, 3, 4]).bytes
        #expect(probed(Array(png.prefix(20))) == (.png, nil))
        #expect(ImageProbe(Array(png.prefix(33))).size == size(1, 1), "the whole IHDR chunk is enough")
    }

    @Test func svgIsRecognised() {
        let documents = [
            #"<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#,
            "\u{FEFF}\n  <!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">\n<svg/>",
            "<svg viewBox=\"0 0 1 1\"><rect/></svg>",
        ]
        // Its size from the root's width and height, else its viewBox; none without them.
        for (document, expected) in zip(documents, [size(10, 10), nil, size(1, 1)]) {
            #expect(probed(Array(document.utf8)) == (.svg, expected))
        }
        #expect(ImageProbe(Array("<html><body>no picture</body></html>".utf8)).format == .unknown)
    }

    @Test func garbageAndNothingAreUnknown() {
        #expect(probed([]) == (.unknown, nil))
        #expect(ImageProbe(Array("plain text, not a picture".utf8)).format == .unknown)
        #expect(ImageProbe([0xFF, 0xD8]).format == .unknown, "two bytes are not yet a JPEG")
    }
}
