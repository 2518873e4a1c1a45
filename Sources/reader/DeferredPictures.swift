import Pictures
import Terminal
import TextEngine

/// The book's pictures as the loop draws them: a picture drawn before at its size is drawn at
/// once; one that is not (it may have to be decoded) is left to its box after ``holdNew()``
/// and marked `waiting`, so that a frame saying "drawing picture…" goes first.
final class DeferredPictures: PictureDrawing {
    private let pictures: PictureDrawing
    /// The pictures drawn before, by source, part and box.
    private var drawn: Set<Key> = []
    /// Whether a picture not drawn before is drawn now.
    private var drawsNew = true
    /// Whether a picture was left to its box since `drawsNew` was last set false.
    private(set) var waiting = false

    private struct Key: Hashable {
        var source: String
        var crop: PictureCrop
        var columns: Int
        var rows: Int
    }

    init(_ pictures: PictureDrawing) {
        self.pictures = pictures
    }

    /// Holds back the pictures not drawn before, until ``drawAll()``.
    func holdNew() {
        drawsNew = false
        waiting = false
    }

    /// Draws every picture again, those not drawn before included.
    func drawAll() {
        drawsNew = true
    }

    func draw(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool {
        let key = Key(source: picture.source, crop: crop, columns: rect.width, rows: rect.height)
        guard drawsNew || drawn.contains(key) else {
            waiting = true
            return false
        }
        drawn.insert(key)
        return pictures.draw(picture, crop: crop, into: &screen, in: rect)
    }
}
