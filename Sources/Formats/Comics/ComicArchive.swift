import Pictures

/// The files of a comic's archive, whatever its kind (`ZipComic`, `PackedComic`), read within
/// the limits of `Limits`.
protocol ComicArchive: AnyObject {
    /// The names of the archive's regular files, in the archive's order.
    var names: [String] { get }
    /// The format and pixel size of the file `name`, from its first bytes; nil when it cannot be read.
    func probe(of name: String) -> ImageProbe?
    /// The bytes of the file `name`; nil when it is missing, damaged or refused.
    func bytes(of name: String) -> [UInt8]?
    /// Why the file `name`, which `bytes(of:)` gave nothing for, was refused: the limit it passed.
    func refusal(of name: String) -> String?
    /// The first thing found damaged in the archive, in words; nil when nothing was.
    var firstError: String? { get }
    /// Whether reading the archive stopped at `Limits.comicPages` pictures, leaving entries unread.
    var cut: Bool { get }
}

extension ComicArchive {
    /// An archive whose every entry is listed (a zip's directory) is never cut while listed.
    var cut: Bool { false }
}

/// A CBZ: its zip read by the EPUB importer's `EPUBArchive`, with its limits but for what the
/// comic may inflate in all, `Limits.comicSize`.
final class ZipComic: ComicArchive {
    private let archive: EPUBArchive
    let names: [String]

    init(path: String, file: MappedFile) throws(BookError) {
        let archive: EPUBArchive
        do {
            archive = try EPUBArchive(path: path, file: file, bookSize: Limits.comicSize)
        } catch {
            throw .notABook("not a comic archive: the zip cannot be read")
        }
        var seen = Set<String>()
        names = archive.allNames.filter { archive.contains($0) && seen.insert($0).inserted }
        self.archive = archive
    }

    func probe(of name: String) -> ImageProbe? {
        archive.header(of: name, count: PictureSource.headerLength).map(ImageProbe.init)
    }

    func bytes(of name: String) -> [UInt8]? {
        archive.reading(name).bytes
    }

    func refusal(of name: String) -> String? {
        archive.refusals[name]
    }

    var firstError: String? {
        archive.damagedPaths.first.map { "\($0) is damaged" }
    }
}
