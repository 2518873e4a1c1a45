/// A part of a picture, in fractions of its width and height.
public struct PictureCrop: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole picture.
    public static let whole = PictureCrop(x: 0, y: 0, width: 1, height: 1)
}

extension DecodedImage {
    /// The part `crop` of the image, at least one pixel.
    func cropped(to crop: PictureCrop) -> DecodedImage {
        guard crop != .whole else { return self }
        let left = min(max(0, Int(crop.x * Double(width))), width - 1)
        let top = min(max(0, Int(crop.y * Double(height))), height - 1)
        let keptWidth = min(max(1, Int((crop.width * Double(width)).rounded())), width - left)
        let keptHeight = min(max(1, Int((crop.height * Double(height)).rounded())), height - top)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(keptWidth * keptHeight * 4)
        for row in top..<(top + keptHeight) {
            let start = (row * width + left) * 4
            pixels += rgba[start..<(start + keptWidth * 4)]
        }
        return DecodedImage(width: keptWidth, height: keptHeight, rgba: pixels)
    }
}
