import CArchive

/// A `PackedComic`'s archive kept open between the pages read from it. libarchive reads
/// entry after entry, and a solid 7z or RAR unpacks every entry before the one it reaches: a
/// page after the last one read is reached by walking on from it, and only a page before it
/// opens the archive again. The last few pages read are kept, so that a page read again (the
/// one before, after ←) is not walked to again.
struct ArchiveCursor: ~Copyable {
    private let path: String
    private var archive: OpaquePointer?
    /// The number of the entry the archive stands at, counted from 0 in the archive's order;
    /// -1 before the first.
    private var position = -1
    /// The pages read last, the one read last at the end.
    private var kept: [(entry: Int, bytes: [UInt8])] = []
    /// How many times the archive was opened, and how many entries were walked over: what
    /// reading the pages cost.
    private(set) var opened = 0
    private(set) var walked = 0

    /// The pages kept, and the bytes they may hold in all.
    static let keptPages = 3
    static let keptBytes = 48 << 20

    init(path: String) {
        self.path = path
    }

    deinit {
        rd_archive_close(archive)
    }

    /// The data of the entry numbered `entry` in the archive's order, `limit` bytes at most;
    /// nil when the archive cannot reach it, or its data is damaged or longer.
    mutating func bytes(ofEntry entry: Int, limit: Int) -> [UInt8]? {
        if let index = kept.firstIndex(where: { $0.entry == entry }) {
            let page = kept.remove(at: index)
            kept.append(page)
            return page.bytes
        }
        guard let (archive, header) = moved(to: entry) else { return nil }
        guard let bytes = PackedComic.read(archive, header, upTo: limit, partly: false) else {
            close()
            return nil
        }
        keep(entry, bytes)
        return bytes
    }

    /// The archive standing at `entry`, with the entry's header, opened again when it stands
    /// at or past it; nil when it cannot be opened or ends, or is damaged, before it.
    private mutating func moved(to entry: Int) -> (OpaquePointer, rd_archive_entry)? {
        if position >= entry { close() }
        if archive == nil {
            archive = rd_archive_open(path)
            opened += 1
        }
        guard let archive else { return nil }
        var header = rd_archive_entry()
        while position < entry {
            guard rd_archive_next(archive, &header) > 0 else {
                close()
                return nil
            }
            position += 1
            walked += 1
        }
        return (archive, header)
    }

    private mutating func keep(_ entry: Int, _ bytes: [UInt8]) {
        kept.append((entry, bytes))
        var total = kept.reduce(0) { $0 + $1.bytes.count }
        while kept.count > Self.keptPages || total > Self.keptBytes && kept.count > 1 {
            total -= kept.removeFirst().bytes.count
        }
    }

    private mutating func close() {
        rd_archive_close(archive)
        archive = nil
        position = -1
    }
}
