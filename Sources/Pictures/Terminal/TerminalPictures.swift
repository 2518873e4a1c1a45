import Terminal
import TextEngine

/// Draws a book's pictures through libchafa, as Unicode block symbols in the terminal's palette
/// (shapes alone without colour) or through a graphics protocol the terminal speaks (kitty's,
/// sixel): each picture decoded the first time it is shown, the pictures decoded and drawn last
/// kept within a budget, a picture that cannot be drawn told once and left to its box.
public final class TerminalPictures: PictureDrawing {
    /// How the pictures reach the terminal.
    public enum Style: Sendable {
        /// Symbols in the terminal's palette of this many colours (256 or 8); without colour
        /// below 8.
        case symbols(colors: Int)
        /// Pixels through kitty's protocol or sixel, on cells of this many pixels.
        case kitty(cell: CellSize)
        case sixel(cell: CellSize)
    }

    /// The bytes of a picture by its path in the book; nil when it is missing.
    private let read: (String) -> [UInt8]?
    private let style: Style
    /// Decoded pictures by path, the one used last at the end.
    private var decoded: [(path: String, image: DecodedImage)] = []
    private var drawings: [(key: DrawingKey, drawing: Drawing)] = []
    /// Why a picture cannot be drawn, by path.
    private var problems: [String: String] = [:]
    private var untold: [String] = []

    /// The bytes of decoded pictures kept, and of drawings; the drawings kept.
    public static let keptBytes = 64 << 20
    public static let keptDrawings = 24

    private struct DrawingKey: Hashable {
        var path: String
        var crop: PictureCrop
        var columns: Int
        var rows: Int
    }

    /// A picture drawn for a box: symbols for its cells, or a protocol's escapes.
    private enum Drawing {
        case symbols(SymbolRendering)
        case escapes(GraphicEscapes)

        /// The bytes it holds.
        var bytes: Int {
            switch self {
            case .symbols(let rendering): rendering.cells.count * MemoryLayout<SymbolRendering.Cell>.stride
            case .escapes(let escapes): escapes.bytes.count
            }
        }
    }

    /// Pictures whose bytes `read` gives by their path in the book, drawn in `style`.
    public init(read: @escaping (String) -> [UInt8]?, style: Style) {
        self.read = read
        self.style = style
    }

    /// The bytes of the decoded pictures kept now.
    var decodedBytes: Int { decoded.reduce(0) { $0 + $1.image.rgba.count } }
    /// The bytes of the drawings kept now.
    var drawingBytes: Int { drawings.reduce(0) { $0 + $1.drawing.bytes } }

    /// What went wrong with a picture since the last call, once per picture.
    public func takeNotice() -> String? {
        untold.isEmpty ? nil : untold.removeFirst()
    }

    public func draw(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0, rect.width * rect.height <= 1_000_000, problems[picture.source] == nil
        else { return false }
        let key = DrawingKey(path: picture.source, crop: crop, columns: rect.width, rows: rect.height)
        let drawing: Drawing
        if let index = drawings.firstIndex(where: { $0.key == key }) {
            drawing = drawings.remove(at: index).drawing
        } else {
            guard let image = image(at: picture.source) else { return false }
            drawing = draw(image, crop: crop, in: CellBox(columns: rect.width, rows: rect.height))
        }
        drawings.append((key, drawing))
        // The drawings are kept within the budget of the decoded pictures too.
        var total = drawingBytes
        while drawings.count > 1, drawings.count > Self.keptDrawings || total > Self.keptBytes {
            total -= drawings.removeFirst().drawing.bytes
        }
        switch drawing {
        case .symbols(let rendering):
            for row in 0..<rect.height {
                for column in 0..<rect.width {
                    let cell = rendering[column, row]
                    screen.put(
                        scalar: cell.scalar, row: rect.row + row, column: rect.column + column,
                        colors: CellColors(
                            foreground: Self.paletteIndex(cell.foreground),
                            background: Self.paletteIndex(cell.background)))
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

    /// The part `crop` of `image` drawn for `box`; sixel shows it at most at its size in the
    /// whole picture.
    private func draw(_ whole: DecodedImage, crop: PictureCrop, in box: CellBox) -> Drawing {
        let image = whole.cropped(to: crop)
        return switch style {
        case .symbols(let colors):
            .symbols(
                SymbolRendering(image, box: box, colors: colors >= 256 ? .palette256 : colors >= 8 ? .palette8 : .none))
        case .kitty(let cell):
            .escapes(
                TerminalGraphics.kitty.escapes(for: image, box: box, cellWidth: cell.width, cellHeight: cell.height))
        case .sixel(let cell):
            .escapes(
                TerminalGraphics.sixel.escapes(
                    for: image, box: box, cellWidth: cell.width, cellHeight: cell.height,
                    zoom: 1 / max(crop.width, crop.height)))
        }
    }

    /// The picture at `path`, decoded now or kept from before; nil when it cannot be, and why
    /// is told.
    private func image(at path: String) -> DecodedImage? {
        if let index = decoded.firstIndex(where: { $0.path == path }) {
            let kept = decoded.remove(at: index)
            decoded.append(kept)
            return kept.image
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let bytes = read(path) else {
            return failed(path, "Picture \(name) is missing from the book")
        }
        do {
            let image = try DecodedImage(decoding: bytes)
            // Kept within the budget: a picture larger than it is drawn and not kept.
            decoded.append((path, image))
            var total = decodedBytes
            while total > Self.keptBytes, !decoded.isEmpty {
                total -= decoded.removeFirst().image.rgba.count
            }
            return image
        } catch {
            return failed(path, "Picture \(name): \(error)")
        }
    }

    private func failed(_ path: String, _ problem: String) -> DecodedImage? {
        problems[path] = problem
        untold.append(problem)
        return nil
    }

    private static func paletteIndex(_ color: CellColor) -> UInt8? {
        if case .palette(let index) = color { index } else { nil }
    }
}
