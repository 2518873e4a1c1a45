/// A small Japanese EPUB set vertically, as 草枕's is: its style sheet says `-epub-writing-mode:
/// vertical-rl` on html, its spine `page-progression-direction="rtl"`.
public enum VerticalEPUB {
    /// The files of the book: `paragraphs` numbered paragraphs of Japanese text, each
    /// opening with its number as two digits ("第07段").
    public static func files(
        paragraphs: Int, direction: String? = "rtl", css: String = "html { -epub-writing-mode: vertical-rl }"
    ) -> [String: String] {
        let body = (1...paragraphs).map { number in
            let digits = number < 10 ? "0\(number)" : "\(number)"
            return "<p>第\(digits)段。<ruby>山路<rt>やまみち</rt></ruby>を登りながら、こう考えた。「智に働けば角が立つ。」</p>"
        }.joined()
        let spine = direction.map { #" page-progression-direction="\#($0)""# } ?? ""
        return [
            "mimetype": "application/epub+zip",
            "META-INF/container.xml": EPUBFixture.container,
            "OEBPS/content.opf": """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>縦書きの本</dc:title>
            <dc:language>ja</dc:language></metadata>
            <manifest><item id="c1" href="one.xhtml" media-type="application/xhtml+xml"/>
            <item id="css" href="style.css" media-type="text/css"/></manifest>
            <spine\(spine)><itemref idref="c1"/></spine></package>
            """,
            "OEBPS/style.css": css,
            "OEBPS/one.xhtml": """
            <?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>一</title>
            <link rel="stylesheet" href="style.css"/></head><body>\(body)</body></html>
            """,
        ]
    }
}
