import Terminal
import TextEngine

/// A picture drawn for a box of cells: symbols for its cells, or a graphics protocol's escapes.
enum CellDrawing: Sendable {
    case symbols(SymbolRendering)
    case escapes(GraphicEscapes)

    /// Which drawing: a part of a picture of the book, for a box of cells.
    struct Key: Hashable, Sendable {
        var path: String
        var crop: PictureCrop
        var columns: Int
        var rows: Int
    }

    /// The part `crop` of `whole` drawn for `box` in `style`; sixel shows it at most at its size
    /// in the whole picture.
    init(_ whole: DecodedImage, crop: PictureCrop, box: CellBox, style: TerminalPictures.Style) {
        let image = whole.cropped(to: crop)
        switch style {
        case .symbols(let colors):
            self = .symbols(
                SymbolRendering(
                    image, box: box,
                    colors: colors >= 1 << 24
                        ? .trueColor : colors >= 256 ? .palette256 : colors >= 8 ? .palette8 : .none))
        case .kitty(let cell):
            self = .escapes(
                TerminalGraphics.kitty.escapes(for: image, box: box, cellWidth: cell.width, cellHeight: cell.height))
        case .sixel(let cell):
            self = .escapes(
                TerminalGraphics.sixel.escapes(
                    for: image, box: box, cellWidth: cell.width, cellHeight: cell.height,
                    zoom: 1 / max(crop.width, crop.height)))
        }
    }

    /// The bytes it holds.
    var bytes: Int {
        switch self {
        case .symbols(let rendering): rendering.cells.count * MemoryLayout<SymbolRendering.Cell>.stride
        case .escapes(let escapes): escapes.bytes.count
        }
    }

    /// Puts the drawing into `rect` of `screen`, the box it was drawn for; false when it has
    /// nothing to put there.
    func put(into screen: inout Screen, in rect: Rect) -> Bool {
        switch self {
        case .symbols(let rendering):
            for row in 0..<rect.height {
                for column in 0..<rect.width {
                    let cell = rendering[column, row]
                    screen.put(
                        scalar: cell.scalar, row: rect.row + row, column: rect.column + column,
                        colors: CellColors(
                            foreground: Self.terminalColor(cell.foreground),
                            background: Self.terminalColor(cell.background)))
                }
            }
        case .escapes(let escapes):
            guard !escapes.bytes.isEmpty else { return false }
            // A picture shown smaller than its box is in the box's middle.
            let shown = Rect(
                row: rect.row + (rect.height - escapes.box.rows) / 2,
                column: rect.column + (rect.width - escapes.box.columns) / 2, width: escapes.box.columns,
                height: escapes.box.rows)
            screen.place(Screen.Graphic(escapes: escapes.bytes), in: shown)
        }
        return true
    }

    private static func terminalColor(_ color: CellColor) -> TerminalColor? {
        switch color {
        case .terminalDefault: nil
        case .palette(let index): .palette(index)
        case .rgb(let red, let green, let blue): .rgb(red: red, green: green, blue: blue)
        }
    }
}
