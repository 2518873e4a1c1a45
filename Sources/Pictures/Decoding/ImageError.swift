import CImage

/// Why a picture cannot be decoded; `description` is one line for the reader to show.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    case truncated
    case corrupt
    /// An animated WebP, or no image format this reader knows.
    case unsupported(ImageFormat)
    /// Refused before decoding: more pixels or decoded bytes than allowed.
    case tooLarge(width: Int, height: Int)
    /// Refused while decoding: more work than `DecodingWork`'s budget (a progressive JPEG of
    /// too many scans for its size).
    case overBudget
    /// Refused while drawing: an SVG past what librsvg draws (half a million references, a
    /// deep instancing of `use` elements).
    case tooComplex
    case outOfMemory

    init(code: Int32, format: @autoclosure () -> ImageFormat, width: Int32, height: Int32) {
        switch code {
        case Int32(RD_IMAGE_TRUNCATED): self = .truncated
        case Int32(RD_IMAGE_UNSUPPORTED): self = .unsupported(format())
        case Int32(RD_IMAGE_TOO_LARGE): self = .tooLarge(width: Int(width), height: Int(height))
        case Int32(RD_IMAGE_NO_MEMORY): self = .outOfMemory
        case Int32(RD_IMAGE_OVER_BUDGET): self = .overBudget
        case Int32(RD_IMAGE_TOO_COMPLEX): self = .tooComplex
        default: self = .corrupt
        }
    }

    public var description: String {
        switch self {
        case .truncated: "truncated image"
        case .corrupt: "corrupt image"
        // A WebP the decoder refuses is an animation.
        case .unsupported(.webp): "not an image this reader can show (animated WebP)"
        case .unsupported(let format): "not an image this reader can show (\(format))"
        case .tooLarge(let width, let height) where width * height >= 1_000_000:
            "image too large: \((width * height + 500_000) / 1_000_000) megapixels"
        case .tooLarge(let width, let height): "image too large: \(width)x\(height) pixels"
        case .overBudget: "image too costly to decode (too many progressive scans)"
        case .tooComplex: "SVG too costly to draw (too many references)"
        case .outOfMemory: "not enough memory to decode the image"
        }
    }
}
