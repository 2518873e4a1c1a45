import CMobi
import Foundation

/// A Kindle book (MOBI, AZW, AZW3, PRC, PDB) as libmobi rebuilds it, copied out of libmobi:
/// KF8's XHTML parts, style sheets and NCX (a hybrid file's KF8 half), or MOBI 6's one markup;
/// the pictures of its resource records; title, author, language and cover. Every part keeps
/// the name libmobi's rebuilt links use ("part00000.html", "flow00001.css",
/// "resource00000.jpg"), so links and pictures are found by path as in an EPUB.
struct KindleFile {
    /// Whether the parts are KF8's.
    var isKF8 = false
    var title: String?
    var author: String?
    var language: String?
    /// The documents in reading order, at most `Limits.kindleParts` of them.
    var documents: [(path: String, bytes: [UInt8])] = []
    /// How many documents the book has, read or not.
    var documentCount = 0
    /// Style sheets, pictures and the NCX, by path.
    var files: [String: [UInt8]] = [:]
    /// The path of the picture the book names as its cover.
    var coverPath: String?
    /// The NCX's path, when there is one.
    var ncxPath: String?
    /// Whether the table of contents was damaged and the book read without it.
    var contentsDamaged = false
    /// MOBI 6's text as its records hold it (before libmobi rebuilt its links), when asked for.
    var text: [UInt8] = []

    /// Reads the book in `bytes`, keeping MOBI 6's text when `keepingText`; a locked, damaged or
    /// oversized book is refused in one line.
    init(bytes: [UInt8], keepingText: Bool = false) throws(BookError) {
        var opened: OpaquePointer?
        let status = bytes.withUnsafeBufferPointer {
            rd_mobi_open($0.baseAddress, $0.count, Limits.kindleText, &opened)
        }
        guard let book = opened, status == Int32(RD_MOBI_OK.rawValue) else { throw Self.refusal(status) }
        defer { rd_mobi_close(book) }
        isKF8 = rd_mobi_is_kf8(book) != 0
        contentsDamaged = rd_mobi_contents_damaged(book) != 0
        title = Self.field(RD_MOBI_TITLE, of: book)
        author = Self.field(RD_MOBI_AUTHOR, of: book)
        language = Self.field(RD_MOBI_LANGUAGE, of: book)
        documentCount = rd_mobi_part_count(book, Int32(RD_MOBI_MARKUP.rawValue))
        Self.forEachPart(of: book, in: RD_MOBI_MARKUP, upTo: Limits.kindleParts) { path, bytes in
            documents.append((path, bytes))
        }
        // The first flow is the text the documents were rebuilt from.
        Self.forEachPart(of: book, in: RD_MOBI_FLOW) { path, bytes in
            if path != "flow00000.html" { files[path] = bytes } else if keepingText, !isKF8 { text = bytes }
        }
        Self.forEachPart(of: book, in: RD_MOBI_RESOURCE) { path, bytes in
            files[path] = bytes
            if path.hasSuffix(".ncx") { ncxPath = path }
        }
        var cover = rd_mobi_part()
        let named = withUnsafeMutableBytes(of: &cover.name) {
            rd_mobi_cover(book, $0.baseAddress?.assumingMemoryBound(to: CChar.self))
        }
        if named != 0 { coverPath = Self.name(of: cover) }
    }

    /// The one line a book libmobi did not open is refused with.
    private static func refusal(_ status: Int32) -> BookError {
        switch UInt32(status) {
        case RD_MOBI_DRM.rawValue: .notABook("this Kindle book is locked with DRM; reader does not remove DRM")
        case RD_MOBI_NOT_KINDLE.rawValue: .notABook("not a Kindle book: no Mobipocket or PalmDOC header")
        case RD_MOBI_TOO_LARGE.rawValue:
            .notABook("this Kindle book's text would be over \(Limits.kindleText >> 20) MB, more than reader reads")
        case RD_MOBI_NO_MEMORY.rawValue: .notABook("not enough memory to read this Kindle book")
        default: .notABook("damaged Kindle book: its records are truncated or contradict each other")
        }
    }

    private static func field(_ field: rd_mobi_field, of book: OpaquePointer) -> String? {
        guard let value = rd_mobi_meta(book, Int32(field.rawValue)) else { return nil }
        defer { rd_mobi_free(value) }
        let text = String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// Hands each part of `list` to `body`, by the name libmobi's links give it, at most `limit`.
    private static func forEachPart(
        of book: OpaquePointer, in list: rd_mobi_list, upTo limit: Int = .max,
        _ body: (String, [UInt8]) -> Void
    ) {
        var part = rd_mobi_part()
        var index = 0
        while index < limit, rd_mobi_part_at(book, Int32(list.rawValue), index, &part) != 0 {
            index += 1
            guard let data = part.data, part.size > 0 else { continue }
            body(name(of: part), Array(UnsafeBufferPointer(start: data, count: part.size)))
        }
    }

    private static func name(of part: rd_mobi_part) -> String {
        withUnsafeBytes(of: part.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
