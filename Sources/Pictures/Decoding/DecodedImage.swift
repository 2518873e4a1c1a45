import CImage

/// A picture decoded to 8-bit RGBA: rows top down, alpha not premultiplied. Decoding happens
/// only when one is made, never while a book is read or laid out.
public struct DecodedImage: Equatable, Sendable {
    /// The most pixels decoded: 50 megapixels. Larger pictures are refused as bombs.
    public static let maxPixels = 50_000_000
    /// The most bytes decoded: 256 MiB.
    public static let maxBytes = 256 << 20

    public let width: Int
    public let height: Int
    /// `width` x `height` x 4 bytes.
    public let rgba: [UInt8]

    /// Decodes a PNG, JPEG, GIF (its first frame) or still WebP picture. A picture over the
    /// limits is refused from its header, before anything is allocated for it.
    public init(decoding bytes: [UInt8], maxPixels: Int = maxPixels, maxBytes: Int = maxBytes) throws(ImageError) {
        var width: Int32 = 0
        var height: Int32 = 0
        var code: Int32 = 0
        let pixels = bytes.withUnsafeBufferPointer {
            rd_image_decode($0.baseAddress, $0.count, maxPixels, maxBytes, &width, &height, &code)
        }
        guard let pixels else {
            throw ImageError(code: code, format: ImageProbe(bytes).format, width: width, height: height)
        }
        defer { rd_image_free(pixels) }
        self.width = Int(width)
        self.height = Int(height)
        rgba = Array(UnsafeBufferPointer(start: pixels, count: self.width * self.height * 4))
    }

    /// Pixels as they are, `rgba.count` being `width` x `height` x 4.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA pixels of the size given")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
