import Pictures
import Synchronization

/// Where a book's pictures are read from: an EPUB's entries, the files beside an HTML or
/// Markdown book, and the pictures its documents hold themselves (`data:` addresses, inline
/// SVG), kept as they are read. Opening a book reads their headers alone (for their sizes); a
/// picture is read whole when it is drawn.
public final class PictureSource: @unchecked Sendable {
    private let read: (String) -> [UInt8]?
    private let readHeader: (String) -> [UInt8]?
    private let refusal: (String) -> String?
    /// The pictures the documents hold, by the path they were given, and their bytes in all.
    private let embedded = Mutex<(pictures: [String: [UInt8]], bytes: Int)>(([:], 0))

    /// A source reading a picture's bytes by its path in the book, and its first
    /// `headerLength` bytes at least (all of them when shorter); nil when missing. `refusal`
    /// says why a picture read gave nothing for was refused, if it was.
    public init(
        read: @escaping (String) -> [UInt8]?, header: @escaping (String) -> [UInt8]?,
        refusal: @escaping (String) -> String? = { _ in nil }
    ) {
        self.read = read
        readHeader = header
        self.refusal = refusal
    }

    /// Why the picture at `path`, which `bytes(of:)` gave nothing for, was not read though it
    /// is in the book: the limit that refused it. Nil when it is missing or damaged.
    public func whyUnread(_ path: String) -> String? {
        refusal(path)
    }

    /// The bytes read for a picture's header.
    public static let headerLength = 64 << 10

    /// The bytes of the picture at `path`, an SVG made ready to draw (`SVGFile`); nil when it
    /// is missing or cannot be read.
    public func bytes(of path: String) -> [UInt8]? {
        guard let bytes = file(path) else { return nil }
        guard ImageProbe(bytes).format == .svg else { return bytes }
        return SVGFile(bytes, at: path, resource: file).bytes ?? bytes
    }

    /// The SVG at `path` as it is read: its text, the references it may not follow; nil when
    /// it is not an SVG or cannot be read.
    func svg(at path: String) -> SVGFile? {
        guard let header = embedded.withLock({ $0.pictures[path] }) ?? readHeader(path),
            ImageProbe(header).format == .svg, let bytes = file(path)
        else { return nil }
        return SVGFile(bytes, at: path, resource: file)
    }

    /// The bytes of a file of the book as they are.
    private func file(_ path: String) -> [UInt8]? {
        embedded.withLock { $0.pictures[path] } ?? read(path)
    }

    /// The pixel size of the picture at `path`, from its header; nil when it cannot be read.
    func pixelSize(of path: String) -> (width: Int, height: Int)? {
        (embedded.withLock { $0.pictures[path] } ?? readHeader(path)).flatMap { ImageProbe($0).size }.map {
            ($0.width, $0.height)
        }
    }

    /// Keeps a picture a document holds, and gives it a path of its own: the document's, then
    /// `#`, `kind` and its number in the book ("text/ch1.xhtml#svg-2"). Nil past
    /// `Limits.embeddedPictures` bytes in all.
    func embed(_ bytes: [UInt8], kind: String, in document: String) -> String? {
        embedded.withLock { embedded in
            guard embedded.bytes + bytes.count <= Limits.embeddedPictures else { return nil }
            let path = "\(document)#\(kind)-\(embedded.pictures.count + 1)"
            embedded.pictures[path] = bytes
            embedded.bytes += bytes.count
            return path
        }
    }

    /// A book without pictures (but those its documents hold).
    public static var none: PictureSource { PictureSource(read: { _ in nil }, header: { _ in nil }) }

    /// The files beside the HTML or Markdown book at `bookPath`, at most
    /// `Limits.pictureFileSize` each, and only regular files inside its folder (see
    /// `PictureFolder`).
    static func files(besideBook bookPath: String) -> PictureSource {
        let folder = PictureFolder(besideBook: bookPath)
        return PictureSource(
            read: { path in
                folder.withOpenPicture(path) { try? FileBytes.read(path: $0, limit: Limits.pictureFileSize) }
            },
            header: { path in folder.withOpenPicture(path) { FileBytes.prefix(path: $0, count: headerLength) } })
    }
}
