import Formats
import Foundation
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Right-to-left books on the screen and in the dump. Visual rows come from python-bidi 0.6's
/// get_display(text, base_dir='R') (an implementation independent of ICU), with the reader's
/// digit groups kept as one number.
@Suite("Right-to-left text")
struct RightToLeftTests {
    private let html = """
        <html dir="rtl"><body><p>مرحبا بالعالم 10 000 000</p><ul><li>البند الأول</li></ul>\
        <p style="text-align: left">يسار</p></body></html>
        """

    @Test func aRightToLeftPageRendersAsTheGoldenText() throws {
        let book = try htmlBook(html)
        let layoutManager = LayoutManager(storage: book.storage)
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 30, height: 6))[0]
        var screen = Screen(width: 30, height: 6)
        PageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
        // get_display('مرحبا بالعالم 10\u00A0000\u00A0000', base_dir='R') == '10 000 000 ملاعلاب ابحرم';
        // get_display('البند الأول', base_dir='R') == 'لوألا دنبلا', its bullet on the right (column 27,
        // the mirror of column 2); text-align: left is the end side of a right-to-left block.
        #expect(
            screen.textRows() == [
                "      10 000 000 ملاعلاب ابحرم", "", "              لوألا دنبلا  •", "", "راسي", "",
            ])
    }

    @Test func theDumpConservesEveryCharacterBothWays() throws {
        let book = try htmlBook(
            """
            <p>قال (مرحبا) لي: «العربية لغة جميلة» و 3.14 و abc [def] مرة أخرى، שלום עולם 42.</p>
            <p dir="rtl">Hello (world) again, עברית.</p>
            """)
        let text = book.storage.string.filter { !$0.isWhitespace }
        let logical = dumpedPages(book, width: 20, height: 10, visual: false).joined().filter { !$0.isWhitespace }
        #expect(logical == text, "storage order, row after row")
        let visual = dumpedPages(book, width: 20, height: 10).joined().filter { !$0.isWhitespace }
        // Mirrored brackets are drawn mirrored: counted as their pair.
        let unmirrored: (Character) -> Character = { ["(": ")", "[": "]", "«": "»"][$0] ?? $0 }
        #expect(visual.map(unmirrored).sorted() == text.map(unmirrored).sorted(), "every character once")
        #expect(visual != text)
    }

    @Test func shapedArabicKeepsOneFormPerLetterAndTheStorage() throws {
        let book = try htmlBook("<p>سلام لا</p>")
        let layoutManager = LayoutManager(storage: book.storage)
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 10, height: 1))[0]
        var screen = Screen(width: 10, height: 1)
        PageRenderer(segmenter: layoutManager.segmenter, shapesArabic: true).draw(
            page, into: &screen, in: screen.bounds)
        // Seen initial, lam medial, alef final, meem isolated; lam initial, alef final (two
        // letters, not their ligature), each word shown right to left.
        #expect(screen.textRows() == ["   \u{FE8E}\u{FEDF} \u{FEE1}\u{FE8E}\u{FEE0}\u{FEB3}"])
        #expect(book.storage.string == "سلام لا")
    }

    @Test func aSearchHitIsHighlightedWhereItIsShown() throws {
        let book = try htmlBook("<p dir=\"rtl\">אבג דהו</p>")
        let layoutManager = LayoutManager(storage: book.storage)
        let page = PageIndex(layoutManager: layoutManager, container: TextContainer(width: 10, height: 1))[0]
        var screen = Screen(width: 10, height: 1)
        // The hit is the first word, אבג, shown at the right end: columns 7-9.
        PageRenderer(segmenter: layoutManager.segmenter).draw(
            page, into: &screen, in: screen.bounds,
            highlights: .init(hits: [0..<3], current: nil))
        #expect((0..<10).filter { screen[0, $0].style.contains(.reverse) } == [7, 8, 9])
        #expect(screen[0, 6].text == "▐")
    }

    /// Titles, chapters and messages on the status line and in lists are shown in visual order
    /// too; the expected rows are derived by hand from UAX #9 (a right-to-left string reversed
    /// whole, its brackets mirrored; a left-to-right one with its Hebrew run reversed in place).
    @Test func theStatusLineAndListsShowTitlesInVisualOrder() throws {
        var screen = Screen(width: 30, height: 1)
        TextLine.draw("שלום עולם (א)", into: &screen, in: Rect(row: 0, column: 0, width: 30, height: 1))
        #expect(screen.textRows()[0] == "(א) םלוע םולש")
        screen.clear()
        TextLine.draw("Book 1 — עולם", into: &screen, in: Rect(row: 0, column: 0, width: 30, height: 1))
        #expect(screen.textRows()[0] == "Book 1 — םלוע")
        screen.clear()
        // Cut first, in storage order, then reordered: the start of the title stays in view.
        TextLine.draw("אבגדה וזחטי", into: &screen, in: Rect(row: 0, column: 0, width: 6, height: 1))
        #expect(screen.textRows()[0] == "…הדגבא", "the ellipsis where the title reads on, on the left")
        let book = Book(title: "ספר", storage: TextStorage("שלום"), fingerprint: "hebrew")
        let session = ReaderSession(book: book, columns: 40, rows: 8)
        let status = ReaderView.render(session, notice: nil, columns: 40, rows: 8).textRows().last ?? ""
        #expect(status.hasPrefix(" רפס "), "\(status)")
    }

    /// CSS `left` and `right` are physical sides, also in a paragraph whose direction only its
    /// first letter tells (no `dir`, `lang` or CSS direction): right is its start, left its end.
    @Test func physicalAlignmentHoldsWhenOnlyTheFirstLetterTellsTheDirection() throws {
        let book = try htmlBook(
            """
            <html><body><p style="text-align: right">אבג דהו</p><p style="text-align: left">אבג דהו</p>
            <p style="text-align: right">abc</p><p>אבג דהו</p></body></html>
            """)
        let rows = try #require(dumpedPages(book, width: 20, height: 12).first).split(
            separator: "\n", omittingEmptySubsequences: true
        ).map(String.init)
        #expect(
            rows == [
                String(repeating: " ", count: 13) + "והד גבא", "והד גבא", String(repeating: " ", count: 17) + "abc",
                String(repeating: " ", count: 13) + "והד גבא",
            ], "\(rows)")
    }

    /// A right-to-left table runs its columns from the right edge, its rules mirrored with it,
    /// its right-to-left cells' text at their right side, and so its numbers. Expected rows by hand: the columns
    /// are 2 and 3 cells wide with " │ " between them, 8 cells in all, against the right edge
    /// of a 20-cell page.
    @Test func aRightToLeftTableRunsItsColumnsFromTheRight() throws {
        let book = try htmlBook(
            """
            <html><body><table><tr><td>שם</td><td>גיל</td></tr><tr><td>דן</td><td>12</td></tr></table></body></html>
            """)
        let rows = try #require(dumpedPages(book, width: 20, height: 6).first).split(separator: "\n").map(String.init)
        let margin = String(repeating: " ", count: 12)
        #expect(Array(rows.prefix(3)) == [margin + "ליג │ םש", margin + "────┼───", margin + " 12 │ ןד"], "\(rows)")
        // Rows whose first cell is a number run the same way as the table, not left to right.
        let numbered = try htmlBook(
            """
            <html><body><table><tr><td>שם</td><td>גיל</td></tr>\
            <tr><td>1</td><td>דן</td></tr><tr><td>2</td><td>רות</td></tr></table></body></html>
            """)
        let numberedRows = try #require(dumpedPages(numbered, width: 20, height: 8).first).split(separator: "\n").map(
            String.init)
        #expect(
            numberedRows.filter { !$0.contains("─") } == [
                margin + "ליג │ םש", margin + " ןד │  1", margin + "תור │  2",
            ], "\(numberedRows)")
        let ltr = try htmlBook(
            "<html><body><table><tr><td>ab</td><td>cde</td></tr><tr><td>fg</td><td>12</td></tr></table></body></html>")
        let ltrRows = try #require(dumpedPages(ltr, width: 20, height: 6).first).split(separator: "\n").map(String.init)
        #expect(Array(ltrRows.prefix(3)) == ["ab │ cde", "───┼────", "fg │ 12"], "\(ltrRows)")
    }

    /// An ordered list's number in right-to-left text is read in that text's order: `1.` is
    /// drawn `.1` on the right (UAX #9 at a right-to-left base: the digit a left-to-right run,
    /// the full stop taking the base direction, so it stands to the left).
    @Test func anOrderedListsNumberReadsRightToLeft() throws {
        let book = try htmlBook("<html lang=\"he\"><body><ol><li>ראשון</li><li>שני</li></ol></body></html>")
        let rows = try #require(dumpedPages(book, width: 30, height: 6).first).split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasSuffix("ןושאר .1") } && rows.contains { $0.hasSuffix("ינש .2") }, "\(rows)")
    }

    @Test func anArabicTitleInTheLibraryIsReorderedWithinItselfAndTheRowRunsLeftToRight() throws {
        let opened = Date(timeIntervalSince1970: 1_800_000_000)
        let day = ISO8601DateFormatter.string(from: opened, timeZone: .current, formatOptions: [.withFullDate])
        let library = Library(items: [
            Library.Item(
                key: "k", title: "كتاب الاختبار", author: "Ann", path: "/tmp/كتاب.html", progress: 7,
                opened: opened, exists: true)
        ])
        let row = LibraryView.render(library, notice: nil, columns: 80, rows: 6).textRows()[2]
        // Each right-to-left field read from its right, the fields in their order from the left.
        #expect(row == "    7%  رابتخالا باتك — Ann  \(day)  /tmp/باتك.html", "\(row)")
        #expect(
            library.items[0].line.hasPrefix("  7%  كتاب الاختبار — Ann"),
            "--list keeps the storage order, without controls")
    }

    @Test func theStatusLineKeepsTheOrderOfItsFieldsWhateverTheirDirection() {
        let book = Book(
            title: "Shalom", author: "דוד", storage: TextStorage("שלום עולם"), fingerprint: "status",
            chapters: [Chapter(title: "פרק 1", offset: 0)])
        let session = ReaderSession(book: book, columns: 60, rows: 8)
        let status = ReaderView.render(session, notice: nil, columns: 60, rows: 8).textRows()[7]
        // A left-to-right title: the author then the chapter, each read from its right.
        #expect(status.hasPrefix(" Shalom — דוד · 1 קרפ"), "\(status)")
    }

    @Test func theLabelsOfARightToLeftTableReadAsRecordsAreReorderedOnce() throws {
        let book = try htmlBook(
            "<html lang='ar'><body><table><tr><th>الاسم</th><th>العمر</th><th>المدينة</th><th>Notes</th></tr>"
                + "<tr><td>أحمد</td><td>42</td><td>القاهرة</td><td>likes Swift 6.3</td></tr></table></body></html>")
        // Too narrow for the grid: each cell a record line, its column's header on the right, its colon on the left.
        let rows = try #require(dumpedPages(book, width: 30, height: 20).first).split(separator: "\n").map(String.init)
        #expect(rows.contains { $0.hasSuffix("دمحأ :مسالا") }, "\(rows)")
        #expect(
            rows.contains { $0.hasSuffix("42 :رمعلا") } && rows.contains { $0.hasSuffix("likes Swift 6.3 :Notes") },
            "\(rows)")
    }

}
