/// What an EPUB's package document (OPF) says: metadata, manifest, spine.
struct EPUBPackage {
    struct Item {
        var href: String
        var mediaType: String
        var properties: String
    }

    var title: String?
    var author: String?
    var language: String?
    var manifest: [String: Item] = [:]
    /// Item ids in reading order: linear items first, then those with linear="no".
    var spine: [String] = []
    /// The id of the NCX named by the spine.
    var ncx: String?
    /// The id of the cover picture: EPUB 3's `cover-image` item, or EPUB 2's `<meta name="cover">`.
    var cover: String?
    /// The spine's `page-progression-direction`.
    var pageProgression = PageProgression.leftToRight

    /// The package in `bytes`, its manifest read up to `manifestLimit` items.
    init(_ bytes: [UInt8], manifestLimit: Int = Limits.manifestItems) {
        var linear: [String] = []
        var nonLinear: [String] = []
        var field: String?
        var text = ""
        // Reading stops one part past the spine's limit (so that the cut can be told) or at
        // the manifest's: a package of millions of entries is not read to its end.
        let enough = { linear.count + nonLinear.count > Limits.spineParts || manifest.count >= manifestLimit }
        MarkupParser.parse(bytes, kind: .xml, enough: enough) { event in
            switch event {
            case .start(let name, let attributes):
                switch name {
                case "title", "creator", "language":
                    field = name
                    text = ""
                case "item":
                    if let id = attributes["id"], let href = attributes["href"] {
                        let properties = attributes["properties"] ?? ""
                        manifest[id] = Item(
                            href: href, mediaType: attributes["media-type"] ?? "", properties: properties)
                        if properties.split(separator: " ").contains("cover-image") { cover = id }
                    }
                case "meta":
                    if attributes["name"] == "cover", cover == nil { cover = attributes["content"] }
                case "itemref":
                    if let id = attributes["idref"] {
                        if attributes["linear"] == "no" { nonLinear.append(id) } else { linear.append(id) }
                    }
                case "spine":
                    ncx = attributes["toc"]
                    if attributes["page-progression-direction"] == "rtl" { pageProgression = .rightToLeft }
                default:
                    break
                }
            case .text(let piece):
                if field != nil { text += piece.string }
            case .end(let name):
                guard name == field else { break }
                let value = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                switch name {
                case "title": title = title ?? value
                case "creator": author = author ?? value
                default: language = language ?? value
                }
                field = nil
            }
        }
        spine = linear + nonLinear
    }
}
