/// How each FictionBook element is written in XHTML: its tag and class. Elements not listed
/// keep their text without markup of their own.
enum FictionBookTags {
    static let table: [String: (tag: String, className: String?)] = [
        "p": ("p", nil), "v": ("p", "v"), "stanza": ("div", "stanza"), "poem": ("div", "poem"),
        "epigraph": ("div", "epigraph"), "cite": ("div", "cite"), "text-author": ("p", "text-author"),
        "subtitle": ("p", "subtitle"), "date": ("p", "date"), "annotation": ("div", "annotation"),
        "emphasis": ("em", nil), "strong": ("strong", nil), "strikethrough": ("s", nil), "sub": ("sub", nil),
        "sup": ("sup", nil), "code": ("code", nil), "style": ("span", nil), "table": ("table", nil),
        "tr": ("tr", nil), "th": ("th", nil), "td": ("td", nil),
    ]

    /// Elements in which a picture is a block of its own, not a part of a line.
    static let blockParents: Set<String> = ["body", "section", "epigraph", "cite", "annotation", "coverpage"]

    /// The style sheet the XHTML is read with.
    static let styleSheet = """
        .chapter { page-break-before: always }
        .body, .book-annotation { page-break-before: always }
        .cover { text-align: center }
        .book-annotation { font-style: italic }
        .empty-line { margin-top: 0; margin-bottom: 0 }
        .epigraph { margin-left: 30%; font-style: italic }
        .cite { margin-left: 2em; margin-right: 2em }
        .text-author { text-align: right; font-weight: bold }
        .poem { margin-left: 2em; margin-top: 1em; margin-bottom: 1em }
        .stanza { margin-bottom: 1em }
        .v { margin-left: 2em; text-indent: -2em; text-align: left; margin-top: 0; margin-bottom: 0 }
        .poem-title, .note-title { font-weight: bold }
        .subtitle { text-align: center; font-weight: bold }
        .date { text-align: right }
        .image { text-align: center }
        """
}
