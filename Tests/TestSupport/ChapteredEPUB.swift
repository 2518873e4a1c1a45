import Foundation

/// Writes an EPUB of `count` chapters, each a few pages long, with a navigation document.
public enum ChapteredEPUB {
    /// How a book says where its body is: chapter 1 is front matter, the body begins at chapter
    /// 2, and endnotes of a few pages follow the last chapter.
    public enum BodyStated: Sendable {
        /// In the navigation document's landmarks (EPUB 3).
        case landmarks
        /// In the package's guide (EPUB 2).
        case guide
    }

    /// `encrypted` adds an encryption.xml covering the chapters, as DRM does; `body` adds
    /// endnotes and says where the body is.
    public static func write(
        to path: String, chapters count: Int, encrypted: Bool = false, body: BodyStated? = nil
    ) throws {
        var files: [(String, String)] = [
            ("mimetype", "application/epub+zip"),
            (
                "META-INF/container.xml",
                """
                <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>
                <rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
                """
            ),
        ]
        let numbers = 1...count
        let names = numbers.map { "c\($0)" } + (body == nil ? [] : ["notes"])
        let items = names.map { #"<item id="\#($0)" href="\#($0).xhtml" media-type="application/xhtml+xml"/>"# }
            .joined()
        let spine = names.map { #"<itemref idref="\#($0)"/>"# }.joined()
        let guide =
            #"<guide><reference type="text" href="c2.xhtml"/><reference type="notes" href="notes.xhtml"/></guide>"#
        files.append(
            (
                "book.opf",
                """
                <package xmlns="http://www.idpf.org/2007/opf" version="3.0">\
                <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:title>Chaptered</dc:title><dc:creator>E. Pub</dc:creator><dc:language>en</dc:language></metadata>
                <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>\
                \(items)</manifest>
                <spine>\(spine)</spine>\(body == .guide ? guide : "")</package>
                """
            ))
        // With a body, the contents list the endnotes' second half but not their start.
        let links =
            numbers.map { #"<li><a href="c\#($0).xhtml">Chapter \#($0)</a></li>"# }.joined()
            + (body == nil ? "" : #"<li><a href="notes.xhtml#later">Later notes</a></li>"#)
        let landmarks =
            body == .landmarks
            ? #"<nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="c2.xhtml">Start</a></li>"#
                + #"<li><a epub:type="backmatter endnotes" href="notes.xhtml">Notes</a></li></ol></nav>"# : ""
        files.append(
            ("nav.xhtml", #"<html><body><nav epub:type="toc"><ol>\#(links)</ol></nav>\#(landmarks)</body></html>"#))
        if body != nil {
            let notes = (1...30).map { n in
                (n == 15 ? "<p id=\"later\">" : "<p>") + (1...25).map { "n\(n)w\($0)" }.joined(separator: " ") + "</p>"
            }
            files.append(("notes.xhtml", "<html><body><h1>Notes</h1>\(notes.joined())</body></html>"))
        }
        for number in numbers {
            let paragraphs = (1...30).map { p in
                "<p>" + (1...25).map { "c\(number)p\(p)w\($0)" }.joined(separator: " ") + "</p>"
            }
            files.append(
                ("c\(number).xhtml", "<html><body><h1>Chapter \(number)</h1>\(paragraphs.joined())</body></html>"))
        }
        if encrypted {
            files.append(
                (
                    "META-INF/encryption.xml",
                    """
                    <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
                    xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
                    <enc:EncryptedData><enc:CipherData>\
                    <enc:CipherReference URI="c1.xhtml"/></enc:CipherData></enc:EncryptedData>
                    </encryption>
                    """
                ))
        }
        try EPUBFixture.zip(Dictionary(uniqueKeysWithValues: files)).write(to: URL(fileURLWithPath: path))
    }
}
