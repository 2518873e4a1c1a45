import Formats
import Terminal
import TestSupport
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Books whose documents and blocks set their lines in modes of their own: each on pages of
/// its own, drawn, hit-tested and dumped as its pages are set, the pages turning the book's way.
@Suite("Mixed writing modes")
struct MixedWritingModeTests {
    private let temporary = TemporaryDirectory()

    private func document(_ title: String, root: String = "", body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"\(root)><head>\
        <title>\(title)</title></head><body>\(body)</body></html>
        """
    }

    /// An EPUB of two documents, `one` then `two`, in a book of `language`.
    private func epub(_ name: String, one: String, two: String, language: String = "en") throws -> Book {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#)
            .replacingOccurrences(of: "<dc:language>en</dc:language>", with: "<dc:language>\(language)</dc:language>")
        files["OEBPS/text/one.xhtml"] = one
        files["OEBPS/text/two b.xhtml"] = two
        files["OEBPS/text/notes.xhtml"] = nil
        let path = temporary.file(name, bytes: Array(try EPUBFixture.zip(files)))
        return try BookLoader.load(path: path)
    }

    /// A horizontal English book: a vertical-rl block between two paragraphs, then a document
    /// whose root asks for vertical-lr.
    private func horizontalBook() throws -> Book {
        try epub(
            "horizontal.epub",
            one: document(
                "One",
                body: "<p>Plain words.</p><p style=\"writing-mode: vertical-rl\">縦の段落です。</p><p>After it.</p>"),
            two: document("Two", root: #" style="-epub-writing-mode: vertical-lr""#, body: "<p>二の巻。</p>"))
    }

    @Test func aVerticalBlockAndAVerticalDocumentEachTakePagesOfTheirOwnMode() throws {
        let book = try horizontalBook()
        #expect(book.writingMode == .horizontal)
        let layoutManager = LayoutManager(storage: book.storage)
        VerticalSetting.apply(to: &layoutManager.options, for: book)
        var modes: [WritingMode] = []
        layoutManager.forEachPage(in: TextContainer(width: 20, height: 6)) { modes.append($0.writingMode) }
        #expect(modes == [.horizontal, .verticalRightToLeft, .horizontal, .verticalLeftToRight])
        // Six rows a column: 。 never starts one, so す goes along with it. The block's columns
        // stand from the right edge, the document's from the left.
        let pad = String(repeating: " ", count: 16)
        let blockRows = [pad + "す縦", pad + "︒の", pad + "  段", pad + "  落", pad + "  で", ""]
        let pages = dumpedPages(book, width: 20, height: 6)
        #expect(pages.count == 4)
        #expect(pages[1] == blockRows.joined(separator: "\n") + "\n")
        #expect(pages[3] == "二\nの\n巻\n︒\n\n\n")
        #expect(pages[2] == "After it.\n\n\n\n\n\n")
        // The logical dump keeps every character once, vertical pages a column a row.
        let logical = dumpedPages(book, width: 20, height: 6, visual: false).joined()
        #expect(logical.filter { !$0.isWhitespace } == book.storage.string.filter { !$0.isWhitespace })
    }

    /// The storage offset of the first `character` of `book`.
    private func offset(of character: Character, in book: Book) -> Int? {
        book.storage.string.firstIndex(of: character).map {
            book.storage.string.utf16.distance(from: book.storage.string.startIndex, to: $0)
        }
    }

    @Test func theSessionDrawsAndHitTestsEachPageAsItIsSetAndTurnsPagesTheBooksWay() throws {
        let book = try horizontalBook()
        var session = ReaderSession(book: book, columns: 40, rows: 8)
        #expect(!session.isVertical && !session.turnsLeftward)
        session.perform(.turnRight)
        #expect(session.currentPage() == 1, "→ goes forward in a horizontal book, onto a vertical page too")
        var screen = ReaderView.render(session, notice: nil, columns: 40, rows: 8)
        let rect = session.pageRects[0]
        // vertical-rl: the block's first column at the page's right edge, 縦 in its top row.
        #expect(screen[rect.row, rect.right - 2].text == "縦")
        #expect(session.offset(atRow: rect.row, column: rect.right - 2) == offset(of: "縦", in: book))
        #expect(screen.textRows().last?.contains("← next") == false)
        session.perform(.turnRight)
        session.perform(.turnRight)
        #expect(session.currentPage() == 3)
        screen = ReaderView.render(session, notice: nil, columns: 40, rows: 8)
        // vertical-lr: the document's first column at the page's left edge.
        #expect(screen[rect.row, rect.column].text == "二")
        #expect(session.offset(atRow: rect.row + 2, column: rect.column) == offset(of: "巻", in: book))
        session.perform(.turnLeft)
        #expect(session.currentPage() == 2, "← goes back")
    }

    @Test func aHorizontalDocumentInAVerticalBookKeepsItsLinesUntilTheReaderChoosesOneMode() throws {
        let japanese = (1...6).map { "<p>第\($0)段。山路を登りながら、こう考えた。智に働けば角が立つ。</p>" }.joined()
        let book = try epub(
            "vertical.epub", one: document("一", root: #" style="writing-mode: vertical-rl""#, body: japanese),
            two: document("奥付", root: #" style="writing-mode: horizontal-tb""#, body: "<p>Printed 2024.</p>"),
            language: "ja")
        #expect(book.writingMode == .verticalRightToLeft)
        var session = ReaderSession(book: book, columns: 40, rows: 8)
        func modes() -> [WritingMode] {
            (0..<session.paginator.layOutAllPages()).map { session.paginator.layOutPage(at: $0).writingMode }
        }
        #expect(session.isVertical && session.turnsLeftward)
        let asSet = modes()
        #expect(asSet.dropLast().allSatisfy { $0 == .verticalRightToLeft } && asSet.last == .horizontal)
        session.perform(.lastPage)
        let screen = ReaderView.render(session, notice: nil, columns: 40, rows: 8)
        #expect(screen.textRows().contains { $0.contains("Printed 2024.") }, "the colophon in a line")
        #expect(screen.textRows().last?.contains("← next") == true, "pages still turn the book's way")
        session.perform(.toggleVertical)
        #expect(modes().allSatisfy { $0 == .horizontal }, "the reader's choice sets every page")
        session.perform(.toggleVertical)
        #expect(modes().allSatisfy { $0 == .verticalRightToLeft })
    }
}
