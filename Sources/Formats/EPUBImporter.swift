import Foundation

/// EPUB 2 and 3: container.xml → package document → spine, read in order into one storage
/// (each spine item on a new page), with title, author, language and table of contents.
/// What is broken is skipped and said once; what is hostile is refused.
enum EPUBImporter {
    static func load(path: String, bytes: [UInt8], fallbackTitle: String, fingerprint: String) throws(BookError) -> Book {
        let archive = try EPUBArchive(path: path, bytes: bytes)
        var notices: [String] = archive.unsafePaths.prefix(1).map { "refused an entry outside the book: \($0)" }
        if let encryption = try archive.read("META-INF/encryption.xml"), encryptsContent(encryption) {
            throw .encrypted
        }
        let packagePath = try locatePackage(in: archive, notices: &notices)
        guard let packageBytes = try archive.read(packagePath) else {
            throw .notABook("not an EPUB: no package document (OPF)")
        }
        let package = EPUBPackage(packageBytes)
        let base = directory(of: packagePath)

        let importer = HTMLImporter()
        for item in package.manifest.values.sorted(by: { $0.href < $1.href }) where item.mediaType == "text/css" {
            if let path = resolve(item.href, against: base), let css = try archive.read(path) {
                importer.styleSheet.add(String(decoding: css, as: UTF8.self))
            }
        }
        var skipped: [String] = []
        for id in package.spine {
            guard let item = package.manifest[id], let path = resolve(item.href, against: base) else {
                skipped.append(id)
                continue
            }
            guard ["application/xhtml+xml", "text/html", "application/x-dtbook+xml", ""].contains(item.mediaType) else {
                skipped.append("\(item.href) (\(item.mediaType))")
                continue
            }
            guard let document = try archive.read(path) else {
                skipped.append("\(item.href) (missing)")
                continue
            }
            importer.add(document, path: path, newPage: true)
        }
        skipped += archive.damagedPaths.filter { path in !skipped.contains { $0.contains(path) } }.map { "\($0) (damaged)" }
        if !skipped.isEmpty {
            notices.append("skipped \(skipped.count) part\(skipped.count == 1 ? "" : "s"): \(skipped.prefix(3).joined(separator: ", "))")
        }
        if importer.problems.contains(.tooDeep) { notices.append("cut off markup nested too deeply") }
        if importer.problems.contains(.entities) { notices.append("left undeclared entities unexpanded") }

        let storage = importer.storage(language: package.language)
        var chapters = try tableOfContents(package, archive: archive, base: base, anchors: importer.anchors)
        if chapters.isEmpty { chapters = importer.headings }
        return Book(title: package.title ?? importer.documentTitle ?? fallbackTitle, author: package.author,
                    storage: storage, fingerprint: fingerprint, chapters: chapters, notices: notices)
    }

    /// Whether META-INF/encryption.xml covers content documents (not just obfuscated fonts).
    static func encryptsContent(_ bytes: [UInt8]) -> Bool {
        var references: [String] = []
        MarkupParser.parse(bytes, kind: .xml) { event in
            if case .start("cipherreference", let attributes) = event, let uri = attributes["uri"] {
                references.append(uri.lowercased())
            }
        }
        let fonts = [".ttf", ".otf", ".woff", ".woff2"]
        return references.contains { uri in !fonts.contains { uri.hasSuffix($0) } }
    }

    private static func locatePackage(in archive: EPUBArchive, notices: inout [String]) throws(BookError) -> String {
        if let container = try archive.read("META-INF/container.xml") {
            var path: String?
            MarkupParser.parse(container, kind: .xml) { event in
                if case .start("rootfile", let attributes) = event, path == nil { path = attributes["full-path"] }
            }
            if let path, archive.contains(path) { return path }
        }
        guard let opf = archive.paths.sorted().first(where: { $0.lowercased().hasSuffix(".opf") }) else {
            throw .notABook("not an EPUB: no container.xml and no package document")
        }
        notices.append("container.xml missing or wrong; used \(opf)")
        return opf
    }

    private static func tableOfContents(
        _ package: EPUBPackage, archive: EPUBArchive, base: String, anchors: [String: Int]
    ) throws(BookError) -> [Chapter] {
        var entries: [(EPUBNavigation.Entry, String)] = []
        if let nav = package.manifest.values.first(where: { $0.properties.split(separator: " ").contains("nav") }),
           let path = resolve(nav.href, against: base), let bytes = try archive.read(path) {
            entries = EPUBNavigation.navigationDocument(bytes).map { ($0, directory(of: path)) }
        }
        if entries.isEmpty, let id = package.ncx ?? package.manifest.first(where: { $0.value.mediaType == "application/x-dtbncx+xml" })?.key,
           let item = package.manifest[id], let path = resolve(item.href, against: base), let bytes = try archive.read(path) {
            entries = EPUBNavigation.ncx(bytes).map { ($0, directory(of: path)) }
        }
        return entries.compactMap { entry, directory in
            let parts = entry.href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            guard let document = resolve(String(parts[0]), against: directory) else { return nil }
            let key = parts.count > 1 ? document + "#" + String(parts[1]) : document
            guard let offset = anchors[key] ?? anchors[document] else { return nil }
            return Chapter(title: entry.title, offset: offset, level: entry.level)
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `href` (percent-encoded, maybe with a fragment) resolved against a directory of the
    /// book; nil when it leaves the book.
    static func resolve(_ href: String, against base: String) -> String? {
        let withoutFragment = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard !withoutFragment.isEmpty, !withoutFragment.contains("://") else { return nil }
        let decoded = withoutFragment.removingPercentEncoding ?? withoutFragment
        var parts: [Substring] = decoded.hasPrefix("/") ? [] : base.split(separator: "/")
        for part in decoded.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
