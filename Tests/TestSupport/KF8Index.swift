/// One index of a KF8 book as Calibre's writer (writer8/index.py) lays it out and libmobi's
/// reader (src/index.c) reads it:
///
/// - a header record: `INDX`, its header length (192) at 4, the count of entry records at 24,
///   the encoding (65001, UTF-8) at 28, the total count of entries at 36, the count of CNCX
///   records at 52, then at 192 the `TAGX` table: its length, the count of control bytes (1),
///   four bytes for each tag (its number, how many values it takes, its bit in the control
///   byte, 0) and the end of the control byte (0, 0, 0, 1);
/// - one record of entries: `INDX` with the IDXT's offset at 20 and the count of entries at
///   24; from 192 the entries, each its label's length and label, the control byte with the
///   bits of the tags it has, and their values as forward variable-width integers (seven bits
///   a byte, the last byte's high bit set); then `IDXT` and the two-byte offset of each entry;
/// - a CNCX record when the entries name strings: each string its length (a forward
///   variable-width integer) and its UTF-8 bytes, named by its offset in the record.
public struct KF8Index {
    /// The tags, in their TAGX order: the tag's number and how many values it takes.
    public var tags: [(tag: UInt8, values: Int)]
    /// The entries: a label and the values of the tags it has.
    public var entries: [(label: String, values: [UInt8: [Int]])] = []
    /// The CNCX record, strings one after another.
    public private(set) var strings: [UInt8] = []

    public init(tags: [(tag: UInt8, values: Int)]) {
        self.tags = tags
    }

    /// Adds `string` to the CNCX record and gives its offset there.
    public mutating func string(_ string: String) -> Int {
        let offset = strings.count
        strings += Self.varlen(string.utf8.count) + Array(string.utf8)
        return offset
    }

    /// The header record, the record of entries, and the CNCX record when there are strings.
    public var records: [[UInt8]] {
        var header = Self.indxHeader(idxt: 0, count: 1)
        put(65001, at: 28, in: &header)
        put(.max, at: 32, in: &header)
        put(UInt32(entries.count), at: 36, in: &header)
        put(strings.isEmpty ? 0 : 1, at: 52, in: &header)
        var tagx: [UInt8] = tags.enumerated().flatMap { [$1.tag, UInt8($1.values), UInt8(1 << $0), 0] } + [0, 0, 0, 1]
        tagx = Array("TAGX".utf8) + MOBIFixture.be32(UInt32(12 + tagx.count)) + MOBIFixture.be32(1) + tagx
        var body: [UInt8] = []
        var offsets: [Int] = []
        for entry in entries {
            offsets.append(192 + body.count)
            let label = Array(entry.label.utf8)
            var control: UInt8 = 0
            var values: [UInt8] = []
            for (bit, tag) in tags.enumerated() {
                guard let given = entry.values[tag.tag] else { continue }
                control |= UInt8(1 << bit)
                values += given.flatMap(Self.varlen)
            }
            body += [UInt8(label.count)] + label + [control] + values
        }
        body += [UInt8](repeating: 0, count: body.count % 2)
        var data = Self.indxHeader(idxt: 192 + body.count, count: entries.count) + body + Array("IDXT".utf8)
        data += offsets.flatMap { MOBIFixture.be16(UInt16($0)) }
        data += [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
        let cncx: [[UInt8]] = strings.isEmpty ? [] : [strings]
        return [header + tagx, data] + cncx
    }

    /// The 192 bytes an INDX record starts with.
    private static func indxHeader(idxt: Int, count: Int) -> [UInt8] {
        var header = Array("INDX".utf8) + MOBIFixture.be32(192) + [UInt8](repeating: 0, count: 184)
        header.replaceSubrange(20..<28, with: MOBIFixture.be32(UInt32(idxt)) + MOBIFixture.be32(UInt32(count)))
        return header
    }

    private func put(_ value: UInt32, at offset: Int, in record: inout [UInt8]) {
        record.replaceSubrange(offset..<offset + 4, with: MOBIFixture.be32(value))
    }

    /// A forward variable-width integer: seven bits a byte, most significant first, the last
    /// byte's high bit set.
    public static func varlen(_ value: Int) -> [UInt8] {
        var groups = [UInt8(value & 0x7F) | 0x80]
        var rest = value >> 7
        while rest > 0 {
            groups.insert(UInt8(rest & 0x7F), at: 0)
            rest >>= 7
        }
        return groups
    }
}
