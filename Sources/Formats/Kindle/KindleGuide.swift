/// MOBI 6's table of contents: the page its guide names as `toc`, whose links (rebuilt by
/// libmobi from `filepos` to `#` ids) are the entries, up to the next page break.
enum KindleGuide {
    /// The entries of the contents page of the markup at `path`, their hrefs made whole.
    static func contents(_ markup: [UInt8], path: String) -> [EPUBNavigation.Entry] {
        var target: String?
        var reading = false
        var done = false
        var link: (href: String, title: String)?
        var entries: [EPUBNavigation.Entry] = []
        let enough = { done || entries.count >= Limits.links }
        MarkupParser.parse(markup, kind: .html, enough: enough) { event in
            switch event {
            case .start(let name, let attributes):
                if name == "reference", attributes["type"]?.lowercased() == "toc", target == nil,
                    let href = attributes["href"], href.hasPrefix("#")
                {
                    target = String(href.dropFirst())
                } else if let target, !reading, attributes["id"] == target {
                    reading = true
                } else if reading, name == "mbp:pagebreak", !entries.isEmpty {
                    done = true
                } else if reading, name == "a", let href = attributes["href"], href.hasPrefix("#") {
                    link = (path + href, "")
                }
            case .text(let text):
                if link != nil { link?.title += text.string }
            case .end(let name):
                guard name == "a", let found = link else { break }
                link = nil
                let title = found.title.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                if !title.isEmpty { entries.append(EPUBNavigation.Entry(title: title, href: found.href, level: 0)) }
            }
        }
        return entries
    }
}
