import CImage

/// The protocols through which terminals that support them show pixels in place of cells.
public enum TerminalGraphics: Sendable {
    case kitty
    case sixel
    case iTerm2

    /// The escape sequences that draw `image` stretched to `box`, on cells of `cellWidth` x
    /// `cellHeight` pixels, at the cursor; empty for an empty box or one over 32 megapixels.
    /// kitty's are sent at the size the picture is shown, but never with more pixels than it
    /// has (kitty stretches them to the box); sixel's, which the terminal cannot stretch, at
    /// the box's pixels.
    public func escapes(for image: DecodedImage, box: CellBox, cellWidth: Int, cellHeight: Int) -> [UInt8] {
        guard box.columns > 0, box.rows > 0 else { return [] }
        var cell = (width: cellWidth, height: cellHeight)
        if self == .kitty {
            cell.width = min(cellWidth, max(1, (image.width + box.columns - 1) / box.columns))
            cell.height = min(cellHeight, max(1, (image.height + box.rows - 1) / box.rows))
        }
        var length = 0
        let bytes = image.rgba.withUnsafeBufferPointer {
            rd_image_protocol(
                $0.baseAddress, Int32(image.width), Int32(image.height), Int32(box.columns), Int32(box.rows),
                Int32(clamping: cell.width), Int32(clamping: cell.height), code, &length)
        }
        guard let bytes else { return [] }
        defer { rd_image_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    private var code: Int32 {
        switch self {
        case .kitty: Int32(RD_IMAGE_PROTOCOL_KITTY)
        case .sixel: Int32(RD_IMAGE_PROTOCOL_SIXEL)
        case .iTerm2: Int32(RD_IMAGE_PROTOCOL_ITERM2)
        }
    }
}
