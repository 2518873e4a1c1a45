import TestSupport
import Testing

@testable import Pictures

/// The work budget of decoding, besides its pixel budget: a PNG's text and other ancillary
/// chunks skipped unread, a progressive JPEG's scans counted and limited.
@Suite("Decoding work budget")
struct DecodingWorkTests {
    private static let grey = (0..<64 * 64).map { UInt8(truncatingIfNeeded: $0 * 7) }
    private static let rgba: [UInt8] = {
        var noise = Noise()
        return (0..<64 * 64 * 4).map { _ in noise.next() }
    }()

    /// The decoded picture, or why not, and what it cost.
    private func decode(_ bytes: [UInt8]) -> (result: Result<DecodedImage, ImageError>, work: DecodingWork) {
        var work = DecodingWork()
        do {
            return (.success(try DecodedImage(decoding: bytes, work: &work)), work)
        } catch {
            return (.failure(error), work)
        }
    }

    @Test func aPNGOfAThousandCompressedTextChunksDecodesWithoutKeepingThem() throws {
        // 1,100 zTXt and 100 iTXt chunks, each inflating to a megabyte: over a gigabyte of text
        // that libpng's defaults would inflate and keep.
        let inflated = ZeroDeflate.zlib(copies: 4064)
        let zText = Array("Comment".utf8) + [0, 0] + inflated
        let iText = Array("Comment".utf8) + [0, 1, 0, 0, 0] + inflated
        var png = PNGWriter.rgba(width: 64, height: 64, Self.rgba)
        png.ancillary =
            Array(repeating: ("zTXt", zText), count: 1100) + Array(repeating: ("iTXt", iText), count: 100)
            + [("iCCP", Array("icc".utf8) + [0, 0] + inflated), ("raNd", [UInt8](repeating: 7, count: 1 << 20))]
        let (result, work) = decode(png.bytes)
        #expect(try result.get() == DecodedImage(width: 64, height: 64, rgba: png.rows.flatMap { $0 }))
        // A megabyte of one chunk's text alone would pass this.
        #expect(work.codecPeakBytes > 0 && work.codecPeakBytes < 256 << 10, "libpng held \(work.codecPeakBytes) bytes")
    }

    @Test func aPNGWithoutAncillaryChunksHoldsAsLittle() throws {
        let png = PNGWriter.rgba(width: 64, height: 64, Self.rgba)
        #expect(decode(png.bytes).work.codecPeakBytes < 256 << 10)
    }

    @Test func aJPEGOfHundredsOfScansIsRefusedPastTheScanBudget() {
        // 1 + 63 x 8 = 505 scans of a 64x64 picture: few pixels, too many scans.
        let jpeg = Encoded.jpeg(width: 64, height: 64, refinements: 7, grey: Self.grey)
        let (result, work) = decode(jpeg)
        #expect(result == .failure(.overBudget))
        #expect(work.scans == DecodingWork.maxScans + 1, "refused at the first scan past the budget")
    }

    @Test func aJPEGOfManyScansOfManyPixelsIsRefusedPastTheWorkBudget() {
        // 64 scans of 16 megapixels: the 63rd passes 10^9 scans times pixels (62 x 16 x 10^6 does not).
        let side = 4000
        let jpeg = Encoded.jpeg(
            width: side, height: side, refinements: 0, grey: [UInt8](repeating: 90, count: side * side))
        let (result, work) = decode(jpeg)
        #expect(result == .failure(.overBudget))
        #expect(work.scans == 63)
    }

    @Test func progressiveJPEGsWithinTheBudgetDecode() throws {
        let many = decode(Encoded.jpeg(width: 64, height: 64, refinements: 0, grey: Self.grey))
        #expect(try many.result.get().width == 64)
        #expect(many.work.scans == 64)
        // libjpeg's own progression of a colour picture has 10 scans; a baseline one, 1.
        let rgb = [UInt8](repeating: 200, count: 16 * 16 * 3)
        #expect(decode(Encoded.jpeg(width: 16, height: 16, components: 3, progressive: true, rgb)).work.scans == 10)
        #expect(decode(Encoded.jpeg(width: 16, height: 16, components: 3, rgb)).work.scans == 1)
    }

    @Test func theBudgetIsStated() {
        #expect(DecodingWork.maxScans == 100)
        #expect(DecodingWork.maxScanPixels == 1_000_000_000)
        #expect(DecodingWork.maxPNGChunkBytes == 1 << 20)
        #expect(ImageError.overBudget.description == "image too costly to decode (too many progressive scans)")
    }
}
