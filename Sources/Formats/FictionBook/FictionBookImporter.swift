import Foundation
import TextEngine

/// FictionBook (`.fb2`, and `.fb2.zip`: one FB2 in a zip): the file is read in the charset
/// its XML declaration names, turned into XHTML (`FictionBookConverter`) and read by
/// `HTMLImporter` with a style sheet of its own, so that it has the pages, styles, notes,
/// links, pictures and contents of an EPUB.
enum FictionBookImporter {
    /// The FB2 file at `path`, `zipped` or not.
    static func load(path: String, zipped: Bool, fallbackTitle: String) throws(BookError) -> Book {
        let bytes: [UInt8]
        if zipped {
            let file = try MappedFile(path: path)
            bytes = try document(in: EPUBArchive(path: path, file: file))
        } else {
            bytes = try FileBytes.read(path: path, limit: Limits.fictionBookSize)
        }
        return try book(bytes, fallbackTitle: fallbackTitle)
    }

    /// The one FB2 of a zip, read under the zip limits of an EPUB.
    private static func document(in archive: EPUBArchive) throws(BookError) -> [UInt8] {
        let documents = archive.paths.filter { $0.lowercased().hasSuffix(".fb2") }
        guard documents.count == 1, let path = documents.first else {
            throw .notABook("not a zipped FictionBook: the zip holds \(documents.count) .fb2 files, not one")
        }
        guard let bytes = try archive.read(path) else { throw .unreadable("\(path) is damaged in the zip") }
        return bytes
    }

    /// The book of an FB2 document's bytes; `converter` says its limits.
    static func book(
        _ bytes: [UInt8], fallbackTitle: String, converter start: FictionBookConverter = FictionBookConverter()
    ) throws(BookError) -> Book {
        var converter = start
        var elements = 0
        let visit = { (event: MarkupEvent) in
            switch event {
            case .start(let name, let attributes):
                elements += 1
                converter.start(name, attributes)
            case .end(let name): converter.end(name)
            case .text(let text): converter.text(text.bytes)
            }
        }
        let problems = MarkupParser.parse(bytes, kind: .xml, enough: { elements >= Limits.elements }, visit: visit)
        guard converter.isFictionBook else { throw .notABook("not a FictionBook: no <FictionBook> element") }
        let pictures = PictureSource.none
        let importer = BookLoader.htmlImporter(pictures: pictures)
        importer.addStyleSheet(Array(FictionBookTags.styleSheet.utf8))
        importer.add(converter.html(), encoding: "UTF-8")
        let storage = importer.storage(language: converter.language)
        let anchors = importer.anchors
        var book = Book(
            title: converter.title ?? fallbackTitle, storage: storage,
            fingerprint: BookLoader.fingerprint(of: bytes),
            chapters: converter.sections.compactMap { section in
                anchors["#" + section.id].map { Chapter(title: section.title, offset: $0, level: section.level) }
            },
            notices: notices(importer.notices, problems, cutAtElement: elements >= Limits.elements, converter))
        book.author = converter.authors.isEmpty ? nil : converter.authors.joined(separator: ", ")
        book.links = importer.links(in: storage)
        book.pictures = pictures
        return book
    }

    /// The notices of the XHTML's reading, with those of the FB2's own: what its parse cut and
    /// the binaries left out. Each is said once.
    private static func notices(
        _ notices: [ImportNotice], _ problems: MarkupParser.Problems, cutAtElement: Bool,
        _ converter: FictionBookConverter
    ) -> [ImportNotice] {
        var own: [ImportNotice] = []
        if problems.contains(.tooDeep) { own.append(.nestedTooDeep(limit: Int(Limits.markupDepth))) }
        if cutAtElement { own.append(.elementsCut(limit: Limits.elements)) }
        if converter.binariesCut.count > 0 {
            own.append(
                .binariesCut(
                    count: converter.binariesCut.count, first: converter.binariesCut.first ?? "",
                    limit: converter.binariesLimit))
        }
        return notices + own.filter { !notices.contains($0) }
    }
}
