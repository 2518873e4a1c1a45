/// A size in pixels: the box a scalable picture (SVG) is drawn to fit.
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The pixels `box` covers on cells of `cell`, divided by the share of the picture shown
    /// (`crop`), at most `DecodedImage.maxPixels` and 16,384 pixels each way, the shape kept:
    /// the size a whole scalable picture is drawn at for that part of it to fill the box.
    public init(filling box: CellBox, cellWidth: Int, cellHeight: Int, crop: PictureCrop) {
        var width = Double(box.columns * cellWidth) / max(crop.width, 0.001)
        var height = Double(box.rows * cellHeight) / max(crop.height, 0.001)
        let scale = min(
            1, Self.widest / width, Self.widest / height,
            (Double(DecodedImage.maxPixels) / (width * height)).squareRoot())
        width *= scale
        height *= scale
        self.init(width: max(1, Int(width)), height: max(1, Int(height)))
    }

    private static let widest = 16_384.0
}
