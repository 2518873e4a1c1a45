import Formats
import Pictures
import Terminal
import TextEngine

/// Draws a book's pictures as Unicode block symbols in the terminal's palette (shapes alone
/// without colour), through libchafa: each picture decoded the first time it is shown, the
/// pictures decoded and drawn last kept within a budget, a picture that cannot be drawn told
/// once and left to its box.
public final class SymbolPictures: PictureDrawing {
    private let source: PictureSource
    private let colors: ColorMode
    /// Decoded pictures by path, the one used last at the end.
    private var decoded: [(path: String, image: DecodedImage)] = []
    private var drawings: [(key: DrawingKey, rendering: SymbolRendering)] = []
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

    /// Pictures read from `source`, in the 256 colours of the palette or, when `colored` is
    /// false, in the terminal's own colours.
    public init(source: PictureSource, colored: Bool) {
        self.source = source
        colors = colored ? .palette256 : .none
    }

    /// What went wrong with a picture since the last call, once per picture.
    public func takeNotice() -> String? {
        untold.isEmpty ? nil : untold.removeFirst()
    }

    public func draw(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0, rect.width * rect.height <= 1_000_000, problems[picture.source] == nil else { return false }
        let key = DrawingKey(path: picture.source, crop: crop, columns: rect.width, rows: rect.height)
        let rendering: SymbolRendering
        if let index = drawings.firstIndex(where: { $0.key == key }) {
            rendering = drawings.remove(at: index).rendering
        } else {
            guard let image = image(at: picture.source) else { return false }
            rendering = SymbolRendering(Self.cropped(image, to: crop), box: CellBox(columns: rect.width, rows: rect.height), colors: colors)
        }
        drawings.append((key, rendering))
        if drawings.count > Self.keptDrawings { drawings.removeFirst() }
        for row in 0..<rect.height {
            for column in 0..<rect.width {
                let cell = rendering[column, row]
                screen.put(scalar: cell.scalar, row: rect.row + row, column: rect.column + column,
                           colors: CellColors(foreground: Self.paletteIndex(cell.foreground), background: Self.paletteIndex(cell.background)))
            }
        }
        return true
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
        guard let bytes = source.bytes(of: path) else { return failed(path, "Picture \(name) is missing from the book") }
        do {
            let image = try DecodedImage(decoding: bytes)
            decoded.append((path, image))
            var total = decoded.reduce(0) { $0 + $1.image.rgba.count }
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
