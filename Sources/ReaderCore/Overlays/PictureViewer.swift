import Pictures
import TextEngine

/// The full-screen picture viewer of seed 004: a picture of the book fitted to the screen at
/// first, zoomed around the centre of what is shown and panned, the picture never leaving the
/// screen's middle.
public struct PictureViewer: Hashable, Sendable {
    /// What a key does in the viewer.
    public enum Move: Hashable, Sendable {
        case zoomIn, zoomOut, fit
        /// Pans by a quarter of what is shown, in columns and rows of that quarter.
        case pan(x: Int, y: Int)
        case next, previous
    }

    /// The picture shown: an index into the book's pictures.
    public private(set) var index: Int
    /// Magnification over fitting the screen: 1 fits.
    public private(set) var zoom = 1.0
    /// The point of the picture at the middle of what is shown, in fractions of its width and
    /// height.
    public private(set) var centerX = 0.5
    public private(set) var centerY = 0.5

    public static let zoomStep = 1.5
    public static let largestZoom = 16.0

    public init(index: Int) {
        self.index = index
    }

    /// The part of the picture shown, in fractions of its width and height.
    public var crop: PictureCrop {
        let side = 1 / zoom
        return PictureCrop(x: centerX - side / 2, y: centerY - side / 2, width: side, height: side)
    }

    /// Carries out a move among `count` pictures; returns what the status line should say
    /// when the move could not be made.
    public mutating func perform(_ move: Move, pictureCount count: Int) -> String? {
        switch move {
        case .zoomIn:
            guard zoom < Self.largestZoom else { return "Zoomed in as far as it goes" }
            zoom = min(zoom * Self.zoomStep, Self.largestZoom)
        case .zoomOut:
            guard zoom > 1 else { return "The whole picture is shown" }
            zoom = max(zoom / Self.zoomStep, 1)
        case .fit:
            zoom = 1
        case .pan(let x, let y):
            centerX += Double(x) / (4 * zoom)
            centerY += Double(y) / (4 * zoom)
        case .next, .previous:
            let next = index + (move == .next ? 1 : -1)
            guard next >= 0 && next < count else {
                return move == .next ? "The book's last picture" : "The book's first picture"
            }
            self = PictureViewer(index: next)
        }
        // What is shown stays inside the picture.
        let half = 1 / (2 * zoom)
        centerX = min(max(centerX, half), 1 - half)
        centerY = min(max(centerY, half), 1 - half)
        return nil
    }
}
