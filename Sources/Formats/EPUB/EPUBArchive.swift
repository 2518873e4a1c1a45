import CInflate
import Foundation
import ZIPFoundation

/// The zip container of an EPUB, read with limits: entries whose path leaves the book are
/// refused, and no entry (nor the whole book) may inflate past the sizes and ratios of
/// `Limits`, counted on what is actually inflated from the bytes actually read.
/// ZIPFoundation reads the central directory; each entry's data is found at the offset the
/// directory gives, checked against its local header, and inflated here with zlib in one
/// bounded call, because ZIPFoundation's own inflate loop never ends on some damaged data.
final class EPUBArchive {
    /// The file, mapped: entries are read from it where the central directory says.
    private let file: MappedFile
    private var bytes: UnsafeBufferPointer<UInt8> { file.bytes }
    /// The entries read by path, with where their central directory records put them (nil
    /// when a record cannot be read).
    private var entries: [String: (entry: StoredEntry, location: ZIPEntryLocation?)] = [:]
    /// Bytes inflated from deflated entries, and the bytes of the file they came from.
    private var inflated = 0
    private var consumed = 0
    /// Bytes of stored entries read: they count towards what a book may hold, not towards ratios.
    private var stored = 0
    /// Paths whose bytes are counted in the three above: an entry read again is not counted again.
    private var counted: Set<String> = []
    /// What the book may inflate in all (`Limits.bookSize` for an EPUB).
    private let bookSize: Int
    /// Paths that were refused because they leave the book.
    private(set) var unsafePaths: [String] = []
    /// Paths that more than one entry has; the first entry is read.
    private(set) var duplicatePaths: [String] = []
    /// Why entries were refused, by path: the limit each would have passed when it was last read.
    private(set) var refusals: [String: String] = [:]
    /// Entries whose data is damaged; reading them gives nil.
    private(set) var damagedPaths: [String] = []
    /// The entries being inflated ahead of their reading, if any.
    private var prefetched: EPUBPrefetch?
    /// The name of every entry of the zip, whatever its type (files, links, directories) and
    /// whether or not it is read.
    private(set) var allNames: [String] = []
    /// The encrypted entry at which ZIPFoundation stopped reading the directory, if any: it
    /// reads no entry past one.
    private var stoppedAtEncrypted: String?

    init(path: String, file: MappedFile, bookSize: Int = Limits.bookSize) throws(BookError) {
        self.file = file
        self.bookSize = bookSize
        let bytes = file.bytes
        // The end record sits in the last 64 KiB; without one, ZIPFoundation would search the whole file.
        let tail = bytes.suffix(65_557)
        // Looked for from the end, where it is when the zip has no comment.
        guard
            let end = tail.indices.reversed().first(where: {
                tail[$0] == 0x50 && tail[$0...].starts(with: [0x50, 0x4B, 0x05, 0x06])
            })
        else {
            throw .notABook("not an EPUB: the zip container cannot be read")
        }
        // The numbers of this disk and of the directory's: 0 but in a split archive.
        if end + 8 <= tail.endIndex, tail[(end + 4)..<(end + 8)].contains(where: { $0 != 0 }) {
            throw .notABook("cannot read this EPUB: it is one part of a split (spanned) zip archive")
        }
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .notABook("not an EPUB: the zip container cannot be read")
        }
        var directory = ZIPCentralDirectory(archive, bytes: bytes)
        for entry in archive {
            let location = directory.nextLocation()
            let path = Self.name(of: entry, storedAs: location.map { UnsafeBufferPointer(rebasing: bytes[$0.name]) })
            allNames.append(path)
            guard entry.type == .file else { continue }
            // The bytes first: splitting and Foundation's search are slow, and needed only when they are there.
            if path.hasPrefix("/")
                || zip(path.utf8, path.utf8.dropFirst()).contains(where: { $0 == 0x2E && $1 == 0x2E })
                    && path.split(separator: "/").contains("..")
                || path.utf8.contains(0x5C) && path.contains("\\")
            {
                unsafePaths.append(path)
            } else if entries[path] != nil {
                duplicatePaths.append(path)
            } else {
                entries[path] = (StoredEntry(entry), location)
            }
        }
        if let stopped = directory.nextLocation(), stopped.flags & 1 != 0 {
            stoppedAtEncrypted = String(decoding: UnsafeBufferPointer(rebasing: bytes[stopped.name]), as: UTF8.self)
        }
    }

    var paths: [String] { Array(entries.keys) }

    /// An entry's name: UTF-8 when its bytes are valid UTF-8, whatever the zip's UTF-8 flag
    /// says (many books store UTF-8 names without it), else as the zip format says (CP437).
    /// Names are compared as Swift strings, so canonically equivalent ones (NFC, NFD) match.
    /// `stored` is the name's bytes as the central directory stores them, when it can be read.
    static func name(of entry: Entry, storedAs stored: UnsafeBufferPointer<UInt8>?) -> String {
        let path = entry.path
        // ASCII reads the same in every encoding: no need to look at the bytes again (ZIPFoundation
        // gives an empty name for bytes that are not the UTF-8 their flag claims).
        guard path.isEmpty || path.utf8.contains(where: { $0 >= 0x80 }), let stored else { return path }
        if let name = String(validating: stored, as: UTF8.self) { return name }
        return TextDecoder.convert(stored, from: "ibm-437").map { String(decoding: $0, as: UTF16.self) } ?? path
    }

    func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The size an entry says it inflates to; nil when it is missing.
    func declaredSize(of path: String) -> Int? {
        entries[path].map { Int(clamping: $0.entry.uncompressedSize) }
    }

    /// Where an entry's data is in the file, and what it says it inflates to.
    struct Extent {
        var start: Int
        var available: Int
        var declared: Int
        var compressed: Bool
    }

    /// An entry's data as inflated (or copied when stored), before it is judged: `produced` is
    /// `rd_inflate`'s answer (the bytes, or below 0 for damaged data), `used` the bytes read,
    /// `checksum` the data's CRC-32.
    struct Inflated {
        var data: [UInt8]
        var produced: Int
        var used: Int
        var checksum: UInt32
    }

    /// Starts inflating `paths` ahead of their reading, which is to be in this order. Entries
    /// that `read` would refuse on their own, and large ones, are left to it.
    func prefetch(_ paths: [String]) {
        let jobs = paths.compactMap { path -> EPUBPrefetch.Job? in
            guard let extent = extent(of: path), extent.declared <= EPUBPrefetch.largestEntry,
                Self.refusal(
                    declared: extent.declared, available: extent.available, inflated: 0, consumed: 0,
                    compressed: extent.compressed) == nil
            else { return nil }
            return EPUBPrefetch.Job(path: path, extent: extent)
        }
        prefetched?.cancel()
        prefetched = jobs.isEmpty ? nil : EPUBPrefetch(file: file, jobs: jobs)
    }

    deinit {
        prefetched?.cancel()
    }

    /// What reading an entry gave.
    enum Reading {
        case bytes([UInt8])
        /// Missing or damaged.
        case missing
        /// Not inflated, for the limit of `Limits` the reason names.
        case refused(String)

        /// The bytes read; nil when the entry is missing or refused.
        var bytes: [UInt8]? {
            if case .bytes(let bytes) = self { bytes } else { nil }
        }
    }

    /// The bytes of an entry; nil when it is missing or damaged. Throws when it would inflate
    /// too far: for the parts a book cannot do without.
    func read(_ path: String) throws(BookError) -> [UInt8]? {
        switch reading(path) {
        case .bytes(let bytes): bytes
        case .missing: nil
        case .refused(let reason): throw .notABook("refused \(path): \(reason); a zip bomb?")
        }
    }

    /// An entry read, unless a limit refuses it: for the parts a book can do without.
    func reading(_ path: String) -> Reading {
        guard let (entry, _) = entries[path] else { return .missing }
        guard let extent = extent(of: path) else { return damaged(path) }
        let again = counted.contains(path)
        if let reason = Self.refusal(
            declared: extent.declared, available: extent.available, inflated: again ? 0 : inflated,
            consumed: again ? 0 : consumed, compressed: extent.compressed, stored: again ? 0 : stored,
            bookSize: bookSize)
        {
            refusals[path] = reason
            return .refused(reason)
        }
        let result = prefetched?.take(path) ?? Self.inflate(extent, of: bytes)
        guard result.produced >= 0 || extent.declared == 0 else { return damaged(path) }
        if counted.insert(path).inserted {
            if extent.compressed {
                consumed += result.used
                inflated += result.data.count
            } else {
                stored += result.data.count
            }
        }
        guard result.data.count == extent.declared, result.checksum == entry.checksum else { return damaged(path) }
        return .bytes(result.data)
    }

    /// Where an entry's data is; nil when its local header does not agree with the central directory.
    private func extent(of path: String) -> Extent? {
        guard let (entry, location) = entries[path], let location, let start = dataStart(of: entry, at: location) else {
            return nil
        }
        return Extent(
            start: start, available: min(Int(clamping: entry.compressedSize), bytes.count - start),
            declared: Int(clamping: entry.uncompressedSize), compressed: entry.isCompressed)
    }

    /// An entry's data inflated (or copied when stored) from `bytes`, never past what it declares.
    static func inflate(_ extent: Extent, of bytes: UnsafeBufferPointer<UInt8>) -> Inflated {
        let input = UnsafeBufferPointer(rebasing: bytes[extent.start..<(extent.start + extent.available)])
        var produced = input.count
        var used = input.count
        let data =
            extent.compressed
            ? [UInt8](unsafeUninitializedCapacity: extent.declared) { buffer, count in
                produced = rd_inflate(input.baseAddress, input.count, buffer.baseAddress, extent.declared, &used)
                count = max(produced, 0)
            } : Array(input)
        let checksum = data.withUnsafeBufferPointer { rd_crc32($0.baseAddress, $0.count) }
        return Inflated(data: data, produced: produced, used: used, checksum: checksum)
    }

    /// Why an entry that says it inflates to `declared` bytes from `available` bytes of the file
    /// must not be inflated, after the book has inflated `inflated` bytes from `consumed`; nil
    /// when it may. Each limit of `Limits` has its own reason.
    /// Stored entries (`compressed` false, `stored` bytes so far) count towards the book's size
    /// but not towards its ratio: bytes that need no inflating must not vouch for those that do.
    static func refusal(
        declared: Int, available: Int, inflated: Int, consumed: Int,
        compressed: Bool = true, stored: Int = 0, bookSize: Int = Limits.bookSize
    ) -> String? {
        if declared > Limits.entrySize {
            return "it would inflate to \(size(declared)), more than an entry may (\(size(Limits.entrySize)))"
        }
        // Past the check above, no sum can overflow, whatever size the zip claims.
        let total = inflated + stored + declared
        let deflated = inflated + (compressed ? declared : 0)
        let read = consumed + (compressed ? available : 0)
        if compressed && declared > Limits.entryRatioFloor && declared / max(available, 1) >= Limits.entryRatio {
            return "it would inflate \(available) bytes to \(size(declared)), \(Limits.entryRatio) times or more"
        }
        if total > bookSize {
            return "the book would inflate to more than \(size(bookSize)) in all"
        }
        if deflated > Limits.bookFloor && deflated / max(read, 1) >= Limits.bookRatio {
            return "the book would inflate to \(size(deflated)) from \(read) bytes, \(Limits.bookRatio) times or more"
        }
        return nil
    }

    /// Where an entry's data begins: after the local header at the central directory's
    /// offset, which must hold the entry's own name and compression method.
    private func dataStart(of entry: StoredEntry, at location: ZIPEntryLocation) -> Int? {
        let header = location.localHeaderOffset
        guard header >= 0, header <= bytes.count - 30,
            bytes[header..<(header + 4)].elementsEqual([0x50, 0x4B, 0x03, 0x04])
        else { return nil }
        let method = Int(bytes[header + 8]) | Int(bytes[header + 9]) << 8
        let nameLength = Int(bytes[header + 26]) | Int(bytes[header + 27]) << 8
        let extraLength = Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8
        let start = header + 30 + nameLength + extraLength
        guard start <= bytes.count, method == (entry.isCompressed ? 8 : 0),
            bytes[(header + 30)..<(header + 30 + nameLength)].elementsEqual(bytes[location.name])
        else { return nil }
        return start
    }

    /// The first `count` bytes of an entry (all of it when shorter), inflated no further: a
    /// picture's header. Nil when the entry is missing or its header disagrees with the central
    /// directory; data damaged further on is found when the entry is read.
    func header(of path: String, count: Int) -> [UInt8]? {
        guard let extent = extent(of: path) else { return nil }
        let input = UnsafeBufferPointer(rebasing: bytes[extent.start..<(extent.start + extent.available)])
        guard extent.compressed else { return Array(input.prefix(count)) }
        let capacity = min(count, extent.declared)
        guard capacity > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, filled in
            var used = 0
            let produced = rd_inflate(input.baseAddress, input.count, buffer.baseAddress, capacity, &used)
            // -2: the buffer is full, which is all that was asked for.
            filled = produced == -2 ? capacity : max(produced, 0)
        }
    }

    /// What an entry uses that this reader does not read, in words ("compressed with bzip2",
    /// "encrypted with a password"); nil when nothing does.
    func unreadableFeature(of path: String) -> String? {
        if path == stoppedAtEncrypted { return "encrypted with a password" }
        guard let location = entries[path]?.location else { return nil }
        let header = location.localHeaderOffset
        guard header >= 0, header <= bytes.count - 30 else { return nil }
        let flags = Int(bytes[header + 6]) | Int(bytes[header + 7]) << 8
        let method = Int(bytes[header + 8]) | Int(bytes[header + 9]) << 8
        if flags & 1 != 0 || method == 99 { return "encrypted with a password" }
        let names = [9: "Deflate64", 12: "bzip2", 14: "LZMA", 93: "Zstandard", 95: "xz", 98: "PPMd"]
        return method == 0 || method == 8 ? nil : "compressed with \(names[method] ?? "method \(method)")"
    }

    private func damaged(_ path: String) -> Reading {
        damagedPaths.append(path)
        return .missing
    }

    private static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
