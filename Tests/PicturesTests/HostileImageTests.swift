import TestSupport
import Testing

@testable import Pictures

/// Pictures as an attacker or a broken download leaves them: each is an error, never a
/// crash, a hang or an allocation of what a header claims.
@Suite("Hostile images")
struct HostileImageTests {
    static let pixels = ImageDecodeTests.quad

    private func error(_ bytes: [UInt8], maxPixels: Int = DecodedImage.maxPixels, maxBytes: Int = DecodedImage.maxBytes)
        -> ImageError?
    {
        do {
            _ = try DecodedImage(decoding: bytes, maxPixels: maxPixels, maxBytes: maxBytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func everyPrefixOfAPNGIsTruncated() {
        let png = PNGWriter.rgba(width: 2, height: 2, Self.pixels).bytes
        for length in 0..<png.count {
            #expect(
                error(Array(png.prefix(length))) == (length < 8 ? .unsupported(.unknown) : .truncated),
                "\(length) bytes")
        }
        #expect(error(png) == nil)
    }

    @Test func everyPrefixOfAJPEGOrWebPFails() {
        let rgb: [UInt8] = (0..<256).flatMap { (x: Int) -> [UInt8] in [UInt8(x), UInt8(255 - x), 0] }
        for file in [
            Encoded.jpeg(width: 16, height: 16, components: 3, progressive: true, rgb),
            Encoded.webp(width: 2, height: 2, Self.pixels),
        ] {
            for length in 0..<file.count {
                #expect(error(Array(file.prefix(length))) != nil, "\(length) of \(file.count) bytes")
            }
            #expect(error(file) == nil)
        }
    }

    @Test func everyPrefixOfAGIFCuttingItsFrameIsTruncated() {
        let gif = Encoded.gif(width: 2, height: 2, palette: [255, 0, 0, 0, 0, 255], transparent: 0, [0, 1, 1, 0])
        // Only the first frame is read: the trailer after it may be missing.
        for length in 6..<gif.count - 1 { #expect(error(Array(gif.prefix(length))) == .truncated, "\(length) bytes") }
        #expect(error(Array(gif.dropLast())) == nil)
    }

    @Test func aBombIsRefusedFromItsHeader() {
        // IHDR claims 100000 x 100000 pixels over a few bytes of data.
        var bomb = PNGWriter(width: 100_000, height: 100_000, colorType: .rgba, rows: [[0, 0, 0, 0]])
        #expect(error(bomb.bytes) == .tooLarge(width: 100_000, height: 100_000))
        #expect(error(bomb.bytes)?.description == "image too large: 10000 megapixels")
        bomb.width = 8_000
        bomb.height = 10_000
        #expect(error(bomb.bytes)?.description == "image too large: 80 megapixels")
    }

    @Test func bombsInEveryFormat() {
        var jpeg = Encoded.jpeg(width: 8, height: 8, components: 1, [UInt8](repeating: 9, count: 64))
        let frame = jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }!
        jpeg.replaceSubrange(frame + 5..<frame + 9, with: [0xFD, 0xE8, 0xFD, 0xE8])
        #expect(error(jpeg) == .tooLarge(width: 65000, height: 65000))

        var gif = Encoded.gif(width: 2, height: 2, palette: [0, 0, 0, 255, 255, 255], [0, 1, 1, 0])
        gif.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(error(gif) == .tooLarge(width: 65535, height: 65535), "the logical screen is the canvas")

        var webp = Encoded.webp(width: 2, height: 2, Self.pixels)
        #expect(Array(webp[12..<16]) == Array("VP8L".utf8))
        // 14 bits of width - 1 and of height - 1, all ones, then the alpha bit and version 0.
        webp.replaceSubrange(21..<25, with: [0xFF, 0xFF, 0xFF, 0x1F])
        #expect(error(webp) == .tooLarge(width: 16384, height: 16384))
    }

    @Test func limitsAreTheCallers() {
        let png = PNGWriter.rgba(width: 2, height: 2, Self.pixels).bytes
        #expect(error(png, maxPixels: 3) == .tooLarge(width: 2, height: 2))
        #expect(error(png, maxBytes: 15) == .tooLarge(width: 2, height: 2))
        #expect(error(png, maxPixels: 4, maxBytes: 16) == nil)
        #expect(ImageError.tooLarge(width: 2, height: 2).description == "image too large: 2x2 pixels")
    }

    @Test func garbageIsNoImage() {
        #expect(error([]) == .unsupported(.unknown))
        #expect(error(Array("just text".utf8))?.description == "not an image this reader can show (unknown format)")
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(error(signature + [UInt8](repeating: 0xAB, count: 100)) == .corrupt)
        #expect(error([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0xAB, count: 100)) == .corrupt)
        #expect(error(Array("GIF89a".utf8) + [UInt8](repeating: 0xAB, count: 100)) == .corrupt)
    }

    @Test func aDamagedChecksumIsCorrupt() {
        var png = PNGWriter.rgba(width: 2, height: 2, Self.pixels).bytes
        png[png.count - 20] ^= 0xFF  // a byte of IDAT's pixels, so its CRC no longer matches
        #expect(error(png) == .corrupt)
    }

    @Test func aMalformedSVGIsCorrupt() {
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"></svg>"#.utf8)
        #expect(error(svg) == .corrupt)
        #expect(error(svg)?.description == "corrupt image")
    }

    @Test func damagedBytesNeverCrash() {
        var noise = Noise()
        let rgb = (0..<16 * 16 * 3).map { _ in noise.next() }
        let files = [
            PNGWriter.rgba(width: 4, height: 4, Array(rgb.prefix(64))).bytes,
            Encoded.jpeg(width: 16, height: 16, components: 3, rgb),
            Encoded.jpeg(width: 16, height: 16, components: 3, progressive: true, rgb),
            Encoded.gif(
                width: 4, height: 4, palette: Array(rgb.prefix(12)), interlaced: true, Array(repeating: 2, count: 16)),
            Encoded.webp(width: 4, height: 4, Array(rgb.prefix(64))),
        ]
        for file in files {
            for _ in 0..<2000 {
                var damaged = file
                for _ in 0...noise.below(4) { damaged[noise.below(damaged.count)] = noise.next() }
                if let image = try? DecodedImage(decoding: damaged) {
                    #expect(image.rgba.count == image.width * image.height * 4)
                }
            }
        }
    }
}
