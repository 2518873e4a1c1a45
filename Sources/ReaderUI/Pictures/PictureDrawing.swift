import ReaderCore
import Terminal
import TextEngine

/// Draws pictures into cells. The reader's draws them with the image decoders and libchafa;
/// without one (`--dump`, tests), a picture is its box.
public protocol PictureDrawing: AnyObject {
    /// Draws the part `crop` of `picture` to fill `rect`, its shape kept; false when it cannot
    /// be drawn, and the box stands in for it.
    func draw(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool
}
