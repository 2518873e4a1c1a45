import CMarkdown

/// Markdown to HTML for the HTML importer, through cmark-gfm (CommonMark's reference parser)
/// one `MarkdownSections` section at a time, so that no run of brackets, emphasis or nesting
/// can make it explode; YAML front matter gives the title and author.
enum MarkdownImporter {
    struct Result {
        var html: [UInt8]
        var title: String?
        var author: String?
    }

    static func html(from text: String) -> Result {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var title: String?
        var author: String?
        if let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }), trimmed(lines[first]) == "---",
           let close = lines[(first + 1)...].firstIndex(where: { ["---", "..."].contains(trimmed($0)) }) {
            for line in lines[(first + 1)..<close] {
                let pair = line.split(separator: ":", maxSplits: 1).map(trimmed)
                guard pair.count == 2 else { continue }
                let value = String(pair[1].drop(while: isQuote).reversed().drop(while: isQuote).reversed())
                if pair[0].lowercased() == "title" { title = value }
                if pair[0].lowercased() == "author" { author = value }
            }
            lines.removeSubrange(first...close)
        }
        var html: [UInt8] = []
        for section in MarkdownSections(Array(lines.joined(separator: "\n").utf8)).sections {
            section.withUnsafeBufferPointer { buffer in
                var length = 0
                guard let converted = buffer.withMemoryRebound(to: CChar.self, { rd_markdown_to_html($0.baseAddress, $0.count, &length) })
                else { return }
                defer { rd_markdown_free(converted) }
                converted.withMemoryRebound(to: UInt8.self, capacity: length) {
                    html.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
                }
            }
        }
        return Result(html: html, title: title, author: author)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop(while: \.isWhitespace)
        return start[..<(start.lastIndex(where: { !$0.isWhitespace }).map(start.index(after:)) ?? start.startIndex)]
    }

    private static func isQuote(_ character: Character) -> Bool { character == "\"" || character == "'" }
}
