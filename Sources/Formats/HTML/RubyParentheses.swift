/// The parentheses around a reading (`rt`), for a terminal that cannot set it above its base:
/// full-width after CJK text, as Japanese books print it. A reading that opens its paragraph
/// has no base and no parentheses; an empty one is taken back with its opening parenthesis.
struct RubyParentheses {
    /// The reading being read has full-width parentheses.
    private var isWide = true
    /// Where the opening parenthesis of the reading being read stands, when it has one.
    private var opened: Range<Int>?

    /// A reading begins, in `context`: its opening parenthesis.
    mutating func open(in paragraphs: inout ParagraphBuilder, _ context: ElementContext) {
        guard paragraphs.isInParagraph else { return }
        let start = paragraphs.length
        isWide = paragraphs.lastUnit.map { $0 >= 0x2E80 } ?? true
        // White space between a base and its reading, or at the reading's start, is the markup's.
        paragraphs.dropPendingSpace(andLeading: true)
        add(isWide ? "（" : " (", to: &paragraphs, context)
        opened = start..<paragraphs.length
    }

    /// The reading ends: its closing parenthesis, or nothing when it was empty.
    mutating func close(in paragraphs: inout ParagraphBuilder, _ context: ElementContext) {
        guard paragraphs.isInParagraph, let opened else { return }
        self.opened = nil
        // White space at the reading's end is the markup's.
        paragraphs.dropPendingSpace()
        if paragraphs.length == opened.upperBound {
            paragraphs.truncate(to: opened.lowerBound)
            return
        }
        add(isWide ? "）" : ")", to: &paragraphs, context)
    }

    private func add(_ parenthesis: String, to paragraphs: inout ParagraphBuilder, _ context: ElementContext) {
        var parenthesis = parenthesis
        parenthesis.withUTF8 {
            paragraphs.add(
                MarkupText(bytes: UnsafeRawBufferPointer($0)), attributes: context.attributes, style: context.style,
                language: context.language, breaking: context.breaking, whiteSpace: .preserve)
        }
    }
}
