import CImage

/// The formats a picture's first bytes tell apart.
public enum ImageFormat: Sendable, CustomStringConvertible {
    case png, jpeg, gif, webp
    /// Recognised so that it can be named, never decoded.
    case svg
    case unknown

    init(code: Int32) {
        switch code {
        case Int32(RD_IMAGE_PNG): self = .png
        case Int32(RD_IMAGE_JPEG): self = .jpeg
        case Int32(RD_IMAGE_GIF): self = .gif
        case Int32(RD_IMAGE_WEBP): self = .webp
        case Int32(RD_IMAGE_SVG): self = .svg
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
        case .unknown: "unknown format"
        }
    }
}
