import Foundation

/// What the library's filter keeps: the books whose title or author contains the text typed,
/// case and accents aside ("emile" keeps "Émile Zola", "TOLST" keeps "Tolstoy").
struct LibraryFilter {
    /// The text typed, folded; empty keeps every book.
    private let folded: String

    init(_ text: String) {
        folded = Self.fold(text)
    }

    /// The books of `books` the filter keeps, in their order.
    func kept(_ books: [Library.Item]) -> [Library.Item] {
        guard !folded.isEmpty else { return books }
        return books.filter(keeps)
    }

    /// Whether the filter keeps `book`.
    private func keeps(_ book: Library.Item) -> Bool {
        Self.fold(book.title).contains(folded) || book.author.map { Self.fold($0).contains(folded) } == true
    }

    /// `text` with case and accents folded away; ASCII (most titles) without Foundation, whose
    /// folding a library of a million books would wait for at each key.
    static func fold(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
