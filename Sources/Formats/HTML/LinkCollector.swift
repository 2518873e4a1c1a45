/// Links and what they point at, across every document added: the storage offsets of the
/// documents and of their ids (the anchors), the links read with their text's range, and
/// which targets are notes. Targets are found once every document is read.
struct LinkCollector {
    /// Storage offsets of documents ("path") and their ids ("path#id").
    private(set) var anchors: [String: Int] = [:]
    /// Links read so far: their text's range, the key of their target ("path#id"), an address
    /// outside the book, and whether they call a note.
    private var found: [(range: Range<Int>, key: String?, url: String?, isNote: Bool)] = []
    /// The links open, innermost last: where their text began, and their href.
    private var open: [(start: Int, href: String, noteref: Bool)] = []
    /// Targets that are notes ("path#id" of footnotes, endnotes, asides).
    private var noteTargets: Set<String> = []

    /// A document begins at `offset`, where a link to it leads (to its first part, when it is
    /// added in parts); the links left open in the document before are dropped.
    mutating func startDocument(_ document: BookPath, at offset: Int) {
        anchors[document.document] = anchors[document.document] ?? offset
        open = []
    }

    /// An element with an id in `document` begins at `offset`; an aside, or an element whose
    /// `epub:type` or `role` says it is a note, is a note's target.
    mutating func addTarget(
        id: String, of element: HTMLElement, _ attributes: [String: String], in document: BookPath, at offset: Int
    ) {
        let key = document.key(id: id)
        anchors[key] = offset
        let kind = Self.kind(attributes)
        if element == .aside
            || ["footnote", "endnote", "rearnote", "doc-footnote", "doc-endnote", "note"].contains(where: kind.contains)
        {
            noteTargets.insert(key)
        }
    }

    /// A link to `href` begins, its text at `offset`; one whose `epub:type` or `role` says
    /// `noteref` calls a note. Past `Limits.links` links, no more are read.
    mutating func startLink(href: String, _ attributes: [String: String], at offset: Int) {
        guard found.count < Limits.links else { return }
        open.append((offset, href, Self.callsNote(attributes)))
    }

    /// An `a` element of `document` ends at `offset`: the innermost link open ends there, and
    /// is kept when it has text.
    mutating func endLink(in document: BookPath, at offset: Int) {
        guard let link = open.popLast(), offset > link.start else { return }
        found.append(
            (link.start..<offset, document.key(of: link.href), link.href.contains(":") ? link.href : nil, link.noteref))
    }

    /// The links read, their targets found among the anchors of every document.
    var links: [BookLink] {
        found.map { link in
            BookLink(
                range: link.range, target: link.key.flatMap { anchors[$0] }, url: link.url,
                isNote: link.isNote || link.key.map { noteTargets.contains($0) } == true)
        }
    }

    /// What an element's `epub:type` and `role` say it is.
    /// Whether a link's `epub:type` or `role` says it calls a note (`noteref`, `doc-noteref`).
    static func callsNote(_ attributes: [String: String]) -> Bool {
        kind(attributes).contains("noteref")
    }

    private static func kind(_ attributes: [String: String]) -> String {
        (attributes["epub:type"] ?? "") + " " + (attributes["role"] ?? "")
    }
}
