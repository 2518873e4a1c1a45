import Foundation
import ZIPFoundation

/// The zip container of an EPUB, read with limits: entries whose path leaves the book are
/// refused, and no entry (nor the whole book) may inflate past a sane size or ratio.
final class EPUBArchive {
    static let maximumEntrySize = 64 << 20
    static let maximumTotalSize = 512 << 20
    static let maximumRatio = 200

    private let archive: Archive
    private var entries: [String: Entry] = [:]
    private var inflated = 0
    /// Paths that were refused because they leave the book.
    private(set) var unsafePaths: [String] = []

    init(path: String) throws(BookError) {
        do {
            // From the file: ZIPFoundation's in-memory archives trap on damaged data.
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
    }

    var paths: [String] { Array(entries.keys) }

    func contains(_ path: String) -> Bool { entries[path] != nil }

    /// The bytes of an entry; nil when it is missing. Throws when it inflates too far.
    func read(_ path: String) throws(BookError) -> [UInt8]? {
        guard let entry = entries[path] else { return nil }
        let declared = Int(clamping: entry.uncompressedSize)
        let compressed = max(Int(clamping: entry.compressedSize), 1)
        if declared > Self.maximumEntrySize || (declared > 1 << 20 && declared / compressed > Self.maximumRatio) {
            throw .notABook("refused \(path): it would inflate to \(declared) bytes (a zip bomb?)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(declared)
        let limit = min(Self.maximumEntrySize, Self.maximumTotalSize - inflated)
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                if bytes.count + chunk.count > limit { throw CocoaError(.fileReadTooLarge) }
                bytes.append(contentsOf: chunk)
            }
        } catch {
            if bytes.count >= limit - (1 << 16) {
                throw .notABook("refused \(path): it inflates past the limit (a zip bomb?)")
            }
            throw .notABook("\(path) is damaged in the zip container")
        }
        inflated += bytes.count
        return bytes
    }
}
