extension FictionBookConverter {
    /// Fields of `title-info` kept as the book's metadata; the parts of an author's name.
    private static let fields: Set<String> = [
        "book-title", "lang", "first-name", "middle-name", "last-name", "nickname",
    ]

    /// An element of the `description`: title info is read, the cover noted, the rest not shown.
    mutating func startMetadata(_ name: String, _ attributes: [String: String]) {
        let outer = parent
        open.append((name, ""))
        switch name {
        case "description", "title-info", "coverpage": return
        case "author" where inTitleInfo: author = []
        case "image" where outer == "coverpage" && inTitleInfo: coverID = coverID ?? Self.target(attributes)
        case _ where Self.fields.contains(name) && inTitleInfo: field = []
        default: hiddenFrom = open.count - 1
        }
    }

    /// A field of the metadata ends: its text is kept.
    mutating func endMetadata(_ name: String) {
        guard inTitleInfo || name == "title-info", name != "annotation" else { return }
        let value = field.map { String(decoding: $0, as: UTF8.self) }?.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        field = nil
        switch name {
        case "book-title": title = title ?? value
        case "lang": language = language ?? value
        case "first-name", "middle-name", "last-name", "nickname": if let value, !value.isEmpty { author.append(value) }
        case "author" where !author.isEmpty: authors.append(author.joined(separator: " "))
        default: break
        }
        if name == "author" { author = [] }
    }

    /// A `<binary>` begins: its text is read when it has a new id and the binaries so far are
    /// within `binariesLimit`.
    mutating func startBinary(_ attributes: [String: String]) {
        hiddenFrom = hiddenFrom ?? open.count
        guard let id = attributes["id"], binaries[id] == nil else { return }
        guard binaryBytes < binariesLimit else { return noteCut(id) }
        field = []
        binaryID = (id, attributes["content-type"].map(Self.mediaType) ?? "image/jpeg")
    }

    mutating func endBinary() {
        defer { (field, binaryID) = (nil, nil) }
        guard let (id, type) = binaryID else { return }
        guard let base64 = field, binaryBytes + base64.count <= binariesLimit else { return noteCut(id) }
        binaryBytes += base64.count
        binaries[id] = (type, base64)
    }

    private mutating func noteCut(_ id: String) {
        binariesCut = (binariesCut.count + 1, binariesCut.first ?? id)
    }

    /// A content type as it may stand in a `data:` address: its letters, digits and `/+.-`.
    private static func mediaType(_ type: String) -> String {
        String(
            type.lowercased().unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789/+.-".unicodeScalars.contains($0))
            })
    }

    /// The id an `l:href="#id"` (any prefix) points to, without its `#`.
    static func target(_ attributes: [String: String]) -> String? {
        href(attributes).map { String($0.drop { $0 == "#" }) }
    }

    /// The value of an `href` attribute, whatever its prefix (`l:href`, `xlink:href`).
    static func href(_ attributes: [String: String]) -> String? {
        attributes.first { $0.key == "href" || $0.key.hasSuffix(":href") }?.value
    }
}
