import Foundation
import TestSupport
import ZIPFoundation

/// Zip files written byte by byte from the zip specification, so that tests can lie in them:
/// sizes, checksums, duplicate names, extra local headers.
struct RawZip {
    struct Entry {
        var name: String
        var data: [UInt8]
        var deflated = false
        var uncompressedSize: Int
        var crc: UInt32
        /// General-purpose bit 11: the name is UTF-8. Many real books leave it unset.
        var utf8Flag = true
        /// The name's bytes when they are not `name` in UTF-8 (CP437, say).
        var rawName: [UInt8]?
        /// The central directory's "version made by" (3 << 8 for Unix) and external attributes,
        /// which say whether an entry is a file, a directory or a link.
        var madeBy = 20
        var externalAttributes = 0
        /// A compression method other than stored or deflated (12 for bzip2), said as it is.
        var method: Int?
        /// General-purpose bit 0: the entry is encrypted with a password.
        var encrypted = false

        /// A stored entry, honest unless told otherwise.
        init(_ name: String, _ data: [UInt8], uncompressedSize: Int? = nil, crc: UInt32? = nil) {
            self.name = name
            self.data = data
            self.uncompressedSize = uncompressedSize ?? data.count
            self.crc = crc ?? RawZip.crc32(data)
        }

        /// A deflated entry of `content`.
        init(_ name: String, deflating content: [UInt8]) throws {
            self.init(name, try RawZip.deflate(content), uncompressedSize: content.count, crc: RawZip.crc32(content))
            deflated = true
        }
    }

    var entries: [Entry]
    /// Offsets as ZIP64 writes them: each local header's in the extended information of its
    /// record, the central directory's in a ZIP64 end record, the 32-bit fields all ones. The
    /// entries then start after a few bytes: ZIPFoundation takes a ZIP64 offset of 0 for none.
    var zip64 = false
    /// The end record's number of this disk, and of the disk where the directory starts: other
    /// than 0 in one file of a split (spanned) archive.
    var disk = 0

    var bytes: [UInt8] {
        var file: [UInt8] = zip64 ? [0, 0, 0, 0] : []
        var directory: [UInt8] = []
        for entry in entries {
            let name = entry.rawName ?? Array(entry.name.utf8)
            let offset = file.count
            let fields = [
                (20, 2), ((entry.utf8Flag ? 0x800 : 0) | (entry.encrypted ? 1 : 0), 2),
                (entry.method ?? (entry.deflated ? 8 : 0), 2), (0, 2), (0, 2),
                (Int(entry.crc), 4), (entry.data.count, 4),
                (entry.uncompressedSize, 4), (name.count, 2), (0, 2),
            ]
            file += Self.le(0x0403_4B50, 4) + fields.flatMap { Self.le($0.0, $0.1) } + name + entry.data
            let extra = zip64 ? Self.le(1, 2) + Self.le(8, 2) + Self.le(offset, 8) : []
            directory +=
                Self.le(0x0201_4B50, 4) + Self.le(entry.madeBy, 2) + fields.dropLast().flatMap { Self.le($0.0, $0.1) }
                + Self.le(extra.count, 2) + Self.le(0, 2) + Self.le(0, 2) + Self.le(0, 2)
                + Self.le(entry.externalAttributes, 4)
                + Self.le(zip64 ? 0xFFFF_FFFF : offset, 4) + name + extra
        }
        var end: [UInt8] = []
        if zip64 {
            let record = file.count + directory.count
            end +=
                Self.le(0x0606_4B50, 4) + Self.le(44, 8) + Self.le(45, 2) + Self.le(45, 2) + Self.le(0, 4)
                + Self.le(0, 4)
                + Self.le(entries.count, 8) + Self.le(entries.count, 8) + Self.le(directory.count, 8)
                + Self.le(file.count, 8)
            end += Self.le(0x0706_4B50, 4) + Self.le(0, 4) + Self.le(record, 8) + Self.le(1, 4)
        }
        end +=
            Self.le(0x0605_4B50, 4) + Self.le(disk, 2) + Self.le(disk, 2) + Self.le(entries.count, 2)
            + Self.le(entries.count, 2)
            + Self.le(directory.count, 4) + Self.le(zip64 ? 0xFFFF_FFFF : file.count, 4) + Self.le(0, 2)
        return file + directory + end
    }

    static func le(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Raw deflate data of `content`: the data of the one entry of a zip ZIPFoundation writes.
    static func deflate(_ content: [UInt8]) throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        try archive.addEntry(
            with: "x", type: .file, uncompressedSize: Int64(content.count), compressionMethod: .deflate
        ) { position, size in
            Data(content[Int(position)..<Int(position) + size])
        }
        guard let data = archive.data, let entry = archive.first(where: { _ in true }) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let zip = Array(data)
        let compressed = Int(entry.compressedSize)
        let start = 30 + (Int(zip[26]) | Int(zip[27]) << 8) + (Int(zip[28]) | Int(zip[29]) << 8)
        return Array(zip[start..<(start + compressed)])
    }

    /// The fixture book's files as stored entries, in name order.
    static func fixture(_ files: [String: String] = EPUBFixture.files) -> [Entry] {
        files.sorted { $0.key < $1.key }.map { Entry($0.key, Array($0.value.utf8)) }
    }
}
