import CImage

/// A picture's format and size read from its header alone, without decoding it: cheap
/// enough for laying out pages, and enough with a prefix of the file (its first 64 KiB).
public struct ImageProbe: Equatable, Sendable {
    public struct Size: Equatable, Sendable {
        public let width: Int
        public let height: Int
    }

    public let format: ImageFormat
    /// The size in pixels, nil when the header is not among the bytes or is broken.
    public let size: Size?

    public init(_ bytes: [UInt8]) {
        var width: Int32 = 0
        var height: Int32 = 0
        let code = bytes.withUnsafeBufferPointer { rd_image_probe($0.baseAddress, $0.count, &width, &height) }
        format = ImageFormat(code: code)
        size = width > 0 ? Size(width: Int(width), height: Int(height)) : nil
    }
}
