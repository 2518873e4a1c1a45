/// The style sheets an EPUB's documents link, read from its archive each once; alternate ones
/// are not asked for. The first error reading one is kept, for the importer to throw.
final class EPUBStyleSheets {
    private let archive: EPUBArchive
    private var read: Set<String> = []
    /// A link seen before names the same path: no need to resolve it again (every document
    /// of many books links the same sheet).
    private struct Link: Hashable { var href, document: String }
    private var linksSeen: Set<Link> = []
    private(set) var error: BookError?

    init(archive: EPUBArchive) {
        self.archive = archive
    }

    /// The bytes of the sheet `href` names in the document at `document`; nil when it was read
    /// before, is not in the book, or an error stopped the reading.
    func bytes(href: String, document: String) -> [UInt8]? {
        guard error == nil, linksSeen.insert(Link(href: href, document: document)).inserted,
            let path = BookPath(document: document).resolve(href), read.insert(path).inserted
        else { return nil }
        do throws(BookError) {
            return try archive.read(path)
        } catch {
            self.error = error
            return nil
        }
    }
}
