import ReaderCore
import Terminal
import TextEngine

/// The highlights and notes drawn over the page, in a `ListBox`: each one's first words, its
/// note's first line, its chapter and page number; a lost one says its text is not found.
enum HighlightsView {
    static func draw(
        _ list: HighlightsOverlay, of session: ReaderSession, shapesArabic: Bool, into screen: inout Screen
    ) {
        let highlights = session.highlights
        let entries = list.entries(of: highlights)
        let filter = list.filter.text
        let title =
            filter.isEmpty && !list.isFiltering
            ? "Highlights and notes" : "Highlights /\(filter)\(list.isFiltering ? "▏" : "") (\(entries.count))"
        ListBox.draw(
            title: title, count: max(1, entries.count), selection: list.selection, maxWidth: 76, into: &screen
        ) { index, row, style, screen in
            guard index < entries.count else {
                ListBox.drawEntry(
                    "none holds “\(filter)”", number: "", in: row, style: style, shapesArabic: shapesArabic,
                    into: &screen)
                return
            }
            let highlight = highlights[entries[index]]
            ListBox.drawEntry(
                entryText(highlight, of: session),
                number: highlight.isLost
                    ? ""
                    : session.pageNumberLabel(
                        of: highlight.range.lowerBound), in: row, style: style, shapesArabic: shapesArabic,
                into: &screen)
        }
    }

    /// The passage's first words, its note's first line after ✎, its chapter.
    static func entryText(_ highlight: Highlight, of session: ReaderSession) -> String {
        let words = highlight.quote.exact.prefix(200).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var text = highlight.isLost ? "text not found: “\(words)”" : words
        if let line = highlight.note.prefix(200).split(separator: "\n").first {
            text += "  ✎ " + line
        }
        if !highlight.isLost, let chapter = session.chapter(holding: highlight.range.lowerBound) {
            text += " · " + VisualString.isolated(chapter.title)
        }
        return text
    }
}
