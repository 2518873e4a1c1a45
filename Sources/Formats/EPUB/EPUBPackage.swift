import TextEngine

/// What an EPUB's package document (OPF) says: metadata, manifest, spine.
struct EPUBPackage {
    struct Item {
        var href: String
        var mediaType: String
        var properties: String
        /// The id of the item to use instead when this one cannot be read (`fallback`).
        var fallback: String?
    }

    /// How a document of the spine stands among the others, as the `rendition:` properties of
    /// the package and of its `itemref` say.
    struct Rendition: Equatable {
        /// It runs on from the document before it, with no page break between them
        /// (`rendition:flow` `scrolled-continuous`).
        var runsOn = false
        /// Its content is centred (`rendition:align-x-center`).
        var centred = false
    }

    var title: String?
    var author: String?
    var language: String?
    var manifest: [String: Item] = [:]
    /// Item ids in reading order: linear items first, then those with linear="no".
    var spine: [String] = []
    /// The rendition of each entry of the spine, in its order.
    var renditions: [Rendition] = []
    /// The id of the NCX named by the spine.
    var ncx: String?
    /// The id of the cover picture: EPUB 3's `cover-image` item, or EPUB 2's `<meta name="cover">`.
    var cover: String?
    /// The hrefs of the ONIX records the metadata links (`<link rel="record" properties="onix">`),
    /// in order.
    var records: [String] = []
    /// The EPUB 2 `guide`'s references: each one's `type` (lowercased) and href.
    var guide: [(type: String, href: String)] = []
    /// The spine's `page-progression-direction`; when it says none (or `default`), the
    /// direction of the book's first language.
    var pageProgression = PageProgression.leftToRight
    /// Whether the title and the author run right to left, as their own `dir` says, else the
    /// package's; nil when neither says (or says `auto`): their first strong character decides.
    var titleIsRightToLeft: Bool?
    var authorIsRightToLeft: Bool?

    /// The package in `bytes`, its manifest read up to `manifestLimit` items.
    init(_ bytes: [UInt8], manifestLimit: Int = Limits.manifestItems) {
        let reader = EPUBPackageReader()
        // Reading stops one part past the spine's limit (so that the cut can be told) or at
        // the manifest's: a package of millions of entries is not read to its end.
        let enough = {
            reader.linear.count + reader.nonLinear.count > Limits.spineParts
                || reader.package.manifest.count >= manifestLimit
        }
        MarkupParser.parse(bytes, kind: .xml, enough: enough) { reader.take($0) }
        self = reader.finished()
    }

    /// An empty package, for the reader to fill.
    init() {}

    /// The fallback chain that begins at `id` (that item itself first), followed no further than
    /// `Limits.fallbackChain` items, and whether it goes round to an item it holds already.
    func fallbackChain(from id: String) -> (items: [Item], isCycle: Bool) {
        var seen: Set<String> = []
        var items: [Item] = []
        var next: String? = id
        while let current = next, items.count < Limits.fallbackChain, let item = manifest[current] {
            guard seen.insert(current).inserted else { return (items, true) }
            items.append(item)
            next = item.fallback
        }
        return (items, false)
    }

    /// The first item of the fallback chain that begins at `id` that `readable` takes; nil when
    /// none does.
    func firstReadable(from id: String, _ readable: (Item) -> Bool) -> Item? {
        fallbackChain(from: id).items.first(where: readable)
    }
}
