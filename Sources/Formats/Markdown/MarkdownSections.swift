/// Cuts Markdown into sections that cmark-gfm parses one at a time, and defuses what would make
/// a section expensive, so that time and memory stay linear in the book whatever it holds.
///
/// A parser's syntax tree takes a node per delimiter and some of cmark-gfm's inline rules scan
/// back over every open bracket: one paragraph of brackets or one line of nested quotes costs
/// gigabytes or minutes. Here a section ends at a blank line before an unindented paragraph
/// once it passes `Limits.markdownSection` bytes (and anywhere past four times that: a
/// paragraph longer than that becomes several, cut between words), fenced
/// code is never cut, at most `Limits.markdownBrackets` opening brackets and
/// `Limits.markdownDelimiters` emphasis delimiters (`*`, `_`, `~`) per section are markup (the
/// rest are escaped to plain text: each would be an element), and a line opens at most
/// `Limits.markdownNesting` quotes or lists. Link reference definitions are repeated after
/// each section that may use them.
struct MarkdownSections {
    private(set) var sections: [[UInt8]] = []
    private var current: [UInt8] = []
    private var brackets = 0
    private var delimiters = 0
    private var fence: (marker: UInt8, length: Int)?
    private var definitions: [UInt8] = []
    private var pendingBlank = false

    init(_ markdown: [UInt8]) {
        var start = 0
        while start < markdown.count {
            var end = start
            while end < markdown.count, markdown[end] != 0x0A { end += 1 }
            add(markdown[start..<end])
            start = end + 1
        }
        flush()
        if !definitions.isEmpty {
            sections = sections.map { $0.contains(0x5D) ? $0 + [0x0A, 0x0A] + definitions : $0 }
        }
    }

    private mutating func add(_ line: ArraySlice<UInt8>) {
        if line.count > 4 * Limits.markdownSection {
            // A line this long is cut between words (between characters when a word is that long).
            var start = line.startIndex
            while start < line.endIndex {
                var end = min(start + Limits.markdownSection, line.endIndex)
                if end < line.endIndex, let space = line[start..<end].lastIndex(of: 0x20), space > start {
                    end = space + 1
                }
                while end < line.endIndex, line[end] & 0xC0 == 0x80 { end += 1 }
                add(line[start..<end])
                start = end
            }
            return
        }
        let content = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        if content.isEmpty && fence == nil {
            pendingBlank = true
            current.append(0x0A)
            return
        }
        let indented = content.startIndex - line.startIndex >= 1
        if fence == nil
            && (pendingBlank && current.count >= Limits.markdownSection && !indented && !Self.opensContainer(content)
                || current.count + line.count >= 4 * Limits.markdownSection)
        {
            flush()
        }
        pendingBlank = false
        if let open = fence {
            let run = Self.fenceRun(content, marker: open.marker)
            if run >= open.length, content.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                fence = nil
            }
            current.append(contentsOf: line)
        } else if let marker = content.first, marker == 0x60 || marker == 0x7E,
            content.startIndex - line.startIndex <= 3,
            case let run = Self.fenceRun(content, marker: marker), run >= 3
        {
            fence = (marker, run)
            current.append(contentsOf: line)
        } else {
            if Self.isDefinition(content), definitions.count + line.count < Limits.markdownDefinitions {
                definitions.append(contentsOf: line)
                definitions.append(0x0A)
            }
            appendDefused(line)
        }
        current.append(0x0A)
        if current.count >= 4 * Limits.markdownSection && fence != nil {
            fence = nil
            flush()
        }
    }

    private mutating func flush() {
        guard current.contains(where: { $0 != 0x0A }) else { return }
        sections.append(current)
        current = []
        brackets = 0
        delimiters = 0
        pendingBlank = false
    }

    /// The line with nesting past the limit and brackets past the section's share escaped.
    private mutating func appendDefused(_ line: ArraySlice<UInt8>) {
        var index = line.startIndex
        var containers = 0
        // The containers a line opens: quotes and list markers before its text.
        while index < line.endIndex {
            let byte = line[index]
            var next = index + 1
            if byte == 0x20 || byte == 0x09 {
                current.append(byte)
                index = next
                continue
            }
            if byte != 0x3E {
                while next < line.endIndex, next - index < 9, line[index] >= 0x30 && line[index] <= 0x39,
                    line[next] >= 0x30 && line[next] <= 0x39
                { next += 1 }
                let isMarker =
                    (byte == 0x2D || byte == 0x2B || byte == 0x2A) && next == index + 1
                    || byte >= 0x30 && byte <= 0x39 && next < line.endIndex
                        && (line[next] == 0x2E || line[next] == 0x29)
                guard isMarker else { break }
                if byte >= 0x30 && byte <= 0x39 { next += 1 }
                guard next == line.endIndex || line[next] == 0x20 || line[next] == 0x09 else { break }
            }
            containers += 1
            if containers > Limits.markdownNesting { current.append(0x5C) }  // a backslash: plain text from here
            current.append(contentsOf: line[index..<next])
            index = next
            if containers > Limits.markdownNesting { break }
        }
        for byte in line[index...] {
            if byte == 0x5B {
                brackets += 1
                if brackets > Limits.markdownBrackets { current.append(0x5C) }
            } else if byte == 0x2A || byte == 0x5F || byte == 0x7E {
                delimiters += 1
                if delimiters > Limits.markdownDelimiters { current.append(0x5C) }
            }
            current.append(byte)
        }
    }

    private static func fenceRun(_ content: ArraySlice<UInt8>, marker: UInt8) -> Int {
        content.prefix { $0 == marker }.count
    }

    /// Whether a line continues a list or quote: a marker after its indentation.
    private static func opensContainer(_ content: ArraySlice<UInt8>) -> Bool {
        guard let first = content.first else { return false }
        if first == 0x3E || first == 0x2D || first == 0x2B || first == 0x2A { return true }
        return first >= 0x30 && first <= 0x39
    }

    /// `[label]: destination "title"`, a link reference definition as CommonMark reads one on
    /// a single line: a label without brackets, a destination without spaces whose
    /// parentheses balance, and nothing after it but a quoted title.
    static func isDefinition(_ content: ArraySlice<UInt8>) -> Bool {
        guard content.first == 0x5B, let close = content.prefix(1000).firstIndex(of: 0x5D),
            close > content.startIndex + 1,
            !content[(content.startIndex + 1)..<close].contains(0x5B),
            close + 1 < content.endIndex, content[close + 1] == 0x3A
        else { return false }
        let rest = content[(close + 2)...].drop { $0 == 0x20 || $0 == 0x09 }
        var depth = 0
        let destination: ArraySlice<UInt8>
        if rest.first == 0x3C {
            guard let end = rest.firstIndex(of: 0x3E) else { return false }
            destination = rest[...end]
        } else {
            destination = rest.prefix { byte in
                if byte == 0x28 { depth += 1 }
                if byte == 0x29 { depth -= 1 }
                return byte > 0x20 && depth >= 0
            }
        }
        guard !destination.isEmpty, depth == 0 else { return false }
        let title = rest[destination.endIndex...].drop { $0 == 0x20 || $0 == 0x09 }
        let trimmed = title.reversed().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        guard let open = title.first, let last = trimmed.first else { return true }
        return trimmed.count >= 2
            && (open == 0x22 && last == 0x22 || open == 0x27 && last == 0x27 || open == 0x28 && last == 0x29)
    }
}
