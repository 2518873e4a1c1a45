import Testing

@testable import Pictures

/// Cutting a part of a decoded picture: the pixels of that part, at least one, never past
/// the picture's edges.
@Suite("Picture crop")
struct PictureCropTests {
    /// 4 x 2 pixels, each pixel's red its number (0 to 7, row by row).
    private let numbered = DecodedImage(
        width: 4, height: 2, rgba: (0..<8).flatMap { [UInt8($0), 0, 0, 255] })

    private func reds(_ image: DecodedImage) -> [UInt8] {
        stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] }
    }

    @Test func theWholePictureIsItself() {
        #expect(numbered.cropped(to: .whole) == numbered)
    }

    @Test func aQuarterIsItsPixels() {
        let rightHalf = numbered.cropped(to: PictureCrop(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect((rightHalf.width, rightHalf.height) == (2, 2))
        #expect(reds(rightHalf) == [2, 3, 6, 7])
        let bottomLeft = numbered.cropped(to: PictureCrop(x: 0, y: 0.5, width: 0.25, height: 0.5))
        #expect(reds(bottomLeft) == [4])
    }

    @Test func aCropPastTheEdgesKeepsAtLeastOnePixelInside() {
        let past = numbered.cropped(to: PictureCrop(x: 0.9, y: 0.9, width: 0.5, height: 0.5))
        #expect((past.width, past.height) == (1, 1))
        #expect(reds(past) == [7])
        let tiny = numbered.cropped(to: PictureCrop(x: -1, y: 0, width: 0.01, height: 0.01))
        #expect(reds(tiny) == [0])
    }
}
