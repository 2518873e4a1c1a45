import Pictures
import Terminal
import Testing
import TextEngine

@testable import reader

/// A drawer that draws every picture and remembers which it was asked for.
private final class CountingPictures: PictureDrawing {
    var asked: [String] = []

    func draw(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool {
        asked.append(picture.source)
        return true
    }
}

/// A picture not drawn before waits for the frame that says it is coming; one drawn before is
/// drawn at once.
@Suite("Deferred pictures")
struct DeferredPicturesTests {
    private let sun = Picture(source: "sun.png", pixelWidth: 96, pixelHeight: 64, alt: "The sun")
    private let box = Rect(row: 2, column: 4, width: 20, height: 8)

    @Test func aNewPictureWaitsUntilAllAreDrawn() {
        let inner = CountingPictures()
        let pictures = DeferredPictures(inner)
        var screen = Screen(width: 80, height: 24)
        pictures.holdNew()
        #expect(!pictures.draw(sun, crop: .whole, into: &screen, in: box), "its box stands in")
        #expect(pictures.waiting)
        #expect(inner.asked.isEmpty, "nothing is decoded while it is held back")
        pictures.drawAll()
        #expect(pictures.draw(sun, crop: .whole, into: &screen, in: box))
        #expect(inner.asked == ["sun.png"])
    }

    @Test func aPictureDrawnBeforeIsDrawnAtOnceAndAnotherSizeWaits() {
        let inner = CountingPictures()
        let pictures = DeferredPictures(inner)
        var screen = Screen(width: 80, height: 24)
        #expect(pictures.draw(sun, crop: .whole, into: &screen, in: box))
        pictures.holdNew()
        #expect(pictures.draw(sun, crop: .whole, into: &screen, in: box), "drawn before at this size")
        #expect(!pictures.waiting)
        let wider = Rect(row: 2, column: 4, width: 30, height: 8)
        #expect(!pictures.draw(sun, crop: .whole, into: &screen, in: wider), "a new size is drawn anew")
        #expect(pictures.waiting)
        #expect(inner.asked == ["sun.png", "sun.png"])
    }
}
