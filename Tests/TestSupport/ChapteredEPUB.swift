import Foundation

/// Writes an EPUB of `count` chapters, each a few pages long, with a navigation document.
public enum ChapteredEPUB {
    /// `encrypted` adds an encryption.xml covering the chapters, as DRM does.
    public static func write(to path: String, chapters count: Int, encrypted: Bool = false) throws {
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
        let items = numbers.map { #"<item id="c\#($0)" href="c\#($0).xhtml" media-type="application/xhtml+xml"/>"# }
            .joined()
        let spine = numbers.map { #"<itemref idref="c\#($0)"/>"# }.joined()
        files.append(
            (
                "book.opf",
                """
                <package xmlns="http://www.idpf.org/2007/opf" version="3.0">\
                <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:title>Chaptered</dc:title><dc:creator>E. Pub</dc:creator><dc:language>en</dc:language></metadata>
                <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>\
                \(items)</manifest>
                <spine>\(spine)</spine></package>
                """
            ))
        let links = numbers.map { #"<li><a href="c\#($0).xhtml">Chapter \#($0)</a></li>"# }.joined()
        files.append(("nav.xhtml", #"<html><body><nav epub:type="toc"><ol>\#(links)</ol></nav></body></html>"#))
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
