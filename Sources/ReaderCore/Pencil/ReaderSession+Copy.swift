import Formats

/// Copying a passage: its text (`CopiedText`) handed to the loop to put on the clipboard.
extension ReaderSession {
    /// Copies the text of `range` (storage offsets), with a citation line after it when
    /// `citing`: the loop puts it on the clipboard (`ReaderEffect.copy`). Returns nil, or the
    /// notice saying why nothing was copied: no text in the range, or more than
    /// `CopiedText.limit` characters.
    public mutating func copy(_ range: Range<Int>, citing: Bool) -> String? {
        let range = range.clamped(to: 0..<book.storage.length)
        var text = CopiedText.text(of: range, in: book.storage, keepsRuby: preferences.showsRuby)
        guard !text.isEmpty else { return "Nothing to copy: no text is selected" }
        var summary = CopiedText.summary(of: text)
        if citing {
            text += "\n\n— " + citation(of: range)
            summary += " and a citation"
        }
        let count = text.unicodeScalars.count
        guard count <= CopiedText.limit else { return CopiedText.refusal(count: count) }
        outbox.append(.copy(text, summary: summary))
        return nil
    }

    /// Where the passage of `range` is in the book, as a citation: its title, author, chapter
    /// and page, those it has, joined by commas ("Emma, Jane Austen, Chapter I, p. 12"). The
    /// page is the printed book's (its page label) when the book marks them, else the
    /// reader's page at this size ("p. 3", "pp. 3–4", "pp. 3ff." while the pages after are
    /// counted), left out while its first page is being counted.
    public func citation(of range: Range<Int>) -> String {
        let chapter = chapter(holding: range.lowerBound)?.title
        let parts = [book.title, book.author, chapter == book.title ? nil : chapter, pagesCited(range)]
        // Names from the book are set on one line.
        return parts.compactMap { $0?.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The pages a passage is on: "p. 12", or "pp. 12–13" across a page's end.
    private func pagesCited(_ range: Range<Int>) -> String? {
        let last = max(range.lowerBound, range.upperBound - 1)
        let first: String
        let end: String?
        if book.pageLabels.isEmpty {
            guard let number = pageNumber(of: range.lowerBound) else { return nil }
            first = String(number)
            end = pageNumber(of: last).map(String.init)
        } else {
            guard let label = book.pageLabel(holding: range.lowerBound) else { return nil }
            first = label.label
            end = book.pageLabel(holding: last)?.label
        }
        // An end on a page not counted yet: "and the pages following".
        guard let end else { return "pp. \(first)ff." }
        return end == first ? "p. \(first)" : "pp. \(first)–\(end)"
    }
}
