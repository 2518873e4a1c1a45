/// The XHTML a FictionBook is turned into, as it is written: markup bytes, with the places
/// where pictures go (their `<binary>` is read only at the end of the file).
struct FictionBookHTML {
    private(set) var bytes: [UInt8] = []
    /// Where the address of a picture goes (inside a `src="…"`), and the id of its `<binary>`.
    private(set) var pictures: [(at: Int, id: String)] = []

    /// Markup written as it is: tags made by the converter, never the book's text.
    mutating func markup(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// The book's text (or an attribute's value), escaped so that it stays text.
    mutating func text<C: Collection<UInt8>>(_ text: C) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): markup("&amp;")
            case UInt8(ascii: "<"): markup("&lt;")
            case UInt8(ascii: ">"): markup("&gt;")
            case UInt8(ascii: "\""): markup("&quot;")
            default: bytes.append(byte)
            }
        }
    }

    /// An `img` of the `<binary>` named `id`, with its alternative text.
    mutating func picture(id: String, alt: String) {
        markup("<img alt=\"")
        text(alt.utf8)
        markup("\" src=\"")
        pictures.append((bytes.count, id))
        markup("\"/>")
    }

    mutating func append(_ other: FictionBookHTML) {
        pictures += other.pictures.map { ($0.at + bytes.count, $0.id) }
        bytes += other.bytes
    }

    /// The markup with each picture's `data:` address put in; a picture without one keeps
    /// an empty address (its alternative text is shown).
    func resolved(_ binaries: [String: (type: String, base64: [UInt8])]) -> [UInt8] {
        var result: [UInt8] = []
        var start = 0
        for picture in pictures {
            result += bytes[start..<picture.at]
            start = picture.at
            guard let binary = binaries[picture.id] else { continue }
            result += Array("data:\(binary.type);base64,".utf8)
            result += binary.base64
        }
        return result + bytes[start...]
    }
}
