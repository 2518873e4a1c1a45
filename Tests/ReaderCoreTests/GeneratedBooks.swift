/// Books made for the layout version's hash, one for each kind of layout the sample books do
/// not all show: HTML, with whether body text is justified (nil: as the book's styles say).
enum GeneratedBooks {
    static let all: [(name: String, html: String, justified: Bool?)] = [
        ("styled", styled, nil),
        ("justified", "<html><body>" + String(repeating: english, count: 6) + "</body></html>", true),
        ("vertical", vertical, nil),
        ("right-to-left", rightToLeft, nil),
        ("tables", tables, nil),
        ("ruby", ruby, nil),
        ("hyphenated German", german, true),
        ("long words", longWords, true),
        ("notes", notes, nil),
        ("verse and margins", verseAndMargins, true),
        ("text properties", textProperties, nil),
        ("mixed writing modes", mixedWritingModes, nil),
    ]

    /// A horizontal book with a block of each vertical mode, and a horizontal block in the second.
    private static let mixedWritingModes =
        "<html><body>" + english + "<div style=\"writing-mode: vertical-rl\"><p>\(japanese)</p><p>\(japanese)</p>"
        + "<p style=\"writing-mode: horizontal-tb\">ISBN 4-00-310101-4</p></div>" + english
        + "<p style=\"-epub-writing-mode: vertical-lr\">\(japanese)</p>" + english + "</body></html>"

    /// A modern e-book's CSS: paragraphs without margins, verse hung under its lines (never
    /// justified), a hyphenated ragged block and an unhyphenated one.
    private static let verseAndMargins =
        "<html xmlns:epub=\"http://www.idpf.org/2007/ops\"><head><style>"
        + "@namespace epub \"http://www.idpf.org/2007/ops\"; p { margin: 0; text-indent: 1em }"
        + " [epub|type~=\"z3998:poem\"] p > span { display: block; padding-left: 1em; text-indent: -1em }"
        + " [epub|type~=\"z3998:poem\"] p + p { margin-top: 1em } .ragged { text-align: left; hyphens: auto }"
        + " .whole { hyphens: none }</style></head><body>"
        + String(repeating: english, count: 3)
        + "<div epub:type=\"z3998:poem\">"
        + String(
            repeating:
                "<p><span>Season of mists and mellow fruitfulness, close bosom-friend of the maturing sun,</span>"
                + "<span>Conspiring with him how to load and bless</span></p>", count: 4) + "</div>"
        + "<div class=\"ragged\">" + english + "</div><div class=\"whole\">" + english + "</div></body></html>"

    /// Lines broken and widened as CSS says: break-all, keep-all, loose Japanese, full-width text.
    private static let textProperties =
        "<html><body>"
        + "<div style=\"word-break: break-all\">\(english)\(english)</div>"
        + "<p style=\"text-transform: full-width; text-align-last: center\">Full-width text, 123.</p>"
        + String(repeating: "<p lang=\"ko\" style=\"word-break: keep-all\">한국어 문장입니다 아주 긴 문장입니다</p>", count: 3)
        + String(repeating: "<p lang=\"ja\" style=\"line-break: loose\">その景色に、美しいなぁと思わずつぶやいた。</p>", count: 3)
        + english + "</body></html>"

    /// Note references after words and after spaces, and superscripts: none starts a line.
    private static let notes =
        "<html xmlns:epub=\"http://www.idpf.org/2007/ops\"><body>"
        + (1...12).map { number in
            "<p>A sentence of some length that ends in a note<a epub:type=\"noteref\" href=\"#n\(number)\">\(number)</a>"
                + " and goes on past it, with x<sup>2</sup> and a note after a space "
                + "<a epub:type=\"noteref\" href=\"#n\(number)\">\(number)</a> too.</p>"
        }.joined()
        + (1...12).map { "<aside epub:type=\"footnote\" id=\"n\($0)\"><p>Note \($0).</p></aside>" }.joined()
        + "</body></html>"

    private static let english = """
        <p>It was the best of times, it was the worst of times, it was the age of wisdom, it was the \
        age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the \
        season of Light, it was the season of Darkness, incomprehensibilities notwithstanding.</p>
        <p>Short one.</p>
        """

    private static let styled = """
        <html><body><h1>The First Chapter</h1>\(english)
        <h2>A heading kept with its text</h2>
        <ul><li>An item of a list that runs over more than one line of the page</li><li>Two</li></ul>
        <ol><li>First numbered</li><li>Second numbered, a little longer than the first</li></ol>
        <blockquote><p>A quotation set in a frame, with words enough for several lines.</p></blockquote>
        <pre>  preformatted
            text   kept as it is</pre>
        <hr/><p style="text-align: center">Centred</p><p style="text-align: right">To the right</p>
        <h1 style="page-break-before: always">The Second Chapter</h1>\(english)\(english)
        </body></html>
        """

    private static let japanese =
        "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所で"
        + "ニャーニャー泣いていた事だけは記憶している。「吾輩はここで始めて人間というものを見た。」"

    private static let vertical = """
        <html style="writing-mode: vertical-rl"><body><h1>第一章</h1><p><ruby>山路<rt>やまみち</rt></ruby>を登りながら、こう考えた。</p>\
        \(String(repeating: "<p>\(japanese)</p>", count: 4))</body></html>
        """

    private static let hebrew = "בראשית ברא אלהים את השמים ואת הארץ. והארץ היתה תהו ובהו, וחשך על פני תהום."

    private static let rightToLeft = """
        <html dir="rtl" lang="he"><body><h1>פרק ראשון</h1>\
        \(String(repeating: "<p>\(hebrew)</p>", count: 4))\
        <p lang="ar">في البدء خلق الله السماوات والأرض، وكانت الأرض خربة وخالية وعلى وجه الغمر ظلمة.</p>\
        <ul><li>פריט ראשון ברשימה</li><li>פריט שני</li></ul></body></html>
        """

    private static let row = "<tr><td>Alpha</td><td>A cell with words enough to wrap over lines</td><td>12</td></tr>"

    private static let tables = """
        <html><body><p>Before the table.</p><table>
        <tr><th>Name</th><th>Description</th><th>Count</th></tr>
        \(String(repeating: row, count: 8))
        </table>\(english)</body></html>
        """

    private static let ruby = """
        <html><body>\(String(repeating: "<p><ruby>山路<rt>やまみち</rt></ruby>を登りながら、こう考えた。"
        + "<ruby>智<rt>ち</rt></ruby>に働けば角が立つ。<ruby>情<rt>じょう</rt></ruby>に棹させば流される。</p>", count: 6))
        </body></html>
        """

    /// A word wider than the narrow pages, then one worth hyphenating: pages start inside the
    /// wide word, with a first line that a full layout would hyphenate.
    private static let longWords = """
        <html lang="en"><body><p>\(String(repeating: "antidisestablishmentarianism and the hyphenation ", count: 40))\
        </p></body></html>
        """

    private static let german = """
        <html lang="de"><body>\(String(repeating: """
        <p>Die Donaudampfschifffahrtsgesellschaftskapitänsmütze lag auf dem Tisch neben der \
        Rechtsschutzversicherungsgesellschaft und dem Bundesverfassungsgerichtsurteil, während die \
        Kraftfahrzeughaftpflichtversicherung über Grundstücksverkehrsgenehmigungszuständigkeiten \
        verhandelte, ungeachtet aller Unabhängigkeitserklärungen.</p>
        """, count: 5))</body></html>
        """
}
