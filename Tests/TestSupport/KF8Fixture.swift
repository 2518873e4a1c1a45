/// A KF8 book (AZW3) with the indexes Calibre's `ebook-convert` and kindlegen write
/// (https://wiki.mobileread.com/wiki/KF8), assembled on `MOBIFixture`'s records:
///
/// - the text (flow 0) holds each XHTML part as its skeleton followed by its fragments, cut
///   out of it; a `kindle:flow:0001` style sheet follows as flow 1 (the FDST record);
/// - the skeleton index (MOBI header offset 236), an entry a part: label `SKEL0000000000`,
///   tag 1 its count of fragments, tag 6 its skeleton's offset in the text and length;
/// - the fragment index (offset 232), an entry a fragment: its label the ten-digit offset it
///   is inserted at in the rebuilt text, tag 2 its selector's offset in the CNCX record, tag 3
///   its part's number, tag 4 its own, tag 6 its offset after its skeleton and its length;
/// - the NCX index (offset 228), the top level's entries then the second level's: tag 1 the
///   target's offset in the rebuilt text, tag 2 a length, tag 3 the label's offset in the
///   CNCX record, tag 4 the level, tag 6 the target as a fragment and an offset in it, tags
///   21, 22 and 23 the parent and the first and last child;
/// - the pictures, `kindle:embed:0001` on, after the indexes.
///
/// A `hybrid` file is as kindlegen writes `.mobi` files: a MOBI 6 book (`hybrid` its markup)
/// with the pictures, whose EXTH 121 names the KF8 record 0, then a `BOUNDARY` record, then
/// the KF8 book, its header's record numbers counted from its own record 0.
///
/// In a part's markup, `{[}` and `{]}` enclose a fragment (not nested, all in the body),
/// `{#name}` marks a place in a fragment and `{pos:name}` is the `kindle:pos:fid:XXXX:off:
/// YYYYYYYYYY` link to it (base 32, digits 0-9 and A-V), as Calibre writes `href`s.
public struct KF8Fixture {
    /// An entry of the table of contents: a title, the place it leads to, its children.
    public struct Entry {
        public var title: String
        public var place: String
        public var children: [Entry]

        public init(_ title: String, _ place: String, _ children: [Entry] = []) {
            self.title = title
            self.place = place
            self.children = children
        }
    }

    public var parts: [String]
    /// The NCX's entries, at most two levels.
    public var contents: [Entry] = []
    public var styleSheet = ""
    public var pictures: [[UInt8]] = []
    public var title = "Fixture Title"
    public var author = "Ann Author"
    /// The MOBI 6 half's markup, for a hybrid file.
    public var hybrid: String?

    public init(parts: [String]) {
        self.parts = parts
    }

    /// A fragment of a part: where it is inserted in the rebuilt text, its length.
    private struct Fragment {
        var part: Int
        var start: Int
        var length: Int
    }

    /// The rebuilt parts' bytes, their fragments and places, offsets in the rebuilt text.
    private var rebuilt: (parts: [[UInt8]], fragments: [Fragment], places: [String: Int]) {
        var output: [[UInt8]] = []
        var fragments: [Fragment] = []
        var places: [String: Int] = [:]
        var links: [(part: Int, at: Int, place: String)] = []
        var base = 0
        for (number, markup) in parts.enumerated() {
            var bytes: [UInt8] = []
            var rest = Substring(markup)
            while let open = rest.range(of: "{") {
                bytes += Array(rest[..<open.lowerBound].utf8)
                let close = rest[open.upperBound...].firstIndex(of: "}")!
                let token = String(rest[open.upperBound..<close])
                if token == "[" {
                    fragments.append(Fragment(part: number, start: base + bytes.count, length: 0))
                } else if token == "]" {
                    fragments[fragments.count - 1].length = base + bytes.count - fragments[fragments.count - 1].start
                } else if token.hasPrefix("#") {
                    places[String(token.dropFirst())] = base + bytes.count
                } else if token.hasPrefix("pos:") {
                    links.append((number, bytes.count, String(token.dropFirst(4))))
                    bytes += Array("kindle:pos:fid:0000:off:0000000000".utf8)
                }
                rest = rest[rest.index(after: close)...]
            }
            bytes += Array(rest.utf8)
            output.append(bytes)
            base += bytes.count
        }
        for link in links {
            let (fid, off) = Self.position(places[link.place]!, in: fragments)
            let target = Array("kindle:pos:fid:\(Self.base32(fid, 4)):off:\(Self.base32(off, 10))".utf8)
            output[link.part].replaceSubrange(link.at..<link.at + target.count, with: target)
        }
        return (output, fragments, places)
    }

    /// The fragment holding `place` and the place's offset in it.
    private static func position(_ place: Int, in fragments: [Fragment]) -> (Int, Int) {
        let fid = fragments.lastIndex { $0.start <= place }!
        return (fid, place - fragments[fid].start)
    }

    /// `value` in ten decimal digits.
    private static func decimal(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }

    /// `value` in base 32 (0-9, A-V), `width` digits.
    public static func base32(_ value: Int, _ width: Int) -> String {
        let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUV")
        return String((0..<width).reversed().map { digits[(value >> (5 * $0)) & 31] })
    }

    /// The whole file.
    public var bytes: [UInt8] {
        let (rebuilt, fragments, places) = self.rebuilt
        var text: [UInt8] = []
        var skeletons = KF8Index(tags: [(1, 1), (6, 2)])
        var chunks = KF8Index(tags: [(2, 1), (3, 1), (4, 1), (6, 2)])
        var base = 0
        for (number, part) in rebuilt.enumerated() {
            let own = fragments.indices.filter { fragments[$0].part == number }
            var skeleton = part
            for index in own.reversed() {
                let start = fragments[index].start - base
                skeleton.removeSubrange(start..<start + fragments[index].length)
            }
            let label = "SKEL" + Self.decimal(number)
            skeletons.entries.append((label, [1: [own.count], 6: [text.count, skeleton.count]]))
            var after = skeleton.count
            for index in own {
                let fragment = fragments[index]
                let selector = chunks.string("P-//*[@aid='\(index)']")
                let values: [UInt8: [Int]] = [2: [selector], 3: [number], 4: [index], 6: [after, fragment.length]]
                chunks.entries.append((Self.decimal(fragment.start), values))
                after += fragment.length
            }
            text +=
                skeleton
                + own.flatMap {
                    part[(fragments[$0].start - base)..<(fragments[$0].start - base + fragments[$0].length)]
                }
            base += part.count
        }
        let ncx = ncxIndex(places: places, fragments: fragments)
        var fixture = MOBIFixture(markup: "")
        fixture.title = title
        fixture.author = author
        fixture.rawText = text
        fixture.kf8StyleSheet = styleSheet
        let indexes = [ncx.records, chunks.records, skeletons.records]
        fixture.indexRecords = indexes.flatMap { $0 }
        fixture.indexPointers = [228: 0, 232: indexes[0].count, 236: indexes[0].count + indexes[1].count]
        guard let hybrid else {
            fixture.pictures = pictures
            return fixture.bytes
        }
        var old = MOBIFixture(markup: hybrid)
        old.title = title
        old.author = author
        old.pictures = pictures
        old.kf8Boundary = old.records.count + 1
        return MOBIFixture.database(old.records + [Array("BOUNDARY".utf8)] + fixture.records, name: title)
    }

    /// The NCX index: the top level's entries, then each one's children.
    private func ncxIndex(places: [String: Int], fragments: [Fragment]) -> KF8Index {
        var index = KF8Index(tags: [(1, 1), (2, 1), (3, 1), (4, 1), (6, 2), (21, 1), (22, 1), (23, 1)])
        let children = contents.map(\.children)
        var firstChild = contents.count
        var rows: [(Entry, level: Int, values: [UInt8: [Int]])] = []
        for entry in contents {
            var values: [UInt8: [Int]] = [:]
            if !entry.children.isEmpty { values = [22: [firstChild], 23: [firstChild + entry.children.count - 1]] }
            firstChild += entry.children.count
            rows.append((entry, 0, values))
        }
        for (parent, list) in children.enumerated() {
            rows += list.map { ($0, 1, [21: [parent]]) }
        }
        for (number, row) in rows.enumerated() {
            let place = places[row.0.place]!
            let (fid, off) = Self.position(place, in: fragments)
            var values = row.values
            values[1] = [place]
            values[2] = [1]
            values[3] = [index.string(row.0.title)]
            values[4] = [row.level]
            values[6] = [fid, off]
            index.entries.append((String(number, radix: 16).uppercased(), values))
        }
        return index
    }
}
