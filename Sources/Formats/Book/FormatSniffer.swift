/// A book's format found from its first bytes, whatever its name says: a zip holding an EPUB's
/// `mimetype` or container, or pictures (a comic); a RAR or 7z archive (a comic); a Kindle file
/// (`BOOKMOBI` or `TEXtREAd` at byte 60); a FictionBook document. Formats the reader does not
/// read (PDF, DjVu, DOCX) are refused by name.
enum FormatSniffer {
    /// What the first bytes say.
    enum Sniffed {
        /// A format, as the extension that names it ("epub", "cbr", "cb7", "mobi", "fb2", "fb2.zip").
        case format(String)
        /// A zip of pictures (a CBZ), opened already, and its file.
        case zipComic(ZipComic, MappedFile)

        /// The extension that names the format.
        var format: String {
            switch self {
            case .format(let format): format
            case .zipComic: "cbz"
            }
        }
    }

    /// The bytes looked at.
    static let headLength = 1024

    /// The format of the file at `path`; nil when its bytes say nothing (text, markup, a zip of
    /// neither a book nor pictures), and its extension decides.
    static func sniff(_ path: String) throws(BookError) -> Sniffed? {
        guard let head = FileBytes.prefix(path: path, count: headLength), !head.isEmpty else { return nil }
        if head.starts(with: Array("%PDF-".utf8)) { throw .notABook("PDF is not a format reader reads") }
        if head.starts(with: Array("AT&TFORM".utf8)) { throw .notABook("DjVu is not a format reader reads") }
        if head.count >= 68, ["BOOKMOBI", "TEXtREAd"].contains(where: { head[60..<68].elementsEqual($0.utf8) }) {
            return .format("mobi")
        }
        if head.starts(with: [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07]) { return .format("cbr") }
        if head.starts(with: [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) { return .format("cb7") }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return try zipFormat(path: path, head: head) }
        return isFictionBook(head) ? .format("fb2") : nil
    }

    /// What a zip holds: an EPUB (its `mimetype` first, as EPUB asks, or a container), a DOCX
    /// (refused), one FictionBook, pictures (a comic); nil for anything else.
    private static func zipFormat(path: String, head: [UInt8]) throws(BookError) -> Sniffed? {
        let epubStart = Array("mimetype".utf8) + Array("application/epub+zip".utf8)
        if head.count >= 30 + epubStart.count, head[30...].starts(with: epubStart) { return .format("epub") }
        guard let file = try? MappedFile(path: path), let comic = try? ZipComic(path: path, file: file) else {
            return nil
        }
        let names = Set(comic.names)
        if names.contains("META-INF/container.xml") || names.contains("mimetype") { return .format("epub") }
        if names.contains("[Content_Types].xml"), names.contains(where: { $0.hasPrefix("word/") }) {
            throw .notABook("DOCX (a Word document) is not a format reader reads")
        }
        if names.filter({ $0.lowercased().hasSuffix(".fb2") }).count == 1 { return .format("fb2.zip") }
        return names.contains(where: ComicImporter.isPictureName) ? .zipComic(comic, file) : nil
    }

    /// Whether the document begins with a `FictionBook` element: after a byte order mark, an
    /// XML declaration, white space and comments.
    static func isFictionBook(_ head: [UInt8]) -> Bool {
        var rest = head[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        while true {
            rest = rest.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            let end: [UInt8]
            if rest.starts(with: Array("<?".utf8)) {
                end = Array("?>".utf8)
            } else if rest.starts(with: Array("<!--".utf8)) {
                end = Array("-->".utf8)
            } else {
                return rest.starts(with: Array("<FictionBook".utf8))
            }
            guard let close = rest.firstRange(of: end) else { return false }
            rest = rest[close.upperBound...]
        }
    }
}
