extension FictionBookConverter {
    /// Writes the opening markup of an element of a body (or of the book's annotation) and
    /// gives the markup that closes it.
    mutating func write(_ name: String, _ attributes: [String: String]) -> String {
        switch name {
        case "annotation" where inTitleInfo: return ""
        case "body": return startBody(attributes)
        case "section": return startSection(attributes)
        case "title": return startTitle()
        case "p" where heading != nil:
            heading?.lines += 1
            if heading?.lines ?? 0 > 1 {
                output.markup("<br/>")
                heading?.text += " "
            }
            return ""
        case "empty-line":
            output.markup("<p class=\"empty-line\">\u{A0}</p>")
            return ""
        case "image": return writeImage(attributes)
        case "a": return startLink(attributes)
        case "stylesheet":
            hiddenFrom = open.count
            return ""
        default: break
        }
        guard let (tag, className) = FictionBookTags.table[name] else { return "" }
        var extra: [(String, String)] = className.map { [("class", $0)] } ?? []
        for key in ["id", "colspan", "rowspan"] { if let value = attributes[key] { extra.append((key, value)) } }
        openTag(tag, extra)
        return "</\(tag)>"
    }

    /// An opening tag with attributes, their values escaped.
    private mutating func openTag(_ tag: String, _ attributes: [(String, String)]) {
        output.markup("<" + tag)
        for (key, value) in attributes {
            output.markup(" \(key)=\"")
            output.text(value.utf8)
            output.markup("\"")
        }
        output.markup(">")
    }

    private mutating func startBody(_ attributes: [String: String]) -> String {
        inNotes = attributes["name"] == "notes" || attributes["name"] == "comments"
        partIDs.append(newID())
        openTag("div", [("class", inNotes ? "body chapter" : "body"), ("id", partIDs[partIDs.count - 1])])
        return "</div>"
    }

    private mutating func startSection(_ attributes: [String: String]) -> String {
        sectionDepth += 1
        let id = attributes["id"] ?? newID()
        partIDs.append(id)
        if inNotes && sectionDepth == 1 {
            openTag("div", [("id", id), ("epub:type", "footnote")])
        } else {
            openTag("div", [("class", sectionDepth == 1 && !inNotes ? "section chapter" : "section"), ("id", id)])
        }
        return "</div>"
    }

    /// A title: a heading of its section or body (listed in the contents), or a line in bold
    /// of a note or poem.
    private mutating func startTitle() -> String {
        guard parent == "section" || parent == "body", !(inNotes && sectionDepth > 0) else {
            openTag("div", [("class", inNotes ? "note-title" : "poem-title")])
            return "</div>"
        }
        let level = parent == "body" ? 0 : sectionDepth
        heading = (partIDs.last ?? "", level, "", 0)
        let tag = "h\(min(level + 1, 6))"
        output.markup("<\(tag)>")
        return "</\(tag)>"
    }

    private mutating func writeImage(_ attributes: [String: String]) -> String {
        guard let id = Self.target(attributes) else { return "" }
        let block = FictionBookTags.blockParents.contains(parent)
        if block { output.markup("<div class=\"image\">") }
        output.picture(id: id, alt: attributes["alt"] ?? attributes["title"] ?? "")
        if block { output.markup("</div>") }
        return ""
    }

    /// A link; one of `type="note"` calls a note, shown in the popup.
    private mutating func startLink(_ attributes: [String: String]) -> String {
        guard let href = Self.href(attributes) else { return "" }
        var tag = [("href", href)]
        if attributes["type"] == "note" { tag.append(("epub:type", "noteref")) }
        openTag("a", tag)
        return "</a>"
    }

    /// An id of the converter's own for a body or section without one.
    private mutating func newID() -> String {
        generatedIDs += 1
        return "fb2-part-\(generatedIDs)"
    }
}
