import CImage

/// What decoding a picture cost, against the work budget that decoding holds besides its pixel
/// budget: a progressive JPEG of at most `maxScans` scans and `maxScanPixels` scans times
/// pixels; a PNG's ancillary chunks skipped unread, libpng keeping at most `maxPNGChunkBytes`
/// of a chunk.
public struct DecodingWork: Equatable, Sendable {
    /// The most scans of a progressive JPEG.
    public static let maxScans = Int(RD_IMAGE_MAX_SCANS)
    /// The most scans times pixels of a JPEG: 20 scans of 50 megapixels, 100 of 10.
    public static let maxScanPixels = Int(RD_IMAGE_MAX_SCAN_PIXELS)
    /// The most bytes libpng keeps of one chunk.
    public static let maxPNGChunkBytes = Int(RD_IMAGE_MAX_PNG_CHUNK)

    /// PNG: the most bytes libpng held at once, beside the pixels.
    public var codecPeakBytes = 0
    /// JPEG: the scans read.
    public var scans = 0

    public init(codecPeakBytes: Int = 0, scans: Int = 0) {
        self.codecPeakBytes = codecPeakBytes
        self.scans = scans
    }
}
