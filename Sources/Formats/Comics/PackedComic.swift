import CArchive
import Pictures
import Synchronization

/// A CBR, CB7 or CBT, read through libarchive (`CArchive`) one entry after another. Opening
/// walks the archive once, keeping the probe of each file named like a picture and the
/// ComicInfo.xml; a picture's bytes are read when it is drawn, by walking on to it in the
/// archive kept open (`ArchiveCursor`).
/// What the files declare in all may not pass `Limits.comicSize` (a bomb is refused before
/// anything is unpacked), nor any file `Limits.entrySize`.
final class PackedComic: ComicArchive, @unchecked Sendable {
    let names: [String]
    /// Whether the walk stopped at `Limits.comicPages` pictures, leaving entries unread.
    let cut: Bool
    /// The first error libarchive gave while reading the data of an entry, if any.
    let firstError: String?
    private let probes: [String: ImageProbe]
    /// Small files read whole when the archive was walked: the ComicInfo.xml.
    private let kept: [String: [UInt8]]
    private let refusals = Mutex<[String: String]>([:])
    /// Each file's number among the archive's entries (the first of a name) and declared size.
    private let entries: [String: (number: Int, size: Int64)]
    let cursor: Mutex<ArchiveCursor>

    /// Walks the archive at `path`, probing the files named like pictures.
    init(path: String) throws(BookError) {
        cursor = Mutex(ArchiveCursor(path: path))
        guard let archive = rd_archive_open(path) else {
            throw .notABook("cannot read this comic archive: its format is not one libarchive reads")
        }
        defer { rd_archive_close(archive) }
        var walk = Walk()
        var entry = rd_archive_entry()
        while walk.pictures < Limits.comicPages {
            let status = rd_archive_next(archive, &entry)
            if status == 0 { break }
            guard status > 0 else {
                let reason = Self.error(archive)
                if walk.names.isEmpty { throw .notABook("cannot read this comic archive: \(reason)") }
                walk.error = walk.error ?? reason
                break
            }
            walk.number += 1
            guard entry.regular != 0, entry.encrypted == 0 else { continue }
            try walk.take(entry, of: archive)
        }
        cut = walk.pictures >= Limits.comicPages && rd_archive_next(archive, &entry) > 0
        (names, entries, probes, kept, firstError) = (walk.names, walk.entries, walk.probes, walk.kept, walk.error)
    }

    /// What walking the archive found so far.
    private struct Walk {
        var names: [String] = []
        var entries: [String: (number: Int, size: Int64)] = [:]
        /// The number of the entry the archive stands at, from 0.
        var number = -1
        var probes: [String: ImageProbe] = [:]
        var kept: [String: [UInt8]] = [:]
        var declared = 0
        var pictures = 0
        var error: String?

        mutating func take(
            _ entry: rd_archive_entry, of archive: OpaquePointer
        ) throws(BookError) {
            let name = String(cString: entry.name)
            declared += Int(clamping: max(entry.size, 0))
            if declared > Limits.comicSize {
                throw .notABook(
                    "refused: the comic's files would unpack to more than \(Limits.comicSize >> 30) GiB in all; a bomb?"
                )
            }
            names.append(name)
            if entries[name] == nil { entries[name] = (number, entry.size) }
            if ComicImporter.isPictureName(name) {
                pictures += 1
                let header = PackedComic.read(archive, entry, upTo: PictureSource.headerLength, partly: true)
                if let header { probes[name] = ImageProbe(header) } else { error = error ?? PackedComic.error(archive) }
            } else if ComicImporter.isComicInfo(name), entry.size <= Limits.linkedRecordSize {
                kept[name] = PackedComic.read(archive, entry, upTo: Limits.linkedRecordSize, partly: false)
            }
        }
    }

    func probe(of name: String) -> ImageProbe? {
        probes[name]
    }

    func bytes(of name: String) -> [UInt8]? {
        if let bytes = kept[name] { return bytes }
        guard let (number, size) = entries[name] else { return nil }
        guard size <= Limits.entrySize else {
            let limit = Limits.entrySize >> 20
            refusals.withLock { $0[name] = "it would unpack to more than \(limit) MiB, more than a file may" }
            return nil
        }
        return cursor.withLock { $0.bytes(ofEntry: number, limit: Limits.entrySize) }
    }

    func refusal(of name: String) -> String? {
        refusals.withLock { $0[name] }
    }

    /// The data of the current entry, `entry`, up to `count` bytes, or up to the size it
    /// declares when smaller; nil when it is damaged, or goes on past them and is not wanted
    /// `partly`.
    static func read(_ archive: OpaquePointer, _ entry: rd_archive_entry, upTo limit: Int, partly: Bool)
        -> [UInt8]?
    {
        let count = entry.size >= 0 ? min(limit, Int(clamping: entry.size)) : limit
        var result = 0
        let data = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            result = rd_archive_read(archive, buffer.baseAddress, count)
            filled = result >= 0 ? result : result == -2 ? count : 0
        }
        return result >= 0 || result == -2 && partly ? data : nil
    }

    private static func error(_ archive: OpaquePointer) -> String {
        String(cString: rd_archive_error(archive))
    }
}
