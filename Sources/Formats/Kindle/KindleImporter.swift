import TextEngine

/// Kindle books through libmobi (`KindleFile`): KF8's XHTML parts with their style sheets, or
/// MOBI 6's markup, read by the HTML importer as an EPUB's parts are, each part on a new page;
/// pictures from the resource records by the paths the rebuilt markup gives them; the table of
/// contents from the NCX, else MOBI 6's guide (`KindleGuide`), else the headings.
enum KindleImporter {
    /// MOBI 6's page breaks, an element of Mobipocket's own.
    static let mobiStyleSheet = Array("mbp\\:pagebreak { page-break-before: always }".utf8)

    /// The book in `bytes`, the whole file, with the page labels of its APNX `sidecar` if any.
    static func load(_ bytes: [UInt8], fallbackTitle: String, sidecar: [UInt8]? = nil) throws(BookError) -> Book {
        var file = try KindleFile(bytes: bytes, keepingText: sidecar != nil)
        var notices: [ImportNotice] = []
        if let sidecar, !file.isKF8, let markup = file.documents.first {
            (file.documents[0].bytes, notices) = KindlePageLabels.mark(markup.bytes, text: file.text, sidecar: sidecar)
        }
        let files = file.files
        let pictures = PictureSource(read: { files[$0] }, header: { files[$0] })
        let importer = BookLoader.htmlImporter(pictures: pictures)
        importer.clampsPathsAtRoot = true
        // Every part links the same sheets: each is read once, as an EPUB's are.
        var given: Set<String> = []
        importer.linkedStyleSheet = { href, document in
            guard let path = BookPath(document: document, clampingAtRoot: true).resolve(href),
                given.insert(path).inserted
            else { return nil }
            return files[path]
        }
        if !file.isKF8 { importer.addStyleSheet(mobiStyleSheet) }
        if let cover = file.coverPath, !shows(cover, file.documents.first?.bytes) {
            importer.addPicturePage(cover, alt: "Cover")
        }
        for document in file.documents {
            importer.add(document.bytes, path: document.path, newPage: true)
        }
        let storage = importer.storage(language: file.language)
        guard storage.length > 0 else { throw .notABook("no readable text in this Kindle book") }
        notices += importer.notices
        if file.documentCount > Limits.kindleParts { notices.insert(.spineCut(limit: Limits.kindleParts), at: 0) }
        if file.contentsDamaged { notices.append(.kindleContentsDamaged) }
        var book = Book(
            title: file.title ?? importer.documentTitle ?? fallbackTitle, author: file.author, storage: storage,
            fingerprint: BookLoader.fingerprint(of: bytes), chapters: [], notices: notices,
            pageLabels: importer.pageLabels)
        book.chapters = tableOfContents(file, anchors: importer.anchors)
        if book.chapters.isEmpty { book.chapters = importer.headings }
        book.links = importer.links(in: storage)
        book.pictures = pictures
        book.writingMode = importer.writingMode
        return book
    }

    /// Whether the document shows the picture at `path` already (a cover page).
    private static func shows(_ path: String, _ document: [UInt8]?) -> Bool {
        document?.firstRange(of: Array(path.utf8)) != nil
    }

    /// The NCX's entries, else those of MOBI 6's guide, as chapters.
    private static func tableOfContents(_ file: KindleFile, anchors: [String: Int]) -> [Chapter] {
        var entries = file.ncxPath.flatMap { file.files[$0] }.map(EPUBNavigation.ncx) ?? []
        if entries.isEmpty, !file.isKF8, let markup = file.documents.first {
            entries = KindleGuide.contents(markup.bytes, path: markup.path)
        }
        return EPUBNavigation.chapters(entries.map { ($0, "") }, anchors: anchors)
    }
}
