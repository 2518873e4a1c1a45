/// The table of contents of an EPUB: the EPUB 3 navigation document or the EPUB 2 NCX, as
/// titles and hrefs relative to the document that holds them.
enum EPUBNavigation {
    struct Entry {
        var title: String
        var href: String
        var level: Int
    }

    /// Entries of the `nav` element whose epub:type is toc.
    static func navigationDocument(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var navDepth = 0
        var inTOC = false
        var listLevel = 0
        var link: (href: String, text: String, title: String)?
        MarkupParser.parse(bytes, kind: .html) { event in
            switch event {
            case .start(let name, let attributes):
                if name == "nav" {
                    navDepth += 1
                    if (attributes["epub:type"] ?? attributes["type"] ?? "").split(separator: " ").contains("toc") {
                        inTOC = true
                    }
                }
                guard inTOC else { return }
                if name == "ol" || name == "ul" { listLevel += 1 }
                if name == "a" { link = (attributes["href"] ?? "", "", attributes["title"] ?? "") }
                // A picture in an entry reads as its alternative text, else its title.
                if name == "img", link != nil { link!.text += " " + (attributes["alt"] ?? attributes["title"] ?? "") }
            case .text(let text):
                if link != nil { link!.text += text.string }
            case .end(let name):
                if name == "a", let current = link, inTOC {
                    let words = current.text.split(whereSeparator: \.isWhitespace)
                    let title = (words.isEmpty ? current.title.split(whereSeparator: \.isWhitespace) : words).joined(
                        separator: " ")
                    if !title.isEmpty && !current.href.isEmpty {
                        entries.append(Entry(title: title, href: current.href, level: max(0, listLevel - 1)))
                    }
                    link = nil
                }
                if name == "ol" || name == "ul", inTOC { listLevel -= 1 }
                if name == "nav" {
                    navDepth -= 1
                    if navDepth == 0 { inTOC = false }
                }
            }
        }
        return entries
    }

    /// The chapters the entries name, each href resolved against the directory given with it
    /// and placed at its anchor's offset (else its document's); entries whose target was not
    /// read are left out.
    static func chapters(_ entries: [(Entry, String)], anchors: [String: Int]) -> [Chapter] {
        entries.compactMap { entry, directory in
            offset(of: entry.href, against: directory, anchors: anchors).map {
                Chapter(title: entry.title, offset: $0, level: entry.level)
            }
        }
    }

    /// The storage offset `href` points to, resolved against `directory`: its anchor's, else its
    /// document's; nil when its target was not read.
    static func offset(of href: String, against directory: String, anchors: [String: Int]) -> Int? {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let document = EPUBSpine.resolve(String(parts[0]), against: directory) else { return nil }
        let key = parts.count > 1 ? document + "#" + String(parts[1]) : document
        return anchors[key] ?? anchors[document]
    }

    /// Entries of an NCX navMap.
    static func ncx(_ bytes: [UInt8]) -> [Entry] {
        var entries: [Entry] = []
        var depth = 0
        var inLabel = false
        var label = ""
        var pending: [(title: String, href: String?)] = []
        MarkupParser.parse(bytes, kind: .xml) { event in
            switch event {
            case .start(let name, let attributes):
                switch name {
                case "navpoint":
                    depth += 1
                    pending.append(("", nil))
                case "navlabel":
                    inLabel = true
                    label = ""
                case "content":
                    if !pending.isEmpty, pending[pending.count - 1].href == nil {
                        pending[pending.count - 1].href = attributes["src"]
                        let title = pending[pending.count - 1].title
                        if let href = attributes["src"], !title.isEmpty {
                            entries.append(Entry(title: title, href: href, level: depth - 1))
                        }
                    }
                default: break
                }
            case .text(let text):
                if inLabel { label += text.string }
            case .end(let name):
                switch name {
                case "navlabel":
                    inLabel = false
                    if !pending.isEmpty && pending[pending.count - 1].title.isEmpty {
                        pending[pending.count - 1].title = label.split(whereSeparator: \.isWhitespace).joined(
                            separator: " ")
                    }
                case "navpoint":
                    depth -= 1
                    pending.removeLast()
                default: break
                }
            }
        }
        return entries
    }
}
