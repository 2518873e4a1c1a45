import Testing

@testable import Pictures

/// Transparent pictures are laid on white paper before they are drawn, so that black lines on
/// nothing stay legible on a dark terminal.
@Suite("Pictures on paper")
struct PaperTests {
    @Test func transparentPixelsAreLaidOnWhite() {
        let image = DecodedImage(
            width: 4, height: 1,
            rgba: [0, 0, 0, 0] + [0, 0, 0, 255] + [255, 0, 0, 128] + [10, 20, 30, 255])
        // By hand: a channel c of alpha a on white is (c * a + 255 * (255 - a)) / 255, rounded.
        #expect(
            image.onPaper().rgba == [255, 255, 255, 255] + [0, 0, 0, 255] + [255, 127, 127, 255] + [10, 20, 30, 255])
    }

    @Test func anOpaquePictureIsLeftAsItIs() {
        let image = DecodedImage(width: 1, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
        #expect(image.onPaper() == image)
    }
}
