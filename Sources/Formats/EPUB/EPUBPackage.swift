/// What an EPUB's package document (OPF) says: metadata, manifest, spine.
struct EPUBPackage {
    struct Item {
        var href: String
        var mediaType: String
        var properties: String
        /// The id of the item to use instead when this one cannot be read (`fallback`).
        var fallback: String?
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
    /// Whether the title and the author run right to left, as their own `dir` says, else the
    /// package's; nil when neither says (or says `auto`): their first strong character decides.
    var titleIsRightToLeft: Bool?
    var authorIsRightToLeft: Bool?

    /// The package in `bytes`, its manifest read up to `manifestLimit` items.
    init(_ bytes: [UInt8], manifestLimit: Int = Limits.manifestItems) {
        var linear: [String] = []
        var nonLinear: [String] = []
        var field: String?
        var fieldDirection: Bool?
        var packageDirection: Bool?
        var text = ""
        // Reading stops one part past the spine's limit (so that the cut can be told) or at
        // the manifest's: a package of millions of entries is not read to its end.
        let enough = { linear.count + nonLinear.count > Limits.spineParts || manifest.count >= manifestLimit }
        MarkupParser.parse(bytes, kind: .xml, enough: enough) { event in
            switch event {
            case .start(let name, let attributes):
                switch name {
                case "package":
                    packageDirection = Self.direction(attributes["dir"])
                case "title", "creator", "language":
                    field = name
                    // A dir of its own, even auto, overrides the package's.
                    fieldDirection = attributes["dir"] == nil ? packageDirection : Self.direction(attributes["dir"])
                    text = ""
                case "item":
                    if let id = attributes["id"], let href = attributes["href"] {
                        let properties = attributes["properties"] ?? ""
                        manifest[id] = Item(
                            href: href, mediaType: attributes["media-type"] ?? "", properties: properties,
                            fallback: attributes["fallback"])
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
                case "title" where title == nil: (title, titleIsRightToLeft) = (value, fieldDirection)
                case "creator" where author == nil: (author, authorIsRightToLeft) = (value, fieldDirection)
                case "language": language = language ?? value
                default: break
                }
                field = nil
            }
        }
        spine = linear + nonLinear
    }

    /// What a `dir` attribute says: true for rtl, false for ltr, nil for auto or nothing.
    private static func direction(_ dir: String?) -> Bool? {
        switch dir?.lowercased() {
        case "rtl": true
        case "ltr": false
        default: nil
        }
    }

    /// The first item of the fallback chain that begins at `id` (that item itself first) that
    /// `readable` takes; nil when none does. A chain is followed no further than
    /// `Limits.fallbackChain` items, and never twice round a cycle.
    func firstReadable(from id: String, _ readable: (Item) -> Bool) -> Item? {
        var seen: Set<String> = []
        var next: String? = id
        while let current = next, seen.count < Limits.fallbackChain, seen.insert(current).inserted,
            let item = manifest[current]
        {
            if readable(item) { return item }
            next = item.fallback
        }
        return nil
    }
}
