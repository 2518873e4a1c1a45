import TextEngine
import WordLookup

/// A word's definitions as their box shows them: each headed by its dictionary's name in bold,
/// then its lines as the dictionary wrote them, each a paragraph indented as deep as its
/// leading spaces (wrapped lines stay under it), `{word}` cross-references as links without
/// their braces.
enum DefinitionText {
    /// The deepest indent kept, in cells: the box is narrow.
    static let deepestIndent = 8
    /// The widest the box is, frame included: dictionaries wrap their lines at 72 to 76
    /// cells, which a note's box would wrap again.
    static let widestBox = 84

    /// The text of `definitions`; its links are numbered in order, as `references(in:)` lists them.
    static func make(_ definitions: [Definition]) -> NoteText {
        var builder = TextStorageBuilder()
        var links: [(index: Int, range: Range<Int>)] = []
        for (number, definition) in definitions.enumerated() {
            if number > 0 { builder.startParagraph(ParagraphStyle()) }
            builder.startParagraph(ParagraphStyle())
            builder.append(definition.dictionary, attributes: .bold)
            for line in definition.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let body = line.drop { $0 == " " || $0 == "\t" }
                var style = ParagraphStyle()
                style.headIndent = min(Self.deepestIndent, line.count - body.count)
                style.firstLineHeadIndent = style.headIndent
                builder.startParagraph(style)
                for piece in pieces(of: body) {
                    if piece.isLink {
                        links.append((links.count, builder.length..<(builder.length + piece.text.utf16.count)))
                    }
                    builder.append(piece.text, attributes: piece.isLink ? .link : [])
                }
            }
        }
        builder.endParagraph()
        return NoteText(storage: builder.build(), links: links)
    }

    /// The words `definitions` refer to, in order: the text of each `{word}`.
    static func references(in definitions: [Definition]) -> [String] {
        definitions.flatMap { definition in
            definition.text.split(separator: "\n").flatMap { pieces(of: $0).filter(\.isLink).map { String($0.text) } }
        }
    }

    /// `line` cut into text and references: a `{word}` closed on its line is one, its braces
    /// left out; a lone brace is text.
    private static func pieces(of line: Substring) -> [(text: Substring, isLink: Bool)] {
        var pieces: [(text: Substring, isLink: Bool)] = []
        var rest = line
        while let open = rest.firstIndex(of: "{"),
            let close = rest[open...].firstIndex(of: "}")
        {
            let inside = rest[rest.index(after: open)..<close]
            if inside.isEmpty || inside.contains("{") {
                pieces.append((rest[...open], false))
                rest = rest[rest.index(after: open)...]
                continue
            }
            if open > rest.startIndex { pieces.append((rest[..<open], false)) }
            pieces.append((inside, true))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append((rest, false)) }
        return pieces
    }
}
