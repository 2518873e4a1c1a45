import CMarkdown
import Foundation

/// Markdown to HTML for the HTML importer, through cmark-gfm (CommonMark's reference parser)
/// one `MarkdownSections` section at a time, so that no run of brackets, emphasis or nesting
/// can make it explode; YAML front matter gives the title and author.
enum MarkdownImporter {
    struct Result {
        var html: [UInt8]
        var title: String?
        var author: String?
    }

    /// The HTML for Markdown in UTF-8. Conversion stops once the HTML holds more elements
    /// than the importer reads (`Limits.elements`).
    static func html(from markdown: [UInt8]) -> Result {
        var result = Result(html: [], title: nil, author: nil)
        let body = frontMatterRead(markdown, into: &result)
        var startTags = 0
        for section in MarkdownSections(Array(body)).sections {
            guard startTags < Limits.elements else { break }
            let converted = result.html.count
            section.withUnsafeBufferPointer { buffer in
                var length = 0
                guard
                    let converted = buffer.withMemoryRebound(
                        to: CChar.self, { rd_markdown_to_html($0.baseAddress, $0.count, &length) })
                else { return }
                defer { rd_markdown_free(converted) }
                converted.withMemoryRebound(to: UInt8.self, capacity: length) {
                    result.html.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
                }
            }
            for index in converted..<max(converted, result.html.count - 1) where result.html[index] == 0x3C {
                let next = result.html[index + 1] | 0x20
                if next >= 0x61 && next <= 0x7A { startTags += 1 }
            }
        }
        return result
    }

    /// The Markdown after its front matter (`---` lines around `key: value` lines), whose
    /// title and author go into `result`; all of it when there is none.
    private static func frontMatterRead(_ markdown: [UInt8], into result: inout Result) -> ArraySlice<UInt8> {
        var lines: [Range<Int>] = []
        var start = 0
        // Front matter opens on the first line that is not blank and stays short.
        while start < markdown.count, lines.count < 200 {
            let end = markdown[start...].firstIndex(of: 0x0A) ?? markdown.count
            lines.append(start..<end)
            start = end + 1
        }
        func text(_ range: Range<Int>) -> String {
            // A line of front matter is short; a long one only needs to be seen not to be blank.
            String(decoding: markdown[range.prefix(256)], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let first = lines.firstIndex(where: { !text($0).isEmpty }), text(lines[first]) == "---",
            let close = lines[(first + 1)...].firstIndex(where: { ["---", "..."].contains(text($0)) })
        else { return markdown[...] }
        for line in lines[(first + 1)..<close] {
            let pair = text(line).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingCharacters(in: ["\"", "'"])
            if pair[0].lowercased() == "title" { result.title = value }
            if pair[0].lowercased() == "author" { result.author = value }
        }
        return markdown[min(markdown.count, lines[close].upperBound + 1)...]
    }
}
