/// A MOBI 6 book assembled byte by byte with the documented record layouts
/// (https://wiki.mobileread.com/wiki/MOBI, https://wiki.mobileread.com/wiki/PDB): the Palm
/// database header and record list, record 0 (the PalmDOC header, the MOBI header, EXTH with
/// title, author and cover, the full name), the text in uncompressed records of 4096 bytes and
/// a record for each picture.
///
/// With a `kf8StyleSheet` the book is KF8 (version 8) without indexes: its text is the markup
/// then the style sheet, which an FDST record makes two flows (`kindle:flow:0001`); pictures are
/// `kindle:embed:0001` on.
///
/// In `markup`, `{#name}` marks a place (it is left out) and `{@name}` is the ten-digit byte
/// offset of that place, as `filepos` attributes give it.
import Foundation

public struct MOBIFixture {
    public var markup: String
    public var title = "Fixture Title"
    public var author = "Ann Author"
    /// The pictures' records, after the text; `recindex="00001"` is the first.
    public var pictures: [[UInt8]] = []
    /// The picture EXTH 201 names as the cover, counted from 0.
    public var cover: Int?
    /// EXTH 121: the record number of a hybrid file's KF8 record 0.
    public var kf8Boundary: Int?
    /// The PalmDOC header's encryption field: 0 none, 1 and 2 Mobipocket's DRM.
    public var encryption: UInt16 = 0
    /// Whether the text is in windows-1252 (code page 1252 in the MOBI header), not UTF-8.
    public var windows1252 = false
    /// The second flow of a KF8 book; nil for MOBI 6.
    public var kf8StyleSheet: String?
    /// The text as its records hold it, in place of `markup`'s (KF8's skeletons and fragments).
    public var rawText: [UInt8]?
    /// Records between the text and the pictures (KF8's indexes).
    public var indexRecords: [[UInt8]] = []
    /// Where the MOBI header points at `indexRecords`: a header offset, the record's place
    /// among them.
    public var indexPointers: [Int: Int] = [:]

    public init(markup: String) {
        self.markup = markup
    }

    /// The text as its records hold it, places found and offsets filled in.
    public var text: [UInt8] {
        if let rawText { return rawText }
        var output: [UInt8] = []
        var places: [String: Int] = [:]
        var references: [(at: Int, name: String)] = []
        var rest = Substring(markup)
        while let open = rest.range(of: "{") {
            output += encoded(rest[..<open.lowerBound])
            let close = rest[open.upperBound...].firstIndex(of: "}")!
            let token = rest[open.upperBound..<close]
            let name = String(token.dropFirst())
            if token.first == "#" {
                places[name] = output.count
            } else {
                references.append((output.count, name))
                output += Array(repeating: UInt8(ascii: "0"), count: 10)
            }
            rest = rest[rest.index(after: close)...]
        }
        output += encoded(rest)
        for reference in references {
            let digits = Array(String(places[reference.name]!).utf8)
            output.replaceSubrange((reference.at + 10 - digits.count)..<(reference.at + 10), with: digits)
        }
        return output
    }

    private func encoded(_ text: Substring) -> [UInt8] {
        windows1252 ? Array(String(text).data(using: .windowsCP1252)!) : Array(text.utf8)
    }

    /// The whole file.
    public var bytes: [UInt8] {
        Self.database(records, name: title)
    }

    /// The records: record 0, the text, the indexes, the pictures and, for KF8, the FDST.
    public var records: [[UInt8]] {
        let markup = text
        let text = markup + Array((kf8StyleSheet ?? "").utf8)
        let chunks = stride(from: 0, to: text.count, by: 4096).map { Array(text[$0..<min($0 + 4096, text.count)]) }
        var records = [recordZero(textLength: text.count, textRecords: chunks.count)] + chunks + indexRecords + pictures
        if kf8StyleSheet != nil {
            let flows = [0, markup.count, markup.count, text.count].map { Self.be32(UInt32($0)) }
            records.append(Array("FDST".utf8) + Self.be32(12) + Self.be32(2) + flows.joined())
        }
        return records
    }

    /// A Palm database named `name` holding `records`.
    public static func database(_ records: [[UInt8]], name: String) -> [UInt8] {
        var file = [UInt8](repeating: 0, count: 78)
        let name = Array(name.utf8.prefix(31))
        file.replaceSubrange(0..<name.count, with: name)
        file.replaceSubrange(60..<68, with: Array("BOOKMOBI".utf8))
        file.replaceSubrange(76..<78, with: Self.be16(UInt16(records.count)))
        var offset = 78 + 8 * records.count + 2
        for (index, record) in records.enumerated() {
            file += Self.be32(UInt32(offset)) + [0] + Self.be32(UInt32(index)).suffix(3)
            offset += record.count
        }
        file += [0, 0]
        return records.reduce(file, +)
    }

    private func recordZero(textLength: Int, textRecords: Int) -> [UInt8] {
        var palmDOC = Self.be16(1) + Self.be16(0) + Self.be32(UInt32(textLength))
        palmDOC += Self.be16(UInt16(textRecords)) + Self.be16(4096) + Self.be16(encryption) + Self.be16(0)
        var exthRecords: [(UInt32, [UInt8])] = [(100, Array(author.utf8)), (503, Array(title.utf8))]
        if let cover { exthRecords.append((201, Self.be32(UInt32(cover)))) }
        if let kf8Boundary { exthRecords.append((121, Self.be32(UInt32(kf8Boundary)))) }
        var exth = exthRecords.flatMap { Self.be32($0.0) + Self.be32(UInt32($0.1.count + 8)) + $0.1 }
        exth = Array("EXTH".utf8) + Self.be32(UInt32(12 + exth.count)) + Self.be32(UInt32(exthRecords.count)) + exth
        exth += [UInt8](repeating: 0, count: (4 - exth.count % 4) % 4)
        let fullName = Array(title.utf8)
        let firstIndex = 1 + textRecords
        let firstPicture = firstIndex + indexRecords.count
        let length = kf8StyleSheet == nil ? 232 : 264
        var header = [UInt8](repeating: 0, count: length)
        func put(_ value: UInt32, at offset: Int) {
            header.replaceSubrange(offset..<offset + 4, with: Self.be32(value))
        }
        header.replaceSubrange(0..<4, with: Array("MOBI".utf8))
        put(UInt32(length), at: 4)
        put(2, at: 8)  // a book
        put(windows1252 ? 1252 : 65001, at: 12)
        put(1, at: 16)
        put(kf8StyleSheet == nil ? 6 : 8, at: 20)  // the file's version
        for offset in stride(from: 24, to: 64, by: 4) { put(.max, at: offset) }  // no indexes
        put(UInt32(firstIndex), at: 64)  // the first record past the text
        put(UInt32(16 + length + exth.count), at: 68)
        put(UInt32(fullName.count), at: 72)
        put(9, at: 76)  // English
        put(kf8StyleSheet == nil ? 6 : 8, at: 88)
        put(pictures.isEmpty ? .max : UInt32(firstPicture), at: 92)
        put(0x40, at: 112)  // EXTH follows
        put(.max, at: 148)  // no DRM record
        put(.max, at: 152)
        if kf8StyleSheet != nil {
            put(UInt32(firstPicture + pictures.count), at: 176)  // the FDST record
            put(2, at: 180)  // its flows
        } else {
            header.replaceSubrange(176..<180, with: Self.be16(1) + Self.be16(UInt16(textRecords)))
            put(1, at: 180)
        }
        put(.max, at: 184)
        put(.max, at: 192)
        put(.max, at: 208)
        put(0, at: 224)  // no trailing entries after the text in its records
        for offset in stride(from: 228, to: length, by: 4) { put(.max, at: offset) }  // no NCX, no KF8 indexes
        for (offset, record) in indexPointers { put(UInt32(firstIndex + record), at: offset) }
        return palmDOC + header + exth + fullName + [0, 0]
    }

    /// The offset of record `index` in a file, from the record list.
    public static func recordOffset(_ index: Int, in file: [UInt8]) -> Int {
        file[(78 + 8 * index)..<(82 + 8 * index)].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The big-endian 16-bit number at `offset` of `bytes`.
    public static func be16Value(_ bytes: [UInt8], at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    public static func be16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    public static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
