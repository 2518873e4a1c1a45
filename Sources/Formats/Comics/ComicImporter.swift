import Pictures
import TextEngine

/// A comic archive (CBZ, CBR, CB7) as a book of pictures: each picture a page of its own,
/// fitted to it as the EPUB importer fits a picture of the spine
/// (`HTMLImporter.addPicturePage`), in the order of ComicInfo.xml's `Pages` when it gives
/// one, else in the natural order of the names (`NaturalOrder`); the title, writer, language
/// and reading direction from ComicInfo.xml. Files that are not pictures (Thumbs.db,
/// `__MACOSX`, text) are passed over.
enum ComicImporter {
    /// The extensions of the files taken for pictures.
    static let pictureExtensions: Set<String> = ["jpg", "jpeg", "jpe", "png", "gif", "webp", "avif", "jxl"]

    /// Whether the file `name` of an archive is taken for a picture: by its extension, and
    /// neither hidden nor in a folder of macOS's resource forks.
    static func isPictureName(_ name: String) -> Bool {
        let parts = name.split(separator: "/")
        guard let last = parts.last, !last.hasPrefix("."), !parts.contains("__MACOSX"),
            let dot = last.lastIndex(of: ".")
        else { return false }
        return pictureExtensions.contains(last[last.index(after: dot)...].lowercased())
    }

    private static func depth(_ name: String) -> Int {
        name.utf8.filter { $0 == UInt8(ascii: "/") }.count
    }

    static func isComicInfo(_ name: String) -> Bool {
        name.split(separator: "/").last?.lowercased() == "comicinfo.xml"
    }

    /// The comic in `archive`.
    static func load(_ archive: ComicArchive, fallbackTitle: String) throws(BookError) -> Book {
        // The outermost ComicInfo.xml, when there are several.
        let infoName = archive.names.filter(isComicInfo).min { depth($0) < depth($1) }
        let info = infoName.flatMap { archive.bytes(of: $0) }.map(ComicInfo.init)
        var notices: [ImportNotice] = []
        var order = ordered(NaturalOrder.sorted(archive.names.filter(isPictureName)), info?.pages ?? [])
        if order.count > Limits.comicPages || archive.cut {
            order = Array(order.prefix(Limits.comicPages))
            notices.append(.comicPagesCut(limit: Limits.comicPages))
        }
        let probes = Dictionary(order.compactMap { page in archive.probe(of: page.name).map { (page.name, $0) } }) {
            $1
        }
        let importer = HTMLImporter()
        importer.pictureSize = { probes[$0]?.size.map { ($0.width, $0.height) } }
        var skipped: [String] = []
        var pages: [(name: String, bookmark: String?)] = []
        for page in order {
            guard let format = probes[page.name]?.format, format.isDecoded, format != ImageFormat.svg else {
                skipped.append(page.name)
                continue
            }
            importer.addPicturePage(page.name, alt: "")
            pages.append(page)
        }
        guard !pages.isEmpty else { throw nothingRead(archive, pictures: order.count) }
        if !skipped.isEmpty {
            notices.append(
                .skippedParts(count: skipped.count, first: skipped.prefix(3).map { "\($0) (not a picture)" }))
        }
        let storage = importer.storage(language: info?.language)
        var book = Book(
            title: info?.bookTitle ?? fallbackTitle, author: info?.writer, storage: storage, fingerprint: "",
            chapters: contents(pages, anchors: importer.anchors), notices: notices)
        book.pictures = PictureSource(
            read: { archive.bytes(of: $0) }, header: { _ in nil }, refusal: { archive.refusal(of: $0) })
        book.pageProgression = info?.rightToLeft == true ? .rightToLeft : .leftToRight
        return book
    }

    /// The pictures in the order of ComicInfo's pages, each with its bookmark: a page names its
    /// picture by its number in `pictures` or by its name; pages marked deleted, and pictures
    /// named twice, are left out. Pictures no page names follow in their order.
    static func ordered(_ pictures: [String], _ pages: [ComicInfo.Page]) -> [(name: String, bookmark: String?)] {
        let known = Set(pictures)
        var placed = Set<String>()
        var order: [(name: String, bookmark: String?)] = []
        for page in pages {
            let name =
                page.file.flatMap { known.contains($0) ? $0 : nil }
                ?? page.image.flatMap { pictures.indices.contains($0) ? pictures[$0] : nil }
            guard let name, placed.insert(name).inserted else { continue }
            if page.type != "deleted" { order.append((name, page.bookmark)) }
        }
        return order + pictures.filter { !placed.contains($0) }.map { ($0, nil) }
    }

    /// The table of contents: the pages ComicInfo gives a bookmark, else every page by its number.
    private static func contents(_ pages: [(name: String, bookmark: String?)], anchors: [String: Int]) -> [Chapter] {
        let marked = pages.contains { $0.bookmark != nil }
        return pages.enumerated().compactMap { number, page in
            guard let offset = anchors[page.name], let title = marked ? page.bookmark : "Page \(number + 1)" else {
                return nil
            }
            return Chapter(title: title, offset: offset)
        }
    }

    /// The refusal of an archive in which no page could be read, of `pictures` named like pictures.
    private static func nothingRead(_ archive: ComicArchive, pictures: Int) -> BookError {
        guard pictures > 0 else {
            return .notABook("no pictures in this comic archive (\(archive.names.count) files, none a picture)")
        }
        let why = archive.firstError.map { ": \($0)" } ?? ""
        return .notABook("none of the \(pictures) pictures of this comic archive could be read\(why)")
    }
}
