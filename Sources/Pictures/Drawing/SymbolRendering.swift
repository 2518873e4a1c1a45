import CImage

/// A picture drawn with block symbols (half blocks, quadrants, sextants, space and full
/// block) in a box of terminal cells, for terminals that cannot show pixels.
public struct SymbolRendering: Equatable, Sendable {
    public struct Cell: Hashable, Sendable {
        public let scalar: Unicode.Scalar
        public let foreground: CellColor
        public let background: CellColor
    }

    public let box: CellBox
    /// Row after row, `box.columns` x `box.rows` cells; none for an empty box.
    public let cells: [Cell]

    /// Renders `image` stretched to `box` (a box of the picture's shape keeps its proportions).
    public init(_ image: DecodedImage, box: CellBox, colors: ColorMode) {
        self.box = box
        guard box.columns > 0, box.rows > 0 else {
            cells = []
            return
        }
        let count = box.columns * box.rows
        var scalars = [UInt32](repeating: 0, count: count)
        var foreground = [Int32](repeating: -1, count: count)
        var background = [Int32](repeating: -1, count: count)
        let status = image.rgba.withUnsafeBufferPointer {
            rd_image_symbols(
                $0.baseAddress, Int32(image.width), Int32(image.height), Int32(clamping: box.columns),
                Int32(clamping: box.rows),
                colors.code, &scalars, &foreground, &background)
        }
        precondition(status == 0, "a box of at most a million cells")
        cells = (0..<count).map {
            Cell(
                scalar: Unicode.Scalar(scalars[$0]) ?? " ",
                foreground: Self.color(foreground[$0], colors), background: Self.color(background[$0], colors))
        }
    }

    public subscript(column: Int, row: Int) -> Cell {
        cells[row * box.columns + column]
    }

    private static func color(_ value: Int32, _ colors: ColorMode) -> CellColor {
        switch colors {
        case _ where value < 0, .none: .terminalDefault
        case .palette256, .palette8: .palette(UInt8(truncatingIfNeeded: value))
        case .trueColor:
            .rgb(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }
    }
}
