/// A Kindle page-number sidecar (`book.apnx`, written by Calibre's Kindle driver and by
/// Amazon): the printed pages of one edition, each a label and the byte offset in the book's
/// text where that page begins.
///
/// Layout (all big-endian): u16 version (1), u16 editions, u32 offset of the first edition,
/// u32 length and the text of a JSON description of the content. At the edition's offset: u16
/// format (1), u16 length of the edition's JSON (whose `pageMap` is a string of runs such as
/// `(1,r,1),(7,a,1)`: the run beginning at the first page is numbered in roman numerals from 1,
/// the one at the seventh in arabic from 1; `c` runs list their labels, `|` between them),
/// u16 page count, u16 bits of each offset, that JSON, then one offset per page.
struct APNXFile {
    /// A printed page: its label and where it begins in the text.
    struct Page: Equatable {
        var label: String
        var offset: Int
    }

    /// The pages in the file's order.
    var pages: [Page] = []

    /// Reads the sidecar in `bytes`; nil when it is not one or is cut short.
    init?(bytes: [UInt8]) {
        guard bytes.count >= 12, Self.number(bytes, at: 0, width: 2) == 1,
            let edition = Self.number(bytes, at: 4, width: 4), edition <= bytes.count - 8,
            Self.number(bytes, at: edition, width: 2) == 1,
            let jsonLength = Self.number(bytes, at: edition + 2, width: 2),
            let count = Self.number(bytes, at: edition + 4, width: 2),
            let bits = Self.number(bytes, at: edition + 6, width: 2), [8, 16, 24, 32].contains(bits)
        else { return nil }
        let json = edition + 8
        let width = bits / 8
        let first = json + jsonLength
        guard first + count * width <= bytes.count else { return nil }
        let runs = APNXPageMap(Self.pageMap(in: bytes[json..<first]))
        for index in 0..<count {
            guard let label = runs.label(ofPage: index + 1) else { continue }
            pages.append(Page(label: label, offset: Self.number(bytes, at: first + index * width, width: width)!))
        }
    }

    /// The unsigned big-endian number of `width` bytes at `offset`; nil past the end.
    private static func number(_ bytes: [UInt8], at offset: Int, width: Int) -> Int? {
        guard offset >= 0, offset + width <= bytes.count else { return nil }
        return bytes[offset..<offset + width].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The `pageMap` string of the edition's JSON; "" when it has none. Calibre writes the JSON
    /// without escaping the names in it, so it is searched, not parsed.
    private static func pageMap(in json: ArraySlice<UInt8>) -> String {
        let text = String(decoding: json, as: UTF8.self)
        guard let key = text.range(of: "\"pageMap\"") else { return "" }
        let rest = text[key.upperBound...].drop { $0 == ":" || $0 == " " }
        guard rest.first == "\"" else { return "" }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }
}
