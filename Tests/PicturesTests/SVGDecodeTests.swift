import Testing

@testable import Pictures

/// SVG pictures drawn by librsvg at the size asked for, their size read from the root element.
@Suite("SVG drawing")
struct SVGDecodeTests {
    /// A red rectangle on the left half of a 200 x 100 picture; the right half clear.
    static let halfRed = Array(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 20 10">
          <rect x="0" y="0" width="10" height="10" fill="#ff0000"/>
        </svg>
        """.utf8)

    private func probe(_ bytes: [UInt8]) -> (ImageFormat, Int?, Int?) {
        let probe = ImageProbe(bytes)
        return (probe.format, probe.size?.width, probe.size?.height)
    }

    private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.rgba[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
    }

    @Test func theSizeComesFromTheRootElement() {
        #expect(probe(Self.halfRed) == (.svg, 200, 100))
        // Only a viewBox: its size; a width in another unit: in CSS pixels, the shape the viewBox's.
        let boxed = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 440"></svg>"#.utf8)
        #expect(probe(boxed) == (.svg, 1400, 440))
        let inches = Array(#"<svg width="2in" viewBox="0,0,4,1" xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
        #expect(probe(inches) == (.svg, 192, 48))
        let percent = Array(#"<svg width="100%" height="100%" xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
        #expect(probe(percent) == (.svg, nil, nil))
    }

    @Test func drawnAtItsOwnSizeWhenNoBoxIsGiven() throws {
        let image = try DecodedImage(decoding: Self.halfRed)
        try #require(image.width == 200 && image.height == 100)
        #expect(pixel(image, 5, 50) == [255, 0, 0, 255])
        #expect(pixel(image, 99, 0) == [255, 0, 0, 255])
        #expect(pixel(image, 100, 99) == [0, 0, 0, 0])
        #expect(pixel(image, 199, 50) == [0, 0, 0, 0])
    }

    @Test func drawnToFitTheBoxItIsShownIn() throws {
        // A box of 80 x 80 pixels: 80 x 40, the shape kept, the left 40 columns red.
        let image = try DecodedImage(decoding: Self.halfRed, fitting: PixelSize(width: 80, height: 80))
        try #require(image.width == 80 && image.height == 40)
        #expect(pixel(image, 39, 39) == [255, 0, 0, 255])
        #expect(pixel(image, 40, 0) == [0, 0, 0, 0])
        // Larger than its stated size: drawn larger, not scaled up from its stated pixels.
        let large = try DecodedImage(decoding: Self.halfRed, fitting: PixelSize(width: 2000, height: 2000))
        try #require(large.width == 2000 && large.height == 1000)
        #expect(pixel(large, 999, 500) == [255, 0, 0, 255] && pixel(large, 1000, 500) == [0, 0, 0, 0])
    }

    @Test func halfTransparentColoursAreNotPremultiplied() throws {
        let svg = Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="rgb(51,102,204)" fill-opacity="0.5"/></svg>"#
                .utf8)
        let image = try DecodedImage(decoding: svg)
        let middle = pixel(image, 2, 2)
        #expect(abs(Int(middle[0]) - 0x33) <= 2 && abs(Int(middle[1]) - 0x66) <= 2 && abs(Int(middle[2]) - 0xCC) <= 2)
        #expect(abs(Int(middle[3]) - 128) <= 1)
    }

    @Test func aBoxForTheCellsOfAPartShown() {
        // 10 x 5 cells of 8 x 16 pixels, the whole picture: 80 x 80 pixels.
        let box = CellBox(columns: 10, rows: 5)
        #expect(PixelSize(filling: box, cellWidth: 8, cellHeight: 16, crop: .whole) == PixelSize(width: 80, height: 80))
        // A quarter shown (half each way) fills the box: the whole is drawn twice as large.
        let quarter = PictureCrop(x: 0.5, y: 0.5, width: 0.5, height: 0.5)
        #expect(
            PixelSize(filling: box, cellWidth: 8, cellHeight: 16, crop: quarter) == PixelSize(width: 160, height: 160))
        // Never past 16,384 pixels a side nor 50 megapixels, the shape kept.
        let sliver = PictureCrop(x: 0, y: 0, width: 0.001, height: 1)
        #expect(
            PixelSize(filling: box, cellWidth: 8, cellHeight: 16, crop: sliver) == PixelSize(width: 16_384, height: 16))
        let tiny = PictureCrop(x: 0, y: 0, width: 0.001, height: 0.002)
        #expect(
            PixelSize(filling: box, cellWidth: 8, cellHeight: 16, crop: tiny) == PixelSize(width: 10_000, height: 5_000)
        )
    }

    @Test func anSVGIsNamedAndScalable() {
        #expect(ImageFormat.svg.isScalable && !ImageFormat.png.isScalable)
        #expect(ImageFormat.svg.description == "SVG")
    }
}
