import TestSupport
import Testing

@testable import Pictures

/// Pixels decoded right from each format and each kind of PNG.
@Suite("Image decoding")
struct ImageDecodeTests {
    static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    static let clear: [UInt8] = [0, 0, 0, 0], white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]

    /// A 2x2 picture: red, green / blue, white at half opacity.
    static let quad = red + green + blue + [255, 255, 255, 128]

    private func decode(_ bytes: [UInt8]) throws -> DecodedImage {
        try DecodedImage(decoding: bytes)
    }

    /// The largest difference of any channel of any pixel.
    private func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test func rgbaPNG() throws {
        #expect(
            try decode(PNGWriter.rgba(width: 2, height: 2, Self.quad).bytes)
                == DecodedImage(width: 2, height: 2, rgba: Self.quad))
    }

    @Test func palettePNGWithTransparency() throws {
        // 2-bit indices 0, 1 / 2, 3; index 3 clear.
        var png = PNGWriter(
            width: 2, height: 2, colorType: .palette, bitDepth: 2, rows: [[0b0001_0000], [0b1011_0000]])
        png.palette = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]
        png.transparency = [255, 255, 255, 0]
        #expect(try decode(png.bytes).rgba == Self.red + Self.green + Self.blue + [9, 9, 9, 0])
    }

    @Test func grayPNGs() throws {
        let oneBit = PNGWriter(
            width: 2, height: 2, colorType: .gray, bitDepth: 1, rows: [[0b1000_0000], [0b0100_0000]])
        #expect(try decode(oneBit.bytes).rgba == Self.white + Self.black + Self.black + Self.white)
        // 16-bit grey and alpha: 0x8000 grey, opaque / 0xFFFF grey, clear.
        let deep = PNGWriter(
            width: 1, height: 2, colorType: .grayAlpha, bitDepth: 16,
            rows: [[0x80, 0x00, 0xFF, 0xFF], [0xFF, 0xFF, 0x00, 0x00]])
        #expect(try decode(deep.bytes).rgba == [128, 128, 128, 255, 255, 255, 255, 0])
    }

    @Test func sixteenBitRGBPNG() throws {
        let png = PNGWriter(
            width: 1, height: 1, colorType: .rgb, bitDepth: 16, rows: [[0xFF, 0xFF, 0x00, 0x00, 0x40, 0x40]])
        #expect(try decode(png.bytes).rgba == [255, 0, 64, 255])
    }

    @Test func interlacedPNG() throws {
        var noise = Noise()
        let pixels = (0..<11 * 9 * 4).map { _ in noise.next() }
        var png = PNGWriter.rgba(width: 11, height: 9, pixels)
        png.interlaced = true
        #expect(try decode(png.bytes) == DecodedImage(width: 11, height: 9, rgba: pixels))
    }

    /// 16x16 pixels in four 8x8 blocks (a JPEG block each) of the colours given: top left,
    /// top right, bottom left, bottom right.
    private func blocks(_ colors: [[UInt8]]) -> [UInt8] {
        (0..<16).flatMap { y in (0..<16).flatMap { x in colors[(y / 8) * 2 + x / 8] } }
    }

    @Test(arguments: [false, true]) func rgbJPEG(progressive: Bool) throws {
        let rgb = blocks([[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]])
        let image = try decode(Encoded.jpeg(width: 16, height: 16, components: 3, progressive: progressive, rgb))
        #expect(image.width == 16 && image.height == 16)
        #expect(distance(image.rgba, blocks([Self.red, Self.green, Self.blue, Self.white])) <= 8)
    }

    @Test func grayJPEG() throws {
        let image = try decode(Encoded.jpeg(width: 16, height: 16, components: 1, blocks([[0], [80], [160], [255]])))
        #expect(
            distance(
                image.rgba, blocks([[0, 0, 0, 255], [80, 80, 80, 255], [160, 160, 160, 255], [255, 255, 255, 255]]))
                <= 4)
    }

    @Test func cmykJPEG() throws {
        // Stored inverted, as Photoshop writes CMYK: 255 is no ink. Cyan, magenta / yellow, black.
        let cmyk = blocks([[0, 255, 255, 255], [255, 0, 255, 255], [255, 255, 0, 255], [255, 255, 255, 0]])
        let image = try decode(Encoded.jpeg(width: 16, height: 16, components: 4, cmyk))
        #expect(
            distance(image.rgba, blocks([[0, 255, 255, 255], [255, 0, 255, 255], [255, 255, 0, 255], Self.black])) <= 8)
    }

    @Test func gifWithTransparency() throws {
        let gif = Encoded.gif(
            width: 2, height: 2, palette: [255, 0, 0, 0, 255, 0, 0, 0, 255, 7, 7, 7], transparent: 3, [0, 1, 2, 3])
        #expect(
            try decode(gif) == DecodedImage(width: 2, height: 2, rgba: Self.red + Self.green + Self.blue + Self.clear))
    }

    @Test func interlacedGIF() throws {
        let indices = (0..<3 * 11).map { UInt8($0 / 3 % 4) }
        let gif = Encoded.gif(
            width: 3, height: 11, palette: [255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0], interlaced: true, indices)
        let colors = [Self.red, Self.green, Self.blue, Self.black]
        #expect(try decode(gif) == DecodedImage(width: 3, height: 11, rgba: indices.flatMap { colors[Int($0)] }))
    }

    @Test func losslessWebP() throws {
        #expect(
            try decode(Encoded.webp(width: 2, height: 2, Self.quad))
                == DecodedImage(width: 2, height: 2, rgba: Self.quad))
    }
}
