import Formats
import Testing
import TextEngine

/// A term of a definition list (a dictionary's headword) never ends a page with its definition
/// on the next.
@Suite("Definition lists")
struct DefinitionListTests {
    @Test(arguments: [(80, 24), (40, 12), (30, 9), (23, 7)])
    func noPageEndsOnATerm(size: (width: Int, height: Int)) throws {
        let entries = (1...120).map { number in
            let words = String(repeating: "meaning ", count: number % 7 * 4 + 3)
            return "<dt>Term\(number)</dt><dd>The \(words)of the term.</dd>"
        }.joined()
        let book = try htmlBook("<html><body><dl>\(entries)</dl></body></html>")
        let pages = dumpedPages(book, width: size.width, height: size.height)
        #expect(pages.count > 5)
        for (number, page) in pages.enumerated().dropLast() {
            let last = page.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(
                last?.trimmingCharacters(in: .whitespaces).hasPrefix("Term") == false, "page \(number + 1):\n\(page)")
        }
    }
}
