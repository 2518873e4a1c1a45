import Foundation
import TextEngine

/// EPUB 2 and 3: container.xml → package document → spine, read in order into one storage
/// (each spine item on a new page), with title, author, language and table of contents.
/// What is broken is skipped and said once; what is hostile is refused.
enum EPUBImporter {
    /// The book in `file`; its fingerprint is left for the caller, who takes it meanwhile.
    static func load(path: String, file: MappedFile, fallbackTitle: String) throws(BookError) -> Book {
        let archive = try EPUBArchive(path: path, file: file)
        var notices = archiveNotices(archive)
        let encrypted = try encryptedPaths(in: archive)
        let packagePath = try locatePackage(in: archive, notices: &notices)
        guard let packageBytes = try archive.read(packagePath) else {
            throw unreadable(packagePath, in: archive) ?? .notABook("not an EPUB: no package document (OPF)")
        }
        let package = EPUBPackage(packageBytes)
        let resources = EPUBSpine(
            package: package, base: BookPath.directory(of: packagePath), archive: archive)
        let spine = package.spine.map { id in (id, package.manifest[id].flatMap(resources.path(of:))) }
        let spinePaths = Set(spine.compactMap(\.1))
        if encrypted.contains(where: { !isFont($0) || spinePaths.contains($0) }) { throw .encrypted }
        guard !spine.isEmpty else { throw .notABook("not an EPUB: the package document lists nothing to read") }

        let pictures = PictureSource(
            read: { archive.reading($0).bytes },
            header: { archive.header(of: $0, count: PictureSource.headerLength) },
            refusal: { archive.refusals[$0] })
        let importer = importer(resources, pictures: pictures)
        if let cover = coverPicture(resources, spine: spine.compactMap(\.1)) {
            importer.addPicturePage(cover, alt: "Cover")
        }
        if spine.count > Limits.spineParts { notices.append(.spineCut(limit: Limits.spineParts)) }
        let steps = resources.steps(upTo: Limits.spineParts)
        var skipped = read(steps, of: archive, into: importer)
        let storage = importer.storage(language: package.language)
        if storage.length == 0 {
            throw nothingRead(in: Set(spine.map { $0.1 ?? $0.0 }).count, skipped: skipped.reasons)
        }
        skipped.reasons += archive.damagedPaths.filter { !skipped.missing.contains($0) }.map { "\($0) (damaged)" }
        if !skipped.reasons.isEmpty {
            notices.append(.skippedParts(count: skipped.reasons.count, first: Array(skipped.reasons.prefix(3))))
        }
        notices += importer.notices
        if let first = skipped.malformed.first {
            notices.append(.malformed(count: skipped.malformed.count, first: first))
        }
        // A linked record's title and author take precedence over the package's (EPUB 3.3 §5.5.6.5).
        let record = resources.linkedRecord()
        var book = Book(
            title: record?.title ?? package.title ?? importer.documentTitle ?? fallbackTitle,
            author: record?.author ?? package.author,
            storage: storage, fingerprint: "", chapters: [], notices: notices, pageLabels: importer.pageLabels)
        book.titleIsRightToLeft = record != nil || package.title == nil ? nil : package.titleIsRightToLeft
        book.authorIsRightToLeft = record?.author != nil ? nil : package.authorIsRightToLeft
        navigate(&book, resources: resources, importer: importer)
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

    /// An importer of the book's documents, its pictures read from `pictures` as the manifest
    /// shows them.
    private static func importer(_ resources: EPUBSpine, pictures: PictureSource) -> HTMLImporter {
        let importer = BookLoader.htmlImporter(pictures: pictures)
        importer.clampsPathsAtRoot = true
        importer.pictureShown = { resources.picture(at: $0) }
        return importer
    }

    /// The refusal of a book of `parts` parts from which no text was read, the entries skipped
    /// for the reasons given.
    private static func nothingRead(in parts: Int, skipped reasons: [String]) -> BookError {
        let missing = reasons.prefix(3).joined(separator: ", ")
        return .notABook(
            reasons.isEmpty
                ? "no readable text in \(parts) part\(parts == 1 ? "" : "s")"
                : "no readable text (\(reasons.count) of \(parts) parts missing: \(missing))")
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
    /// why entries were skipped (a limit's refusal among them), and the paths of the parts
    /// missing among them.
    private static func read(_ steps: [EPUBSpine.Step], of archive: EPUBArchive, into importer: HTMLImporter)
        -> (reasons: [String], missing: Set<String>, malformed: [String])
    {
        let styleSheets = EPUBStyleSheets(archive: archive)
        importer.linkedStyleSheet = styleSheets.bytes
        var documents = EPUBRepeats(steps)
        let parts = documents.parts
        // Room for the text of every part at once, so that it never moves as it grows.
        importer.reserveCapacity(
            min(
                parts.compactMap(archive.declaredSize(of:)).reduce(0) { $0 + min($1, Limits.bookSize) }, Limits.bookSize
            ))
        archive.prefetch(parts)
        var skipped: (reasons: [String], missing: Set<String>, malformed: [String]) = ([], [], [])
        for step in steps {
            switch step {
            case .skipped(let reason):
                skipped.reasons.append(reason)
            case .picture(let path):
                importer.addPicturePage(path, alt: "")
            case .part(let item, let path, let rendition):
                switch documents.read(path, from: archive) {
                case .document(let document, let again):
                    // A part listed again was checked when it was first read.
                    if !again, item.mediaType == "application/xhtml+xml", !MarkupParser.isWellFormed(document) {
                        skipped.malformed.append(path)
                    }
                    importer.add(document, path: path, newPage: !rendition.runsOn, centred: rendition.centred)
                case .missing:
                    if skipped.missing.insert(path).inserted {
                        skipped.reasons.append("\(item.href) (\(archive.unreadableFeature(of: path) ?? "missing"))")
                    }
                case .tooMuchRepeated:
                    skipped.reasons.append("\(item.href) (listed again)")
                case .refused(let reason):
                    skipped.reasons.append("\(item.href) (refused: \(reason))")
                }
            }
        }
        skipped.reasons += styleSheets.refused.map { "style sheet \($0)" }
        return skipped
    }

    /// The path of the book's cover picture, when the package names one and no cover page
    /// shows it already: none of the spine's first parts, nor of its last (where the parts out
    /// of the reading order go, a cover page often among them).
    private static func coverPicture(_ resources: EPUBSpine, spine: [String]) -> String? {
        let archive = resources.archive
        guard let id = resources.package.cover, let item = resources.package.manifest[id],
            item.mediaType.hasPrefix("image/"), let path = resources.path(of: item), archive.contains(path)
        else { return nil }
        let name = Array((path.split(separator: "/").last.map(String.init) ?? path).utf8)
        let shown = Set(spine.prefix(3) + spine.suffix(3)).contains { part in
            archive.header(of: part, count: 1 << 20)?.firstRange(of: name) != nil
        }
        return shown ? nil : path
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

    /// The refusal of a book whose part at `path`, which it cannot do without, uses what the
    /// reader does not read; nil when it uses nothing such.
    private static func unreadable(_ path: String, in archive: EPUBArchive) -> BookError? {
        archive.unreadableFeature(of: path).map {
            .notABook("cannot read this EPUB: \(path) is \($0), which this reader does not read")
        }
    }

    private static func locatePackage(in archive: EPUBArchive, notices: inout [ImportNotice]) throws(BookError)
        -> String
    {
        if let error = unreadable("META-INF/container.xml", in: archive) { throw error }
        if let container = try archive.read("META-INF/container.xml") {
            var path: String?
            MarkupParser.parse(container, kind: .xml) { event in
                if case .start("rootfile", let attributes) = event, path == nil { path = attributes["full-path"] }
            }
            if let path, archive.contains(path) { return path }
            if let path, let error = unreadable(path, in: archive) { throw error }
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

    /// The book's contents (the navigation document's, else the NCX's, else its headings) and
    /// its body, as the landmarks or the guide say it.
    private static func navigate(_ book: inout Book, resources: EPUBSpine, importer: HTMLImporter) {
        let navigation = navigationDocument(resources)
        book.chapters = tableOfContents(resources, navigation: navigation, anchors: importer.anchors)
        if book.chapters.isEmpty { book.chapters = importer.headings }
        book.body = EPUBLandmarks.body(
            navigation: navigation, guide: (resources.package.guide, resources.base), anchors: importer.anchors,
            length: book.storage.length)
    }

    /// The EPUB 3 navigation document's bytes and its directory, if the manifest names one.
    private static func navigationDocument(_ resources: EPUBSpine) -> (bytes: [UInt8], directory: String)? {
        guard
            let nav = resources.package.manifest.values.first(where: {
                $0.properties.split(separator: " ").contains("nav")
            }),
            let path = resources.path(of: nav), let bytes = resources.archive.reading(path).bytes
        else { return nil }
        return (bytes, BookPath.directory(of: path))
    }

    private static func tableOfContents(
        _ resources: EPUBSpine, navigation: (bytes: [UInt8], directory: String)?, anchors: [String: Int]
    ) -> [Chapter] {
        let (package, archive) = (resources.package, resources.archive)
        var entries: [(EPUBNavigation.Entry, String)] = []
        if let navigation {
            entries = EPUBNavigation.navigationDocument(navigation.bytes).map { ($0, navigation.directory) }
        }
        if entries.isEmpty,
            let id = package.ncx
                ?? package.manifest.first(where: { $0.value.mediaType == "application/x-dtbncx+xml" })?.key,
            let item = package.manifest[id], let path = resources.path(of: item),
            let bytes = archive.reading(path).bytes
        {
            entries = EPUBNavigation.ncx(bytes).map { ($0, BookPath.directory(of: path)) }
        }
        return EPUBNavigation.chapters(entries, anchors: anchors)
    }
}
