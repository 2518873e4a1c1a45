import Formats
import Testing
import TextEngine

/// A term of a definition list (a dictionary's headword) never ends a page with its definition
/// on the next.
@Suite("Definition lists")
struct DefinitionListTests {
    @Test(arguments: [(80, 24), (40, 12), (30, 9), (23, 7)])
    func noPageEndsOnATerm(size: (width: Int, height: Int)) throws {
        let words = { (number: Int) in String(repeating: "meaning ", count: number % 7 * 4 + 3) }
        let plain = (1...120).map { "<dt>Term\($0)</dt><dd>The \(words($0))of the term.</dd>" }.joined()
        // The Devil's Dictionary's markup: the headword inside an inline element, a generated part of speech.
        let dictionary =
            "<style>p { margin: 0 } dd + dt { margin-top: 1em } dt > dfn::after { content: \", n.\" }</style>"
            + (1...120).map { "<dt><dfn>Term\($0)</dfn></dt><dd><p>The \(words($0))of the term.</p></dd>" }.joined()
        for entries in [plain, dictionary] {
            let book = try htmlBook("<html><body><dl>\(entries)</dl></body></html>")
            let pages = dumpedPages(book, width: size.width, height: size.height)
            #expect(pages.count > 5)
            for (number, page) in pages.enumerated().dropLast() {
                let last = page.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                #expect(
                    last?.trimmingCharacters(in: .whitespaces).hasPrefix("Term") == false,
                    "page \(number + 1):\n\(page)")
            }
        }
    }
}
