import Ink

/// Markdown (CommonMark through Ink) to HTML for the HTML importer, with front matter read here:
/// Ink traps on an unterminated front-matter fence and loops on a line that opens an HTML tag
/// without closing it, so both are made harmless first.
enum MarkdownImporter {
    struct Result {
        var html: String
        var title: String?
        var author: String?
    }

    static func html(from text: String) -> Result {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var title: String?
        var author: String?
        if let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
           lines[first].trimmingSpaces() == "---" {
            if let close = lines[(first + 1)...].firstIndex(where: { ["---", "..."].contains($0.trimmingSpaces()) }) {
                for line in lines[(first + 1)..<close] {
                    let pair = line.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces() }
                    guard pair.count == 2 else { continue }
                    let value = pair[1].trimmingCharacters(in: ["\"", "'"])
                    if pair[0].lowercased() == "title" { title = value }
                    if pair[0].lowercased() == "author" { author = value }
                }
                lines.removeSubrange(first...close)
            } else {
                lines[first] = "***"  // a lone fence is a thematic break
            }
        }
        for index in lines.indices where lines[index].trimmingSpaces().hasPrefix("<") && !lines[index].contains(">") {
            lines[index] = lines[index].replacingFirst("<", with: "&lt;")
        }
        return Result(html: MarkdownParser().html(from: lines.joined(separator: "\n")), title: title, author: author)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop(while: set.contains).reversed().drop(while: set.contains).reversed())
    }

    fileprivate func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let index = firstIndex(of: target) else { return self }
        return String(self[..<index]) + replacement + String(self[self.index(after: index)...])
    }
}
