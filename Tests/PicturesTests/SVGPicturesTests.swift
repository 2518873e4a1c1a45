import Synchronization
import Terminal
import Testing
import TextEngine

@testable import Pictures

/// An SVG of the book drawn for its box: rasterised at the pixels of the box's cells, drawn
/// again for a box of another size, in the colours of its shapes.
@Suite("SVG pictures for their boxes")
struct SVGPicturesTests {
    /// The sizes asked of the decoder, in order.
    final class Fits: Sendable {
        let asked = Mutex<[PixelSize?]>([])
    }

    private func pictures(_ fits: Fits, style: TerminalPictures.Style) -> TerminalPictures {
        let decode: @Sendable ([UInt8], PixelSize?) throws(ImageError) -> DecodedImage = {
            bytes, fit throws(ImageError) in
            fits.asked.withLock { $0.append(fit) }
            return try DecodedImage(decoding: bytes, fitting: fit)
        }
        return TerminalPictures(read: { _ in SVGDecodeTests.halfRed }, style: style, decode: decode)
    }

    @Test func anSVGIsDrawnAtThePixelsOfItsBox() {
        let fits = Fits()
        let pictures = pictures(fits, style: .kitty(cell: CellSize(width: 10, height: 20)))
        let picture = Picture(source: "half.svg", pixelWidth: 200, pixelHeight: 100, alt: "")
        var screen = Screen(width: 20, height: 10)
        #expect(
            pictures.drawWaiting(picture, crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: 8, height: 2))
        )
        // 8 x 2 cells of 10 x 20 pixels: 80 x 40.
        #expect(fits.asked.withLock { $0 } == [PixelSize(width: 80, height: 40)])
        // Another box: drawn again at its size, not scaled from the first.
        #expect(
            pictures.drawWaiting(
                picture, crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: 16, height: 4)))
        #expect(fits.asked.withLock { $0 } == [PixelSize(width: 80, height: 40), PixelSize(width: 160, height: 80)])
    }

    @Test func inSymbolsItsShapesKeepTheirColours() {
        let fits = Fits()
        let pictures = pictures(fits, style: .symbols(colors: 256))
        let picture = Picture(source: "half.svg", pixelWidth: 200, pixelHeight: 100, alt: "")
        var screen = Screen(width: 8, height: 2)
        #expect(
            pictures.drawWaiting(picture, crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: 8, height: 2))
        )
        // Cells of 8 x 16 pixels for symbols; the left half red (196 in xterm's palette), the
        // right half clear: the terminal's own colours.
        #expect(fits.asked.withLock { $0 } == [PixelSize(width: 64, height: 32)])
        #expect(screen[0, 1].colors.background == 196 || screen[0, 1].colors.foreground == 196)
        #expect(screen[1, 6].colors.background == nil && screen[1, 6].colors.foreground == nil)
    }
}
