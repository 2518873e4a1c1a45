import Pictures

/// Where a book's pictures are read from: an EPUB's entries, the files beside an HTML or
/// Markdown book. Opening a book reads their headers alone (for their sizes); a picture is read
/// whole when it is drawn.
public final class PictureSource: @unchecked Sendable {
    private let read: (String) -> [UInt8]?
    private let readHeader: (String) -> [UInt8]?

    /// A source reading a picture's bytes by its path in the book, and its first
    /// `headerLength` bytes at least (all of them when shorter); nil when missing.
    public init(read: @escaping (String) -> [UInt8]?, header: @escaping (String) -> [UInt8]?) {
        self.read = read
        readHeader = header
    }

    /// The bytes read for a picture's header.
    public static let headerLength = 64 << 10

    /// The bytes of the picture at `path`; nil when it is missing or cannot be read.
    public func bytes(of path: String) -> [UInt8]? {
        read(path)
    }

    /// The pixel size of the picture at `path`, from its header; nil when it cannot be read.
    func pixelSize(of path: String) -> (width: Int, height: Int)? {
        readHeader(path).flatMap { ImageProbe($0).size }.map { ($0.width, $0.height) }
    }

    /// A book without pictures.
    public static let none = PictureSource(read: { _ in nil }, header: { _ in nil })

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
