import Foundation
import TextEngine

/// Opens a book file of any supported format: EPUB, Markdown, HTML, plain text.
public enum BookLoader {
    /// The book at `path`; `name` is the file's name as the reader was given it, when `path`
    /// is another way to it (its format and title come from the name). `encoding` overrides
    /// the charset of a plain text.
    public static func load(path: String, name: String? = nil, encoding: String? = nil) throws(BookError) -> Book {
        let title = title(fromPath: name ?? path)
        let format = ((name ?? path) as NSString).pathExtension.lowercased()
        if format == "epub" {
            // A zip is read in pieces: mapped, not copied.
            let file = try MappedFile(path: path)
            return try EPUBImporter.load(path: path, file: file, fallbackTitle: title, fingerprint: file.fingerprint())
        }
        var bytes = try FileBytes.read(path: path)
        let fingerprint = bytes.withUnsafeBufferPointer { Fingerprint.of($0) }
        switch format {
        case "md", "markdown":
            let markdown = MarkdownImporter.html(from: try utf8Text(bytes, encoding: encoding))
            var book = markup(markdown.html, encoding: "UTF-8", title: title, fingerprint: fingerprint)
            book.title = markdown.title ?? book.title
            book.author = markdown.author
            return book
        case "html", "htm", "xhtml":
            return markup(bytes, encoding: encoding, title: title, fingerprint: fingerprint)
        default:
            let decoded = try decodeText(bytes, encoding: encoding)
            bytes = []  // the file's bytes are not needed while the text is laid out
            let storage = PlainTextImporter.storage(from: decoded)
            return Book(title: title, storage: storage, fingerprint: fingerprint)
        }
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

    private static func markup(_ bytes: [UInt8], encoding: String?, title: String, fingerprint: String) -> Book {
        let importer = HTMLImporter()
        importer.add(bytes, encoding: encoding)
        let storage = importer.storage(language: nil)
        return Book(title: importer.documentTitle ?? importer.headings.first?.title ?? title, storage: storage,
                    fingerprint: fingerprint, chapters: importer.headings, notices: importer.notices,
                    pageLabels: importer.pageLabels)
    }

    /// The file name without its directory and extension.
    static func title(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
