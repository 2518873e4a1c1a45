import Foundation
import TextEngine

/// Opens a book file of any supported format: EPUB, Kindle (MOBI, AZW3), FictionBook, comic archives, Markdown,
/// HTML, plain text. The format is found from the file's first bytes (`FormatSniffer`), else
/// from its name.
public enum BookLoader {
    /// The book at `path`; `name` is the file's name as the reader was given it, when `path`
    /// is another way to it (its format and title come from the name). `encoding` overrides
    /// the charset of a plain text.
    public static func load(path: String, name: String? = nil, encoding: String? = nil) throws(BookError) -> Book {
        let title = title(fromPath: name ?? path)
        let sniffed = try FormatSniffer.sniff(path)
        if case .zipComic(let comic, let file) = sniffed {
            var book = try ComicImporter.load(comic, fallbackTitle: title)
            book.fingerprint = file.fingerprint()
            return book
        }
        let format = sniffed?.format ?? ((name ?? path) as NSString).pathExtension.lowercased()
        switch format {
        case "epub":
            // A zip is read in pieces: mapped, not copied.
            let file = try MappedFile(path: path)
            let fingerprint = file.fingerprint()
            var book = try EPUBImporter.load(path: path, file: file, fallbackTitle: title)
            book.fingerprint = fingerprint
            return book
        case "cbz", "cbr", "cb7", "cbt":
            return try comic(path: path, format: format, title: title)
        case "mobi", "azw", "azw3", "kf8", "prc", "pdb":
            let bytes = try FileBytes.read(path: path)
            let sidecar = KindlePageLabels.sidecar(ofBookAt: name ?? path)
            return try KindleImporter.load(bytes, fallbackTitle: title, sidecar: sidecar)
        case "fb2":
            return try FictionBookImporter.load(path: path, zipped: false, fallbackTitle: title)
        case "fb2.zip",
            "zip" where (name ?? path).lowercased().hasSuffix(".fb2.zip"):
            return try FictionBookImporter.load(path: path, zipped: true, fallbackTitle: title)
        case "md", "markdown":
            let bytes = try FileBytes.read(path: path, limit: Limits.markupFileSize)
            let markdown = MarkdownImporter.html(from: try utf8Text(bytes, encoding: encoding))
            var book = markup(
                markdown.html, encoding: "UTF-8", title: title, fingerprint: fingerprint(of: bytes),
                pictures: .files(besideBook: path))
            book.title = markdown.title ?? book.title
            book.author = markdown.author
            return book
        case "html", "htm", "xhtml":
            let bytes = try FileBytes.read(path: path, limit: Limits.markupFileSize)
            return markup(
                bytes, encoding: encoding, title: title, fingerprint: fingerprint(of: bytes),
                pictures: .files(besideBook: path))
        default:
            // Plain text is decoded straight from the mapped file into the storage's memory,
            // the file given back as it is read: one copy of the text in memory.
            let file = try MappedFile(path: path)
            let fingerprint = file.fingerprint()
            let decoded = try TextDecoder.decodeIntoBuffer(file.bytes, encoding: encoding) { file.release($0) }
            let text = PlainTextImporter.book(adopting: decoded.buffer, count: decoded.count)
            return Book(
                title: text.title ?? title, author: text.author, storage: text.storage, fingerprint: fingerprint,
                chapters: text.chapters)
        }
    }

    /// The comic archive at `path`: a zip read as an EPUB's is, the others through libarchive.
    private static func comic(path: String, format: String, title: String) throws(BookError) -> Book {
        let file = try MappedFile(path: path)
        var book: Book
        if format == "cbz" {
            book = try ComicImporter.load(ZipComic(path: path, file: file), fallbackTitle: title)
        } else {
            book = try ComicImporter.load(
                PackedComic(path: path), fallbackTitle: title)
        }
        book.fingerprint = file.fingerprint()
        return book
    }

    static func fingerprint(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { Fingerprint.of($0) }
    }

    private static func decodeText(_ bytes: [UInt8], encoding: String?) throws(BookError) -> [UInt16] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(BookError) -> [UInt16] in
            try TextDecoder.decode(buffer, encoding: encoding)
        }
    }

    /// Text as UTF-8: the bytes themselves when they are UTF-8 (without a BOM), else decoded.
    private static func utf8Text(_ bytes: [UInt8], encoding: String?) throws(BookError) -> [UInt8] {
        guard encoding == nil, String(validating: bytes, as: UTF8.self) != nil else {
            return Array(String(decoding: try decodeText(bytes, encoding: encoding), as: UTF16.self).utf8)
        }
        return Array(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...])
    }

    private static func markup(
        _ bytes: [UInt8], encoding: String?, title: String, fingerprint: String,
        pictures: PictureSource
    ) -> Book {
        let importer = htmlImporter(pictures: pictures)
        importer.add(bytes, encoding: encoding)
        let storage = importer.storage(language: nil)
        var book = Book(
            title: importer.documentTitle ?? importer.headings.first?.title ?? title, storage: storage,
            fingerprint: fingerprint, chapters: importer.headings, notices: importer.notices,
            pageLabels: importer.pageLabels)
        book.links = importer.links(in: storage)
        book.pictures = pictures
        book.writingMode = importer.writingMode
        return book
    }

    /// An HTML importer that asks `pictures` about the pictures of its documents.
    static func htmlImporter(pictures: PictureSource) -> HTMLImporter {
        let importer = HTMLImporter()
        importer.pictureSize = { pictures.pixelSize(of: $0) }
        importer.embedPicture = { pictures.embed($0, kind: $1, in: $2) }
        importer.svgPicture = { pictures.svg(at: $0) }
        return importer
    }

    /// The file name without its directory and extension.
    static func title(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
