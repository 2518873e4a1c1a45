import TextEngine

/// Links and what they point at, across every document added: the storage offsets of the
/// documents and of their ids (the anchors), the links read with their text's range, and
/// which targets are notes and where their elements end. Targets are found once every
/// document is read.
struct LinkCollector {
    /// Storage offsets of documents ("path") and their ids ("path#id").
    private(set) var anchors: [String: Int] = [:]
    /// Links read so far: their text's range, the key of their target ("path#id"), an address
    /// outside the book, whether they call a note and whether their markup says they lead back.
    private var found: [(range: Range<Int>, key: String?, url: String?, isNote: Bool, isBackLink: Bool)] = []
    /// The links open, innermost last: where their text began, their href, and what they say they are.
    private var open: [(start: Int, href: String, noteref: Bool, backlink: Bool)] = []
    /// Targets that are notes ("path#id" of footnotes, endnotes, asides).
    private var noteTargets: Set<String> = []
    /// Targets that are never notes, whatever the links to them say: a document's `title`.
    private var plainTargets: Set<String> = []
    /// The words of `epub:type` and `role` that make an element a note.
    private static let notes: Set<Substring> = [
        "footnote", "endnote", "rearnote", "note", "doc-footnote", "doc-endnote", "doc-note",
    ]
    /// The notes and list items whose elements are open, innermost last: their key and their
    /// element's depth.
    private var openNotes: [(key: String, depth: Int)] = []
    /// Where the element of each note and list item ends, by key.
    private var noteEnds: [String: Int] = [:]

    /// A document begins at `offset`, where a link to it leads (to its first part, when it is
    /// added in parts); the links left open in the document before are dropped, and the notes
    /// left open end here.
    mutating func startDocument(_ document: BookPath, at offset: Int) {
        anchors[document.document] = anchors[document.document] ?? offset
        open = []
        endElement(depth: 0, at: offset)
    }

    /// An element with an id in `document` begins at `offset`, `depth` elements deep; an aside,
    /// or an element whose `epub:type` or `role` says it is a note, is a note's target. The
    /// first element of an id is its target, as is the first place of a document read twice.
    mutating func addTarget(
        id: String, of element: HTMLElement, _ attributes: [String: String], in document: BookPath, at offset: Int,
        depth: Int = 0
    ) {
        let key = document.key(id: id)
        guard anchors[key] == nil else { return }
        anchors[key] = offset
        if element == .title { plainTargets.insert(key) }
        let isNote =
            element == .aside
            || Self.kind(attributes).split(whereSeparator: \.isWhitespace).contains { Self.notes.contains($0) }
        if isNote { noteTargets.insert(key) }
        // A list item's end is kept too: endnotes are often items that only their references call notes.
        if isNote || element == .li { openNotes.append((key, depth)) }
    }

    /// The element `depth` deep ends at `offset`: a note whose element it is (or is inside it)
    /// ends there.
    mutating func endElement(depth: Int, at offset: Int) {
        while let last = openNotes.last, last.depth >= depth {
            noteEnds[last.key] = offset
            openNotes.removeLast()
        }
    }

    /// A link to `href` begins, its text at `offset`; one whose `epub:type` or `role` says
    /// `noteref` calls a note, one that says `backlink` leads back from one. Past
    /// `Limits.links` links, no more are read.
    mutating func startLink(href: String, _ attributes: [String: String], at offset: Int) {
        guard found.count < Limits.links else { return }
        let kind = Self.kind(attributes)
        let words = kind.split(whereSeparator: \.isWhitespace)
        open.append(
            (offset, href, kind.contains("noteref"), words.contains { $0 == "backlink" || $0 == "doc-backlink" }))
    }

    /// An `a` element of `document` ends at `offset`: the innermost link open ends there, and
    /// is kept when it has text.
    mutating func endLink(in document: BookPath, at offset: Int) {
        guard let link = open.popLast(), offset > link.start else { return }
        found.append(
            (
                link.start..<offset, document.key(of: link.href), link.href.contains(":") ? link.href : nil,
                link.noteref, link.backlink
            ))
    }

    /// The links read, their targets found among the anchors of every document; `storage` holds
    /// their text, by which a lone "↩" to a note reference is known as a back-link.
    func links(in storage: TextStorage) -> [BookLink] {
        var links = found.map { link in
            let isNote =
                link.key.map { !plainTargets.contains($0) && (link.isNote || noteTargets.contains($0)) } ?? link.isNote
            return BookLink(
                range: link.range, target: link.key.flatMap { anchors[$0] }, url: link.url, isNote: isNote,
                isBackLink: link.isBackLink, noteEnd: isNote ? link.key.flatMap { noteEnds[$0] } : nil)
        }
        let references = links.filter(\.isNote).map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        for index in links.indices where !links[index].isBackLink {
            let range = links[index].range
            guard let target = links[index].target, range.upperBound <= storage.length,
                Self.isBackSymbol(storage.string(in: range))
            else { continue }
            links[index].isBackLink = Self.lands(target, onOneOf: references)
        }
        return links
    }

    /// Whether `offset` is where one of `references` (sorted by start) stands: in its text, or
    /// on the space before it, where the anchor of an element around it begins.
    private static func lands(_ offset: Int, onOneOf references: [Range<Int>]) -> Bool {
        let after = references.partitionPoint { $0.lowerBound > offset + 1 }
        return references[..<after].reversed().prefix(8).contains {
            $0.lowerBound - 1 <= offset && offset < $0.upperBound
        }
    }

    /// Whether a link's text is only an arrow or a word that says "back", brackets aside.
    static func isBackSymbol(_ text: String) -> Bool {
        let trimmed = text.unicodeScalars.filter {
            !$0.properties.isWhitespace && !"[]()\u{FE0E}\u{FE0F}".unicodeScalars.contains($0)
        }
        return ["↩", "↑", "⤴", "⇑", "^", "back", "return"].contains(
            String(String.UnicodeScalarView(trimmed)).lowercased())
    }

    /// Whether a link's `epub:type` or `role` says it calls a note (`noteref`, `doc-noteref`).
    static func callsNote(_ attributes: [String: String]) -> Bool {
        kind(attributes).contains("noteref")
    }

    /// What an element's `epub:type` and `role` say it is.
    private static func kind(_ attributes: [String: String]) -> String {
        (attributes["epub:type"] ?? "") + " " + (attributes["role"] ?? "")
    }
}
