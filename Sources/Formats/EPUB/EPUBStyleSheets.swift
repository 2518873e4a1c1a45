/// The style sheets an EPUB's documents link, read from its archive each once; alternate ones
/// are not asked for. A sheet a limit refuses is left out, and said.
final class EPUBStyleSheets {
    private let archive: EPUBArchive
    private var read: Set<String> = []
    /// A link seen before names the same path: no need to resolve it again (every document
    /// of many books links the same sheet).
    private struct Link: Hashable { var href, document: String }
    private var linksSeen: Set<Link> = []
    /// The sheets left out for a limit, each with the reason.
    private(set) var refused: [String] = []

    init(archive: EPUBArchive) {
        self.archive = archive
    }

    /// The bytes of the sheet `href` names in the document at `document`; nil when it was read
    /// before, is not in the book, or a limit refuses it.
    func bytes(href: String, document: String) -> [UInt8]? {
        guard linksSeen.insert(Link(href: href, document: document)).inserted,
            let path = BookPath(document: document).resolve(href), read.insert(path).inserted
        else { return nil }
        let reading = archive.reading(path)
        if case .refused(let reason) = reading { refused.append("\(path) (\(reason))") }
        return reading.bytes
    }
}
