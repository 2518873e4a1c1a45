import Formats
import Foundation
import ReaderCore
import Terminal
import TextEngine

/// A book's highlights and notes written out: Markdown for people, JSON for tools (the format
/// `HighlightFile` reads back). Each names its chapter and where it is: the book's print page
/// label when it has them, else how far through the book it starts, in percent (the reader's
/// own page numbers depend on the window's size).
struct HighlightExport {
    let book: Book
    /// In storage order.
    let highlights: [Highlight]

    init(book: Book, highlights: [Highlight]) {
        self.book = book
        self.highlights = highlights.sorted { ($0.range.lowerBound, $0.created) < ($1.range.lowerBound, $1.created) }
    }

    /// The JSON document: a version, the book, and each highlight with its text quote and
    /// offsets; control characters escaped, so that it can be shown in a terminal.
    func json() throws -> String {
        let file = HighlightFile(
            version: HighlightFile.currentVersion,
            book: .init(title: book.title, author: book.author, fingerprint: book.fingerprint),
            highlights: highlights.map(entry))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(file), as: UTF8.self)
        // JSON escapes C0 controls itself; C1 controls (U+0080-U+009F) are escaped here.
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x80..<0xA0).contains(scalar.value) {
                scalars.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars) + "\n"
    }

    /// The Markdown document: the book's title, then each highlight under its chapter as a
    /// quotation, the place, colour and date, and the note.
    func markdown() -> String {
        var lines = ["# \(Self.line(book.title))"]
        if let author = book.author { lines += ["", "by \(Self.line(author))"] }
        if highlights.isEmpty { lines += ["", "No highlights."] }
        var chapter: String??
        for highlight in highlights {
            let entry = entry(highlight)
            if chapter != .some(entry.chapter) {
                chapter = entry.chapter
                lines += ["", "## \(Self.line(entry.chapter ?? book.title))"]
            }
            lines.append("")
            lines += Self.paragraphs(highlight.quote.exact.replacingOccurrences(of: "\u{AD}", with: "")).map {
                $0.isEmpty ? ">" : "> \($0)"
            }
            var said = [entry.page.map { "p. \($0)" } ?? "\(entry.percent)%", entry.colour, entry.created]
            if entry.lost { said.append("text not found in the book") }
            lines += ["", said.joined(separator: " · ")]
            if !entry.note.isEmpty { lines += [""] + Self.paragraphs(entry.note) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the file says of a highlight.
    private func entry(_ highlight: Highlight) -> HighlightFile.Entry {
        let start = highlight.range.lowerBound
        let length = book.storage.length
        return HighlightFile.Entry(
            id: highlight.id, chapter: book.chapters.last { $0.offset <= start }?.title,
            page: book.pageLabel(holding: start)?.label,
            percent: length == 0 ? 0 : min(100, start * 100 / length), colour: highlight.colour.rawValue,
            selector: .init(
                exact: highlight.quote.exact, prefix: highlight.quote.prefix, suffix: highlight.quote.suffix),
            position: .init(start: start, end: highlight.range.upperBound), note: highlight.note,
            lost: highlight.isLost, created: HighlightFile.date(highlight.created),
            updated: HighlightFile.date(highlight.updated))
    }

    /// `text` as lines safe for a terminal.
    private static func paragraphs(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Cell.visible(String($0)) }
    }

    /// `text` on one line, safe for a terminal.
    private static func line(_ text: String) -> String {
        paragraphs(text).joined(separator: " ")
    }
}
