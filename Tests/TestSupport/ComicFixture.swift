import CArchiveTestWriter
import Foundation
import ZIPFoundation

/// Comic archives made by the tests: pictures of one colour each, zipped (CBZ) or written by
/// libarchive (CB7, CBT), with a ComicInfo.xml when asked.
public enum ComicFixture {
    /// A `width` x `height` PNG of one colour, told from the others by `index`.
    public static func page(_ index: Int, width: Int = 8, height: Int = 12) -> [UInt8] {
        let colour: [UInt8] = [UInt8(index * 37 % 256), UInt8(index * 91 % 256), UInt8(255 - index * 13 % 256), 255]
        return PNGWriter.rgba(width: width, height: height, Array((0..<(width * height)).map { _ in colour }.joined()))
            .bytes
    }

    /// A ComicInfo.xml of the fields given (`Title`, `Manga`…) and, after them, `pages` as it is.
    public static func comicInfo(_ fields: KeyValuePairs<String, String>, pages: String = "") -> [UInt8] {
        let body = fields.map { "<\($0.key)>\($0.value)</\($0.key)>" }.joined()
        return Array(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema">\(body)\(pages)</ComicInfo>
            """.utf8)
    }

    /// A zip of `files` in the order given, deflated.
    public static func cbz(_ files: [(String, [UInt8])]) throws -> [UInt8] {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, bytes) in files {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: .deflate,
                provider: { position, size in Data(bytes[Int(position)..<Int(position) + size]) })
        }
        return Array(archive.data ?? Data())
    }

    /// Writes `files` at `path` in libarchive's `format` ("7zip", "ustar"); false when it cannot.
    public static func write(_ files: [(String, [UInt8])], format: String, to path: String) -> Bool {
        let names = files.map { strdup($0.0) }
        defer {
            for name in names { free(name) }
        }
        let buffers = files.map { file -> UnsafeMutablePointer<UInt8> in
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(file.1.count, 1))
            buffer.initialize(from: file.1, count: file.1.count)
            return buffer
        }
        defer {
            for buffer in buffers { buffer.deallocate() }
        }
        let sizes = files.map { $0.1.count }
        let written = names.map { UnsafePointer($0) }.withUnsafeBufferPointer { namePointers in
            buffers.map { UnsafePointer($0) }.withUnsafeBufferPointer { dataPointers in
                rd_test_write_archive(
                    path, format, namePointers.baseAddress, dataPointers.baseAddress, sizes, files.count)
            }
        }
        return written == 0
    }
}
