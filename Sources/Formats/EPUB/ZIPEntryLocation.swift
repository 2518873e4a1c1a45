import ZIPFoundation

/// Where an entry's local header is, as the zip's central directory says, and where the
/// name's bytes are stored there (a range of the file).
struct ZIPEntryLocation {
    var localHeaderOffset: Int
    var name: Range<Int>
    /// The record's general-purpose flags (bit 0: encrypted).
    var flags = 0
}

/// The records of a zip's central directory, read one after another from where ZIPFoundation
/// starts reading them, so that the nth record is that of ZIPFoundation's nth entry: one walk
/// over the mapped file gives every entry's location. ZIPFoundation keeps the directory's
/// start internal in 0.9.20, so it is read from the archive by reflection, once; a test pins
/// this down.
struct ZIPCentralDirectory {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next record begins; nil once a record could not be read.
    private var next: Int?

    init(_ archive: Archive, bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if let zip64 = Self.child("zip64EndOfCentralDirectory", of: archive).flatMap(Self.unwrapped),
            let record = Self.child("record", of: zip64)
        {
            next = (Self.child("offsetToStartOfCentralDirectory", of: record) as? UInt64).flatMap { Int(exactly: $0) }
        } else if let record = Self.child("endOfCentralDirectoryRecord", of: archive) {
            next = (Self.child("offsetToStartOfCentralDirectory", of: record) as? UInt32).map(Int.init)
        }
    }

    /// The location of the next entry; nil when its record cannot be read whole, lies about
    /// its signature or gives no offset it can hold.
    mutating func nextLocation() -> ZIPEntryLocation? {
        guard let start = next, start >= 0, start <= bytes.count - 46, value(at: start, size: 4) == 0x0201_4B50 else {
            next = nil
            return nil
        }
        let nameStart = start + 46
        let extraStart = nameStart + value(at: start + 28, size: 2)
        let commentStart = extraStart + value(at: start + 30, size: 2)
        let end = commentStart + value(at: start + 32, size: 2)
        guard end <= bytes.count else {
            next = nil
            return nil
        }
        next = end
        var offset = value(at: start + 42, size: 4)
        if offset == 0xFFFF_FFFF {
            guard let wide = zip64Offset(record: start, extra: extraStart..<commentStart) else { return nil }
            offset = wide
        }
        return ZIPEntryLocation(
            localHeaderOffset: offset, name: nameStart..<extraStart, flags: value(at: start + 8, size: 2))
    }

    /// The offset in the record's ZIP64 extended information, read as ZIPFoundation reads it:
    /// the field must hold exactly the values whose 32-bit (or 16-bit) fields are all ones.
    private func zip64Offset(record: Int, extra: Range<Int>) -> Int? {
        var field = extra.lowerBound
        while field < extra.upperBound - 4 {
            let size = value(at: field + 2, size: 2)
            guard field + 4 + size <= extra.upperBound else { return nil }
            guard value(at: field, size: 2) == 1 else {
                field += 4 + size
                continue
            }
            let uncompressed = value(at: record + 24, size: 4) == 0xFFFF_FFFF ? 8 : 0
            let compressed = value(at: record + 20, size: 4) == 0xFFFF_FFFF ? 8 : 0
            let disk = value(at: record + 34, size: 2) == 0xFFFF ? 4 : 0
            guard size == uncompressed + compressed + 8 + disk else { return nil }
            let wide =
                UInt64(value(at: field + 4 + uncompressed + compressed, size: 4))
                | UInt64(value(at: field + 8 + uncompressed + compressed, size: 4)) << 32
            return wide < UInt64(Int.max) ? Int(wide) : nil
        }
        return nil
    }

    /// The little-endian value of `size` bytes at `offset`.
    private func value(at offset: Int, size: Int) -> Int {
        (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    private static func child(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}

/// What reading an entry needs of ZIPFoundation's `Entry`, kept for each of a zip's entries:
/// a few numbers where the whole `Entry` (its records' bytes) is costly to keep by the
/// hundred thousand.
struct StoredEntry {
    var checksum: UInt32
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var isCompressed: Bool

    init(_ entry: Entry) {
        checksum = entry.checksum
        compressedSize = entry.compressedSize
        uncompressedSize = entry.uncompressedSize
        isCompressed = entry.isCompressed
    }
}
