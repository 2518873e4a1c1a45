/// Turns a FictionBook's parsed elements into XHTML that `HTMLImporter` reads: the title
/// info into the book's metadata, its annotation and cover first, bodies and sections into
/// chapters with headings, notes into footnotes, `<binary>` pictures into `data:` addresses.
struct FictionBookConverter {
    /// The book's metadata, from `description/title-info`.
    var title: String?
    var authors: [String] = []
    var language: String?
    /// Entries of the contents: the id of their section's element, title and level.
    var sections: [(id: String, title: String, level: Int)] = []
    /// Pictures, by id: their type and base64 text (only the base64 alphabet kept).
    var binaries: [String: (type: String, base64: [UInt8])] = [:]
    /// Binaries left out for their size, and the first of them.
    var binariesCut: (count: Int, first: String?) = (0, nil)
    var binaryBytes = 0
    /// The base64 bytes of one binary, and of all, read at most.
    let binaryLimit: Int
    let binariesLimit: Int
    /// Whether the document's root is a `FictionBook` element.
    private(set) var isFictionBook = false
    var coverID: String?
    var annotation = FictionBookHTML()
    var main = FictionBookHTML()

    /// The open elements, innermost last: their name and the markup that closes them.
    var open: [(name: String, close: String)] = []
    /// How many open elements are not shown (metadata, style sheets), from the outermost of them.
    var hiddenFrom: Int?
    /// The text of a metadata field, or of a binary, being read.
    var field: [UInt8]?
    var author: [String] = []
    /// The `<binary>` being read: its id and content type.
    var binaryID: (id: String, type: String)?
    /// The heading being read: its section's id, level and text; `lines` counts its paragraphs.
    var heading: (id: String, level: Int, text: String, lines: Int)?
    var sectionDepth = 0
    /// The ids of the open bodies and sections, innermost last.
    var partIDs: [String] = []
    var inNotes = false
    var generatedIDs = 0
    var inTitleInfo: Bool { open.contains { $0.name == "title-info" } }
    var parent: String { open.last?.name ?? "" }

    init(binaryLimit: Int = Limits.fictionBookBinary, binariesLimit: Int = Limits.fictionBookBinaries) {
        self.binaryLimit = binaryLimit
        self.binariesLimit = binariesLimit
    }

    /// The whole XHTML document, the cover and the annotation first.
    func html() -> [UInt8] {
        var document = FictionBookHTML()
        document.markup("<html")
        if let language {
            document.markup(" lang=\"")
            document.text(language.utf8)
            document.markup("\"")
        }
        document.markup("><body>")
        if let coverID {
            document.markup("<div class=\"cover\">")
            document.picture(id: coverID, alt: "Cover")
            document.markup("</div>")
        }
        if !annotation.bytes.isEmpty {
            document.markup("<div class=\"book-annotation\">")
            document.append(annotation)
            document.markup("</div>")
        }
        document.append(main)
        document.markup("</body></html>")
        return document.resolved(binaries)
    }

    mutating func start(_ name: String, _ attributes: [String: String]) {
        if open.isEmpty && name == "fictionbook" { isFictionBook = true }
        if hiddenFrom != nil || name == "binary" {
            if name == "binary" { startBinary(attributes) }
            return open.append((name, ""))
        }
        if open.contains(where: { $0.name == "description" }) && !inAnnotation && !(name == "annotation" && inTitleInfo)
        {
            return startMetadata(name, attributes)
        }
        let close = write(name, attributes)
        open.append((name, close))
    }

    mutating func end(_ name: String) {
        let toAnnotation = inAnnotation && inTitleInfo
        guard let element = open.popLast() else { return }
        if let from = hiddenFrom {
            if element.name == "binary" { endBinary() }
            if open.count <= from { hiddenFrom = nil }
            return
        }
        endMetadata(element.name)
        if element.name == "section" || element.name == "body" { _ = partIDs.popLast() }
        if element.name == "section" { sectionDepth -= 1 }
        if element.name == "body" { inNotes = false }
        if element.name == "title", let done = heading {
            let text = done.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !text.isEmpty { sections.append((done.id, text, done.level)) }
            heading = nil
        }
        if toAnnotation { annotation.markup(element.close) } else { main.markup(element.close) }
    }

    mutating func text(_ bytes: UnsafeRawBufferPointer) {
        if field != nil {
            let isBinary = parent == "binary"
            field? += isBinary ? bytes.filter(Self.isBase64) : Array(bytes)
            if isBinary, let count = field?.count, count > binaryLimit { field = nil }
            return
        }
        guard hiddenFrom == nil, !open.contains(where: { $0.name == "description" }) || inAnnotation else { return }
        if heading != nil { heading?.text += String(decoding: bytes, as: UTF8.self) }
        output.text(bytes)
    }

    var inAnnotation: Bool { open.contains { $0.name == "annotation" } }

    /// Where markup goes: the book's annotation, or the bodies.
    var output: FictionBookHTML {
        get { inAnnotation && inTitleInfo ? annotation : main }
        _modify {
            if inAnnotation && inTitleInfo { yield &annotation } else { yield &main }
        }
    }

    private static func isBase64(_ byte: UInt8) -> Bool {
        byte >= 0x41 && byte <= 0x5A || byte >= 0x61 && byte <= 0x7A || byte >= 0x30 && byte <= 0x39
            || byte == 0x2B || byte == 0x2F || byte == 0x3D
    }
}
