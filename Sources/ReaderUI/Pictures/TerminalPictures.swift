import Formats
import Pictures
import ReaderCore
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

    private let source: PictureSource
    private let style: Style
    /// Decoded pictures by path, the one used last at the end.
    private var decoded: [(path: String, image: DecodedImage)] = []
    private var drawings: [(key: DrawingKey, drawing: Drawing)] = []
    /// Why a picture cannot be drawn, by path.
    private var problems: [String: String] = [:]
    private var untold: [String] = []

    /// The bytes of decoded pictures kept, and the drawings.
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
        case escapes([UInt8])
    }

    /// Pictures read from `source`, drawn in `style`.
    public init(source: PictureSource, style: Style) {
        self.source = source
        self.style = style
    }

    /// The bytes of the decoded pictures kept now.
    var decodedBytes: Int { decoded.reduce(0) { $0 + $1.image.rgba.count } }

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
            drawing = draw(Self.cropped(image, to: crop), in: CellBox(columns: rect.width, rows: rect.height))
        }
        drawings.append((key, drawing))
        if drawings.count > Self.keptDrawings { drawings.removeFirst() }
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
            guard !escapes.isEmpty else { return false }
            screen.place(Screen.Graphic(escapes: escapes), in: rect)
        }
        return true
    }

    private func draw(_ image: DecodedImage, in box: CellBox) -> Drawing {
        switch style {
        case .symbols(let colors):
            .symbols(
                SymbolRendering(image, box: box, colors: colors >= 256 ? .palette256 : colors >= 8 ? .palette8 : .none))
        case .kitty(let cell):
            .escapes(
                TerminalGraphics.kitty.escapes(for: image, box: box, cellWidth: cell.width, cellHeight: cell.height))
        case .sixel(let cell):
            .escapes(
                TerminalGraphics.sixel.escapes(for: image, box: box, cellWidth: cell.width, cellHeight: cell.height))
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
        guard let bytes = source.bytes(of: path) else {
            return failed(path, "Picture \(name) is missing from the book")
        }
        do {
            let image = try DecodedImage(decoding: bytes)
            decoded.append((path, image))
            var total = decodedBytes
            while total > Self.keptBytes && decoded.count > 1 {
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

    /// The part `crop` of `image`, at least one pixel.
    static func cropped(_ image: DecodedImage, to crop: PictureCrop) -> DecodedImage {
        guard crop != .whole else { return image }
        let left = min(max(0, Int(crop.x * Double(image.width))), image.width - 1)
        let top = min(max(0, Int(crop.y * Double(image.height))), image.height - 1)
        let width = min(max(1, Int((crop.width * Double(image.width)).rounded())), image.width - left)
        let height = min(max(1, Int((crop.height * Double(image.height)).rounded())), image.height - top)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in top..<(top + height) {
            let start = (row * image.width + left) * 4
            pixels += image.rgba[start..<(start + width * 4)]
        }
        return DecodedImage(width: width, height: height, rgba: pixels)
    }

    private static func paletteIndex(_ color: CellColor) -> UInt8? {
        if case .palette(let index) = color { index } else { nil }
    }
}
