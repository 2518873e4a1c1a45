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

    /// Decodes a PNG, JPEG, GIF (its first frame), still WebP, AVIF or JPEG XL (their first
    /// frames) picture, or draws an SVG to fit `fitting` (its shape kept; at the size it states
    /// when `fitting` is nil). A picture over the limits is refused from its header, before
    /// anything is allocated for it; one that would take more work than `DecodingWork`'s budget
    /// is refused when it passes it. The pixels are decoded straight into `rgba`: there is no
    /// second copy of them.
    public init(
        decoding bytes: [UInt8], fitting: PixelSize? = nil, maxPixels: Int = maxPixels, maxBytes: Int = maxBytes
    ) throws(ImageError) {
        var work = DecodingWork()
        try self.init(decoding: bytes, fitting: fitting, maxPixels: maxPixels, maxBytes: maxBytes, work: &work)
    }

    /// Decodes as `init(decoding:fitting:maxPixels:maxBytes:)` does, and says in `work` what it
    /// cost.
    public init(
        decoding bytes: [UInt8], fitting: PixelSize? = nil, maxPixels: Int = maxPixels, maxBytes: Int = maxBytes,
        work: inout DecodingWork
    ) throws(ImageError) {
        var width: Int32 = 0
        var height: Int32 = 0
        let fitWidth = Int32(clamping: fitting?.width ?? 0)
        let fitHeight = Int32(clamping: fitting?.height ?? 0)
        var code = bytes.withUnsafeBufferPointer {
            rd_image_measure($0.baseAddress, $0.count, maxPixels, maxBytes, fitWidth, fitHeight, &width, &height)
        }
        var pixels: [UInt8] = []
        if code == RD_IMAGE_OK {
            var account = rd_image_work()
            let count = Int(width) * Int(height) * 4
            pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                code = bytes.withUnsafeBufferPointer {
                    rd_image_decode(
                        $0.baseAddress, $0.count, maxPixels, maxBytes, fitWidth, fitHeight, buffer.baseAddress, count,
                        &width, &height, &account)
                }
                initialized = code == RD_IMAGE_OK ? count : 0
            }
            work = DecodingWork(codecPeakBytes: account.codec_peak_bytes, scans: Int(account.scans))
        }
        guard code == RD_IMAGE_OK else {
            throw ImageError(code: code, format: ImageProbe(bytes).format, width: width, height: height)
        }
        self.width = Int(width)
        self.height = Int(height)
        rgba = pixels
    }

    /// Pixels as they are, `rgba.count` being `width` x `height` x 4.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "RGBA pixels of the size given")
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
