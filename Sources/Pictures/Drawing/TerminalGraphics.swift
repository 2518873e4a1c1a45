import CImage

/// The protocols through which terminals that support them show pixels in place of cells.
public enum TerminalGraphics: Sendable {
    case kitty
    case sixel
    case iTerm2

    /// The escape sequences that draw `image` at the cursor, shown in `box` on cells of
    /// `cellWidth` x `cellHeight` pixels: empty for an empty box or one over 32 megapixels.
    /// kitty's are stretched to the box by the terminal, and so never have more pixels than the
    /// picture has. Sixel's are shown pixel for pixel: at the box's size, or at the picture's
    /// own (times `zoom`, the magnification of a part of it) when that is smaller, in the cells
    /// that size covers.
    public func escapes(
        for image: DecodedImage, box: CellBox, cellWidth: Int, cellHeight: Int, zoom: Double = 1
    ) -> GraphicEscapes {
        guard box.columns > 0, box.rows > 0, cellWidth > 0, cellHeight > 0 else {
            return GraphicEscapes(bytes: [], box: box)
        }
        let canvas = canvas(for: image, box: box, cellWidth: cellWidth, cellHeight: cellHeight, zoom: zoom)
        var length = 0
        let bytes = image.rgba.withUnsafeBufferPointer {
            rd_image_protocol(
                $0.baseAddress, Int32(image.width), Int32(image.height), Int32(canvas.box.columns),
                Int32(canvas.box.rows), Int32(clamping: canvas.cellWidth), Int32(clamping: canvas.cellHeight), code,
                &length)
        }
        guard let bytes else { return GraphicEscapes(bytes: [], box: canvas.box) }
        defer { rd_image_free(bytes) }
        return GraphicEscapes(bytes: Array(UnsafeBufferPointer(start: bytes, count: length)), box: canvas.box)
    }

    /// The cells the picture is sent for, and the pixels of each it is sent with.
    private func canvas(
        for image: DecodedImage, box: CellBox, cellWidth: Int, cellHeight: Int, zoom: Double
    ) -> (box: CellBox, cellWidth: Int, cellHeight: Int) {
        switch self {
        case .kitty:
            return (
                box, min(cellWidth, max(1, (image.width + box.columns - 1) / box.columns)),
                min(cellHeight, max(1, (image.height + box.rows - 1) / box.rows))
            )
        case .iTerm2:
            return (box, cellWidth, cellHeight)
        case .sixel:
            let (width, height) = (Double(box.columns * cellWidth), Double(box.rows * cellHeight))
            // A sixel is six pixels tall: a picture is shown at least that tall.
            let scale = max(
                min(1, zoom * Double(image.width) / width, zoom * Double(image.height) / height), min(1, 6 / height))
            guard scale < 1 else { return (box, cellWidth, cellHeight) }
            let shown = (width: max(1, Int(width * scale)), height: max(6, Int(height * scale)))
            let cells = CellBox(
                columns: (shown.width + cellWidth - 1) / cellWidth, rows: (shown.height + cellHeight - 1) / cellHeight)
            // Each cell gets a whole number of pixels, never more than the picture is shown at.
            let cell = (width: shown.width / cells.columns, height: shown.height / cells.rows)
            guard cell.height * cells.rows >= 6 else { return (box, cellWidth, cellHeight) }
            return (cells, cell.width, cell.height)
        }
    }

    private var code: Int32 {
        switch self {
        case .kitty: Int32(RD_IMAGE_PROTOCOL_KITTY)
        case .sixel: Int32(RD_IMAGE_PROTOCOL_SIXEL)
        case .iTerm2: Int32(RD_IMAGE_PROTOCOL_ITERM2)
        }
    }
}
