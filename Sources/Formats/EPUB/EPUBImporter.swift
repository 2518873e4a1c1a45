import Foundation
import TextEngine

/// EPUB 2 and 3: container.xml → package document → spine, read in order into one storage
/// (each spine item on a new page), with title, author, language and table of contents.
/// What is broken is skipped and said once; what is hostile is refused.
enum EPUBImporter {
    /// What the importer does with an entry of the spine: read a part, or say it was skipped.
    private enum Step {
        case part(EPUBPackage.Item, path: String)
        case skipped(String)
    }

    /// The book in `file`; its fingerprint is left for the caller, who takes it meanwhile.
    static func load(path: String, file: MappedFile, fallbackTitle: String) throws(BookError) -> Book {
        let archive = try EPUBArchive(path: path, file: file)
        var notices = archiveNotices(archive)
        let encrypted = try encryptedPaths(in: archive)
        let packagePath = try locatePackage(in: archive, notices: &notices)
        guard let packageBytes = try archive.read(packagePath) else {
            throw .notABook("not an EPUB: no package document (OPF)")
        }
        let package = EPUBPackage(packageBytes)
        let base = BookPath.directory(of: packagePath)
        let spine = package.spine.map { id in
            (id, package.manifest[id].flatMap { BookPath.resolve($0.href, against: base) })
        }
        let spinePaths = Set(spine.compactMap(\.1))
        if encrypted.contains(where: { !isFont($0) || spinePaths.contains($0) }) {
            throw .encrypted
        }
        guard !spine.isEmpty else { throw .notABook("not an EPUB: the package document lists nothing to read") }

        let importer = HTMLImporter()
        let pictures = PictureSource(
            read: { try? archive.read($0) ?? nil },
            header: { archive.header(of: $0, count: PictureSource.headerLength) })
        importer.pictureSize = { pictures.pixelSize(of: $0) }
        importer.embedPicture = { pictures.embed($0, kind: $1, in: $2) }
        if let cover = coverPicture(package, base: base, spine: spine.compactMap(\.1), archive: archive) {
            importer.addCover(cover)
        }
        if spine.count > Limits.spineParts { notices.append(.spineCut(limit: Limits.spineParts)) }
        var skipped = try read(steps(spine.prefix(Limits.spineParts), in: package), of: archive, into: importer)
        let storage = importer.storage(language: package.language)
        if storage.length == 0 {
            let parts = Set(spine.map { $0.1 ?? $0.0 }).count
            let missing = skipped.reasons.prefix(3).joined(separator: ", ")
            throw .notABook(
                skipped.reasons.isEmpty
                    ? "no readable text in \(parts) part\(parts == 1 ? "" : "s")"
                    : "no readable text (\(skipped.reasons.count) of \(parts) parts missing: \(missing))")
        }
        skipped.reasons += archive.damagedPaths.filter { !skipped.missing.contains($0) }.map { "\($0) (damaged)" }
        if !skipped.reasons.isEmpty {
            notices.append(.skippedParts(count: skipped.reasons.count, first: Array(skipped.reasons.prefix(3))))
        }
        notices += importer.notices
        var book = Book(
            title: package.title ?? importer.documentTitle ?? fallbackTitle, author: package.author,
            storage: storage, fingerprint: "", chapters: [], notices: notices, pageLabels: importer.pageLabels)
        book.chapters = try tableOfContents(package, archive: archive, base: base, anchors: importer.anchors)
        if book.chapters.isEmpty { book.chapters = importer.headings }
        book.links = importer.links(in: storage)
        book.pictures = pictures
        book.pageProgression = package.pageProgression
        // A Chinese or Japanese book whose pages turn right to left is a vertical one, unless its
        // style sheets say otherwise.
        let turnsLikeVertical =
            package.pageProgression == .rightToLeft && !importer.statesHorizontal && VerticalLayout.suits(storage)
        book.writingMode = turnsLikeVertical ? .verticalRightToLeft : importer.writingMode
        return book
    }

    /// What the archive's directory says that the reader should be told: an entry outside the
    /// book, entries named twice.
    private static func archiveNotices(_ archive: EPUBArchive) -> [ImportNotice] {
        var notices: [ImportNotice] = archive.unsafePaths.prefix(1).map { .entryOutsideTheBook($0) }
        if let duplicate = archive.duplicatePaths.first {
            notices.append(.duplicateEntries(count: archive.duplicatePaths.count, first: duplicate))
        }
        return notices
    }

    /// Reads the parts the steps name into `importer`, with the style sheets they link; returns
    /// why entries were skipped, and the paths of the parts missing among them.
    private static func read(_ steps: [Step], of archive: EPUBArchive, into importer: HTMLImporter)
        throws(BookError) -> (reasons: [String], missing: Set<String>)
    {
        let styleSheets = EPUBStyleSheets(archive: archive)
        importer.linkedStyleSheet = styleSheets.bytes
        let parts = steps.compactMap { step in if case .part(_, let path) = step { path } else { nil } }
        // Room for the text of every part at once, so that it never moves as it grows.
        importer.reserveCapacity(
            min(
                parts.compactMap(archive.declaredSize(of:)).reduce(0) { $0 + min($1, Limits.bookSize) }, Limits.bookSize
            ))
        archive.prefetch(parts)
        var skipped: (reasons: [String], missing: Set<String>) = ([], [])
        for step in steps {
            switch step {
            case .skipped(let reason):
                skipped.reasons.append(reason)
            case .part(let item, let path):
                guard let document = try archive.read(path) else {
                    skipped.reasons.append("\(item.href) (missing)")
                    skipped.missing.insert(path)
                    continue
                }
                importer.add(document, path: path, newPage: true)
                if let error = styleSheets.error { throw error }
            }
        }
        return skipped
    }

    /// The path of the book's cover picture, when the package names one and no cover page
    /// shows it already: none of the spine's first parts, nor of its last (where the parts out
    /// of the reading order go, a cover page often among them).
    private static func coverPicture(_ package: EPUBPackage, base: String, spine: [String], archive: EPUBArchive)
        -> String?
    {
        guard let id = package.cover, let item = package.manifest[id], item.mediaType.hasPrefix("image/"),
            let path = BookPath.resolve(item.href, against: base), archive.contains(path)
        else { return nil }
        let name = Array((path.split(separator: "/").last.map(String.init) ?? path).utf8)
        let shown = Set(spine.prefix(3) + spine.suffix(3)).contains { part in
            archive.header(of: part, count: 1 << 20)?.firstRange(of: name) != nil
        }
        return shown ? nil : path
    }

    /// What the spine's entries ask for, in order: the parts to read (a part listed twice
    /// once), and the entries skipped, with their ids or hrefs and media types.
    private static func steps(_ spine: ArraySlice<(String, String?)>, in package: EPUBPackage) -> [Step] {
        var steps: [Step] = []
        var read: Set<String> = []
        for (id, path) in spine {
            guard let item = package.manifest[id], let path else {
                steps.append(.skipped(id))
                continue
            }
            guard read.insert(path).inserted else { continue }
            guard ["application/xhtml+xml", "text/html", "application/x-dtbook+xml", ""].contains(item.mediaType) else {
                steps.append(.skipped("\(item.href) (\(item.mediaType))"))
                continue
            }
            steps.append(.part(item, path: path))
        }
        return steps
    }

    /// The paths META-INF/encryption.xml says are encrypted, resolved like any href of the
    /// book. An encryption.xml that is there but damaged, malformed or too deep to read whole
    /// means DRM.
    static func encryptedPaths(in archive: EPUBArchive) throws(BookError) -> [String] {
        let name = "META-INF/encryption.xml"
        // Anything else that could be taken for it (a second one, a link, a directory, another
        // case, a path through "..") hides what it says.
        let lookalikes = archive.allNames.filter { candidate in
            candidate.lowercased().contains("encryption")
                && BookPath.resolve(
                    candidate.replacingOccurrences(of: "\\", with: "/"), against: "", clampingAtRoot: true)?
                    .lowercased()
                    == name.lowercased()
        }
        if lookalikes.count > 1 || lookalikes.count == 1 && !archive.contains(name) { throw .encrypted }
        guard archive.contains(name) else { return [] }
        guard let bytes = try archive.read(name) else { throw .encrypted }
        var paths: [String] = []
        var unresolved = false
        let problems = MarkupParser.parse(bytes, kind: .xml) { event in
            guard case .start("cipherreference", let attributes) = event else { return }
            if let uri = attributes["uri"], let path = BookPath.resolve(uri, against: ""),
                !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            {
                paths.append(path)
            } else {
                unresolved = true
            }
        }
        // What could not be read whole might hide a reference.
        if !problems.isDisjoint(with: [.failed, .recovered, .tooDeep]) || unresolved { throw .encrypted }
        return paths
    }

    /// Fonts may be obfuscated (not DRM): the only encrypted resources a reader can do without.
    static func isFont(_ path: String) -> Bool {
        [".ttf", ".otf", ".woff", ".woff2"].contains { path.lowercased().hasSuffix($0) }
    }

    private static func locatePackage(in archive: EPUBArchive, notices: inout [ImportNotice]) throws(BookError)
        -> String
    {
        if let container = try archive.read("META-INF/container.xml") {
            var path: String?
            MarkupParser.parse(container, kind: .xml) { event in
                if case .start("rootfile", let attributes) = event, path == nil { path = attributes["full-path"] }
            }
            if let path, archive.contains(path) { return path }
        }
        guard let opf = archive.paths.sorted().first(where: { $0.lowercased().hasSuffix(".opf") }) else {
            throw .notABook(
                archive.contains("META-INF/container.xml")
                    ? "not an EPUB: the package document that container.xml names is not in the book"
                    : "not an EPUB: no container.xml and no package document")
        }
        notices.append(.packageGuessed(opf))
        return opf
    }

    private static func tableOfContents(
        _ package: EPUBPackage, archive: EPUBArchive, base: String, anchors: [String: Int]
    ) throws(BookError) -> [Chapter] {
        var entries: [(EPUBNavigation.Entry, String)] = []
        if let nav = package.manifest.values.first(where: { $0.properties.split(separator: " ").contains("nav") }),
            let path = BookPath.resolve(nav.href, against: base), let bytes = try archive.read(path)
        {
            entries = EPUBNavigation.navigationDocument(bytes).map { ($0, BookPath.directory(of: path)) }
        }
        if entries.isEmpty,
            let id = package.ncx
                ?? package.manifest.first(where: { $0.value.mediaType == "application/x-dtbncx+xml" })?.key,
            let item = package.manifest[id], let path = BookPath.resolve(item.href, against: base),
            let bytes = try archive.read(path)
        {
            entries = EPUBNavigation.ncx(bytes).map { ($0, BookPath.directory(of: path)) }
        }
        return entries.compactMap { entry, directory in
            let parts = entry.href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard let document = BookPath.resolve(String(parts[0]), against: directory) else { return nil }
            let key = parts.count > 1 ? document + "#" + String(parts[1]) : document
            guard let offset = anchors[key] ?? anchors[document] else { return nil }
            return Chapter(title: entry.title, offset: offset, level: entry.level)
        }
    }
}
