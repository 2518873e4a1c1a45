import Foundation
import ZIPFoundation

/// Small EPUBs zipped in memory for tests.
public enum EPUBFixture {
    public static let container = """
        <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>\
        </rootfiles></container>
        """

    public static func package(
        spine: String = #"<itemref idref="c1"/><itemref idref="notes" linear="no"/><itemref idref="c2"/>"#
    ) -> String {
        """
        <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">
        <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>The Test Book</dc:title>
        <dc:creator>Ann Author</dc:creator><dc:language>en</dc:language></metadata>
        <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
        <item id="c1" href="text/one.xhtml" media-type="application/xhtml+xml"/>
        <item id="c2" href="text/two%20b.xhtml" media-type="application/xhtml+xml"/>
        <item id="notes" href="text/notes.xhtml" media-type="application/xhtml+xml"/>
        <item id="css" href="style.css" media-type="text/css"/></manifest>
        <spine>\(spine)</spine></package>
        """
    }

    public static let nav = """
        <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><body>
        <nav epub:type="toc"><ol><li><a href="text/one.xhtml">Chapter One</a>\
        <ol><li><a href="text/one.xhtml#part">A Part</a></li></ol></li>
        <li><a href="text/two%20b.xhtml">Chapter Two</a></li></ol></nav></body></html>
        """

    public static func chapter(_ title: String, _ body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(title)</title>
        <link rel="stylesheet" href="../style.css"/></head><body><h1>\(title)</h1>\(body)</body></html>
        """
    }

    public static var files: [String: String] {
        [
            "mimetype": "application/epub+zip",
            "META-INF/container.xml": container,
            "OEBPS/content.opf": package(),
            "OEBPS/nav.xhtml": nav,
            "OEBPS/style.css": ".note { font-style: italic }",
            "OEBPS/text/one.xhtml": chapter("Chapter One", "<p>First&nbsp;words.</p><p id=\"part\">A part begins.</p>"),
            "OEBPS/text/two b.xhtml": chapter("Chapter Two", "<p class=\"note\">Second words.</p>"),
            "OEBPS/text/notes.xhtml": chapter("Notes", "<p>Aside.</p>"),
        ]
    }

    public static func zip(_ files: [String: String], extra: [(String, Data)] = []) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        let entries = files.sorted { $0.key < $1.key }.map { ($0.key, Data($0.value.utf8)) } + extra
        for (path, data) in entries {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count),
                compressionMethod: path == "mimetype" ? .none : .deflate
            ) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return archive.data!
    }
}
