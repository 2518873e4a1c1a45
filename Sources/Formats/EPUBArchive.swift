import CInflate
import Foundation
import ZIPFoundation

/// The zip container of an EPUB, read with limits: entries whose path leaves the book are
/// refused, and no entry (nor the whole book) may inflate past a sane size or ratio.
/// ZIPFoundation reads the directory; entries are inflated here with zlib in one bounded call,
/// because ZIPFoundation's own inflate loop never ends on some damaged data.
final class EPUBArchive {
    static let maximumEntrySize = 64 << 20
    static let maximumTotalSize = 512 << 20
    static let maximumRatio = 200

    private let bytes: [UInt8]
    private var entries: [String: Entry] = [:]
    private var localHeaders: [String: Int] = [:]
    private var inflated = 0
    /// Paths that were refused because they leave the book.
    private(set) var unsafePaths: [String] = []
    /// Entries whose data is damaged; reading them gives nil.
    private(set) var damagedPaths: [String] = []

    init(path: String, bytes: [UInt8]) throws(BookError) {
        self.bytes = bytes
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw .notABook("not an EPUB: the zip container cannot be read")
        }
        for entry in archive where entry.type == .file {
            let path = entry.path
            if path.hasPrefix("/") || path.split(separator: "/").contains("..") || path.contains("\\") {
                unsafePaths.append(path)
            } else {
                entries[path] = entry
            }
        }
        localHeaders = Self.localHeaders(in: bytes)
    }

    var paths: [String] { Array(entries.keys) }

    func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The bytes of an entry; nil when it is missing or damaged. Throws when it inflates too far.
    func read(_ path: String) throws(BookError) -> [UInt8]? {
        guard let entry = entries[path] else { return nil }
        let declared = Int(clamping: entry.uncompressedSize)
        let compressed = Int(clamping: entry.compressedSize)
        if declared > Self.maximumEntrySize || declared > Self.maximumTotalSize - inflated
            || (declared > 1 << 20 && declared / max(compressed, 1) > Self.maximumRatio) {
            throw .notABook("refused \(path): it would inflate to \(declared) bytes (a zip bomb?)")
        }
        guard let header = localHeaders[path], header + 30 <= bytes.count else { return damaged(path) }
        let method = Int(bytes[header + 8]) | Int(bytes[header + 9]) << 8
        let start = header + 30 + (Int(bytes[header + 26]) | Int(bytes[header + 27]) << 8)
            + (Int(bytes[header + 28]) | Int(bytes[header + 29]) << 8)
        guard start <= bytes.count else { return damaged(path) }
        let end = min(bytes.count, start + compressed)
        var data: [UInt8]
        switch method {
        case 0:
            data = Array(bytes[start..<end])
        case 8:
            data = [UInt8](repeating: 0, count: declared)
            let produced = bytes[start..<end].withUnsafeBufferPointer { input in
                data.withUnsafeMutableBufferPointer { rd_inflate(input.baseAddress, input.count, $0.baseAddress, $0.count) }
            }
            guard produced >= 0 || declared == 0 else { return damaged(path) }
            data.removeLast(data.count - max(produced, 0))
        default:
            return damaged(path)
        }
        let checksum = data.withUnsafeBufferPointer { rd_crc32($0.baseAddress, $0.count) }
        guard data.count == declared, checksum == entry.checksum else { return damaged(path) }
        inflated += data.count
        return data
    }

    private func damaged(_ path: String) -> [UInt8]? {
        damagedPaths.append(path)
        return nil
    }

    /// The offset of each local file header, by the name it holds, from one pass over the bytes.
    private static func localHeaders(in bytes: [UInt8]) -> [String: Int] {
        var headers: [String: Int] = [:]
        var index = 0
        while index + 30 <= bytes.count {
            if bytes[index] == 0x50 && bytes[index + 1] == 0x4B && bytes[index + 2] == 0x03 && bytes[index + 3] == 0x04 {
                let nameLength = Int(bytes[index + 26]) | Int(bytes[index + 27]) << 8
                if index + 30 + nameLength <= bytes.count {
                    let name = String(decoding: bytes[(index + 30)..<(index + 30 + nameLength)], as: UTF8.self)
                    if headers[name] == nil { headers[name] = index }
                }
            }
            index += 1
        }
        return headers
    }
}
