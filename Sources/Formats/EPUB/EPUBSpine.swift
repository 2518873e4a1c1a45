import Pictures

/// The EPUB's resources as the reader reads them: each spine entry and each picture followed
/// down its manifest's fallback chain to the first item the reader can read (EPUB 3.3 §3.4.3),
/// and only the resources the manifest lists.
struct EPUBSpine {
    /// What the importer does with an entry of the spine.
    enum Step {
        /// A document to read, and how it stands among the others.
        case part(EPUBPackage.Item, path: String, rendition: EPUBPackage.Rendition)
        /// A picture, on a page of its own.
        case picture(path: String)
        /// Nothing readable: its id, or its href and media type.
        case skipped(String)
    }

    /// The media types of the documents read as text: XHTML, the core media type of EPUB 3's
    /// content documents, and leniently HTML; an item without one is taken for XHTML. Any other
    /// (DTBook, generic XML, JSON) is a foreign resource, read through its fallbacks. SVG is a
    /// picture.
    static let documentTypes: Set<String> = ["application/xhtml+xml", "text/html", ""]

    let package: EPUBPackage
    /// The directory of the package document, which the manifest's hrefs are relative to.
    let base: String
    let archive: EPUBArchive
    /// The manifest's items by their paths.
    private let ids: [String: String]

    init(package: EPUBPackage, base: String, archive: EPUBArchive) {
        self.package = package
        self.base = base
        self.archive = archive
        var ids: [String: String] = [:]
        for (id, item) in package.manifest {
            if let path = Self.resolve(item.href, against: base) { ids[path] = ids[path] ?? id }
        }
        self.ids = ids
    }

    /// `href` resolved against a directory of the book: a path that climbs above the
    /// container's root stays at the root, as URL resolution does.
    static func resolve(_ href: String, against base: String) -> String? {
        BookPath.resolve(href, against: base, clampingAtRoot: true)
    }

    /// The path of a manifest item.
    func path(of item: EPUBPackage.Item) -> String? {
        Self.resolve(item.href, against: base)
    }

    /// What the spine's first `count` entries ask for, in order, a document listed twice read twice.
    func steps(upTo count: Int) -> [Step] {
        zip(package.spine, package.renditions).prefix(count).map { id, rendition in
            guard let item = package.manifest[id] else { return .skipped(id) }
            let chain = package.fallbackChain(from: id)
            guard let readable = chain.items.first(where: isReadable), let path = path(of: readable) else {
                let why =
                    chain.isCycle
                    ? "; its fallbacks go round in a cycle" : chain.items.count > 1 ? "; no fallback is readable" : ""
                return .skipped("\(item.href) (\(item.mediaType)\(why))")
            }
            return Self.documentTypes.contains(readable.mediaType)
                ? .part(readable, path: path, rendition: rendition) : .picture(path: path)
        }
    }

    /// Whether the reader reads an item of the spine: a document, or a picture it draws.
    private func isReadable(_ item: EPUBPackage.Item) -> Bool {
        Self.documentTypes.contains(item.mediaType) || isPicture(item)
    }

    /// Whether an item is a picture the reader draws: an image by its media type whose first
    /// bytes are those of a format that is decoded.
    private func isPicture(_ item: EPUBPackage.Item) -> Bool {
        guard item.mediaType.hasPrefix("image/"), let path = path(of: item),
            let header = archive.header(of: path, count: Self.probeLength)
        else { return false }
        return ImageFormat.isDecoded(header: header)
    }

    /// The picture to draw for a picture of the book at `path`: itself, or the first picture
    /// of its fallback chain that is drawn (itself when none is, so that the reader is told
    /// why); nil when the manifest does not list it, as a resource of the book must be.
    func picture(at path: String) -> String? {
        guard let id = ids[path] else { return nil }
        return package.firstReadable(from: id, isPicture).flatMap(path(of:)) ?? path
    }

    /// The first of the ONIX records the metadata links that is in the book, no larger than
    /// `Limits.linkedRecordSize`, and names a title (of the first four linked).
    func linkedRecord() -> ONIXRecord? {
        package.records.prefix(4).lazy.compactMap { href -> ONIXRecord? in
            guard let path = Self.resolve(href, against: base),
                let size = archive.declaredSize(of: path), size <= Limits.linkedRecordSize,
                let bytes = archive.reading(path).bytes
            else { return nil }
            return ONIXRecord(bytes)
        }.first
    }

    /// Bytes of a picture enough to tell its format.
    private static let probeLength = 4 << 10
}
