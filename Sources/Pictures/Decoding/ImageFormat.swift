import CImage

/// The formats a picture's first bytes tell apart.
public enum ImageFormat: Sendable, CustomStringConvertible {
    case png, jpeg, gif, webp
    /// Drawn at the size it is shown at, from its bytes alone.
    case svg
    case avif, jxl
    case unknown

    /// Whether it is drawn at any size without loss: an SVG.
    public var isScalable: Bool { self == .svg }

    init(code: Int32) {
        switch code {
        case Int32(RD_IMAGE_PNG): self = .png
        case Int32(RD_IMAGE_JPEG): self = .jpeg
        case Int32(RD_IMAGE_GIF): self = .gif
        case Int32(RD_IMAGE_WEBP): self = .webp
        case Int32(RD_IMAGE_SVG): self = .svg
        case Int32(RD_IMAGE_AVIF): self = .avif
        case Int32(RD_IMAGE_JXL): self = .jxl
        default: self = .unknown
        }
    }

    public var description: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .gif: "GIF"
        case .webp: "WebP"
        case .svg: "SVG"
        case .avif: "AVIF"
        case .jxl: "JPEG XL"
        case .unknown: "unknown format"
        }
    }
}
