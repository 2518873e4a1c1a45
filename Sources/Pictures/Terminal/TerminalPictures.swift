import Terminal
import TextEngine

/// Draws a book's pictures through libchafa, as Unicode block symbols in the terminal's palette
/// (shapes alone without colour) or through a graphics protocol the terminal speaks (kitty's,
/// sixel). A picture whose drawing for its box is kept is drawn at once; any other is left to
/// its box while a worker decodes and draws it, one picture at a time, off the thread that
/// reads keys: once the frame that left it to its box is shown, ``startWork()`` reads it and
/// hands it over. The pictures decoded and drawn last are kept within a budget; a picture that
/// cannot be drawn is told once and left to its box.
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
    /// Why a picture that `read` gave nothing for was not read, when it is in the book: a limit.
    private let whyUnread: (String) -> String?
    private let style: Style
    private let decode: @Sendable ([UInt8], PixelSize?) throws(ImageError) -> DecodedImage
    private let worker = PictureWorker()
    /// Decoded pictures by path, and the size a scalable one was drawn at, the one used last at
    /// the end.
    private var decoded: [(path: String, image: DecodedImage, fit: PixelSize?)] = []
    /// Drawings, the one used last at the end.
    private var drawings: [(key: CellDrawing.Key, drawing: CellDrawing)] = []
    /// A drawing a frame asked for and did not have, until ``startWork()``.
    private var wanted: CellDrawing.Key?
    /// The drawing the worker is making, the bytes of the picture it decodes for it (0 when it
    /// draws one kept) and the size a scalable one is drawn at.
    private var underWay: (key: CellDrawing.Key, bytes: Int, fit: PixelSize?)?
    /// Why a picture cannot be drawn, by path.
    private var problems: [String: String] = [:]
    private var untold: [String] = []

    /// The bytes of decoded pictures kept (with the one being decoded), and of drawings; the
    /// drawings kept.
    public static let keptBytes = 64 << 20
    public static let keptDrawings = 24

    /// Pictures whose bytes `read` gives by their path in the book, drawn in `style`, on
    /// `paper` (white, or a theme's page) where they are transparent (`DecodedImage.onPaper()`);
    /// `whyUnread` says why one that is in the book was not read.
    public convenience init(
        read: @escaping (String) -> [UInt8]?, whyUnread: @escaping (String) -> String? = { _ in nil }, style: Style,
        paper: PaperColor = .white
    ) {
        self.init(read: read, whyUnread: whyUnread, style: style) { bytes, fit throws(ImageError) in
            try DecodedImage(decoding: bytes, fitting: fit).onPaper(paper)
        }
    }

    /// The same, decoded by `decode` on the worker.
    init(
        read: @escaping (String) -> [UInt8]?, whyUnread: @escaping (String) -> String? = { _ in nil }, style: Style,
        decode: @escaping @Sendable ([UInt8], PixelSize?) throws(ImageError) -> DecodedImage
    ) {
        self.read = read
        self.whyUnread = whyUnread
        self.style = style
        self.decode = decode
    }

    /// The bytes of the decoded pictures kept now.
    var decodedBytes: Int { decoded.reduce(0) { $0 + $1.image.rgba.count } }
    /// The bytes of the picture being decoded, once it is.
    var decodingBytes: Int { underWay?.bytes ?? 0 }
    /// The bytes of the drawings kept now.
    var drawingBytes: Int { drawings.reduce(0) { $0 + $1.drawing.bytes } }

    /// Whether a picture is to be, or is being, decoded or drawn: ``receive()`` takes it once
    /// it is.
    public var isWorking: Bool { wanted != nil || underWay != nil }

    /// What went wrong with a picture since the last call, once per picture.
    public func takeNotice() -> String? {
        untold.isEmpty ? nil : untold.removeFirst()
    }

    /// Keeps what the worker finished, if it has: true when it has, and the screen is to be
    /// drawn again to show it (or to tell why it cannot be).
    public func receive() -> Bool {
        guard let (key, outcome) = worker.take() else { return false }
        let fit = underWay?.fit
        underWay = nil
        switch outcome {
        case .drawn(let drawing, let image):
            if let image {
                decoded.append((key.path, image, fit))
                makeRoom(for: 0)
            }
            drawings.append((key, drawing))
            var total = drawingBytes
            // The drawings are kept within the budget of the decoded pictures too.
            while drawings.count > 1, drawings.count > Self.keptDrawings || total > Self.keptBytes {
                total -= drawings.removeFirst().drawing.bytes
            }
        case .failed(let error):
            failed(key.path, "Picture \(Self.name(key.path)): \(error)")
        }
        return true
    }

    /// Draws the picture when its drawing for `rect` is kept; else wants it from the worker,
    /// unless the worker is busy or another is wanted (it is asked again when the screen is next
    /// drawn), and returns false: its box stands in for it meanwhile.
    public func draw(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0, rect.width * rect.height <= 1_000_000, problems[picture.source] == nil
        else { return false }
        let key = CellDrawing.Key(path: picture.source, crop: crop, columns: rect.width, rows: rect.height)
        guard let index = drawings.firstIndex(where: { $0.key == key }) else {
            if !isWorking { wanted = key }
            return false
        }
        let kept = drawings.remove(at: index)
        drawings.append(kept)
        return kept.drawing.put(into: &screen, in: rect)
    }

    /// Has the worker draw the picture the last frame wanted, from the picture kept or from its
    /// bytes, read now: once that frame is shown, so that reading a large file does not hold it
    /// back. Returns true when the picture is missing, which is told at once: the screen is to
    /// be drawn again to say so.
    public func startWork() -> Bool {
        guard let key = wanted else { return false }
        wanted = nil
        let source: PictureJob.Source
        var bytes = 0
        var fit: PixelSize?
        if let index = decoded.firstIndex(where: { $0.path == key.path && ($0.fit == nil || $0.fit == fitting(key)) }) {
            let kept = decoded.remove(at: index)
            decoded.append(kept)
            source = .decoded(kept.image)
        } else {
            guard let data = read(key.path) else {
                let reason = whyUnread(key.path).map { " was not read: \($0)" } ?? " is missing from the book"
                failed(key.path, "Picture \(Self.name(key.path))\(reason)")
                return true
            }
            let probe = ImageProbe(data)
            if probe.format.isScalable { fit = fitting(key) }
            // The pictures kept make room for this one while it is decoded.
            bytes =
                (fit ?? probe.size.map { PixelSize(width: $0.width, height: $0.height) }).map {
                    $0.width * $0.height * 4
                } ?? 0
            makeRoom(for: bytes)
            source = .bytes(data)
        }
        underWay = (key, bytes, fit)
        worker.start(PictureJob(key: key, source: source, fit: fit, style: style, decode: decode))
        return false
    }

    /// The size a scalable picture is drawn at for the drawing `key`: the pixels of its box, on
    /// the terminal's cells (or cells of `CellSize.standard` for symbols).
    private func fitting(_ key: CellDrawing.Key) -> PixelSize {
        let cell: CellSize
        switch style {
        case .symbols: cell = .standard
        case .kitty(let size), .sixel(let size): cell = size
        }
        return PixelSize(
            filling: CellBox(columns: key.columns, rows: key.rows), cellWidth: cell.width, cellHeight: cell.height,
            crop: key.crop)
    }

    /// Forgets the pictures decoded longest ago until those kept and `bytes` more are within
    /// the budget; a picture larger than it is drawn and not kept.
    private func makeRoom(for bytes: Int) {
        var total = decodedBytes + bytes
        while total > Self.keptBytes, !decoded.isEmpty {
            total -= decoded.removeFirst().image.rgba.count
        }
    }

    private func failed(_ path: String, _ problem: String) {
        problems[path] = problem
        untold.append(problem)
    }

    /// A picture's file name, for what is told about it.
    private static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
