import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderUI

/// The CSS of vertical text on the page: text set upright side by side, emphasis marks,
/// text orientation and a writing mode asked for by one element. The fixtures reproduce the
/// W3C's EPUB 3.3 reading-system tests (`css-epub-text-combine-horizontal`,
/// `css-epub-text-emphasis`, `css-epub-text-orientation`, `css-epub-writing-mode`) in a book
/// the reader sets vertically; the golden pages are laid out by hand.
@Suite("Vertical text properties")
struct VerticalTextPropertiesTests {
    private static func vertical(_ body: String) -> String {
        "<html style='writing-mode: vertical-rl' lang='ja'><body>\(body)</body></html>"
    }

    @Test func digitsOfElementsSetUprightShareARowAndOtherDigitsTakeOneEach() throws {
        // css-epub-text-combine-horizontal: 1. each digit of 101112 alone; 2. "10", "11" and
        // "12", each an element, each in the space of one character.
        let book = try htmlBook(
            Self.vertical(
                "<p style='margin: 1em; -epub-text-combine-horizontal: none'>これはテストです101112。</p>"
                    + "<p style='margin: 1em'>これはテストです"
                    + "<span style='-epub-text-combine-horizontal: all;'>10</span>"
                    + "<span style='-epub-text-combine-horizontal: all;'>11</span>"
                    + "<span style='-epub-text-combine-horizontal: all;'>12</span>。</p>"))
        // Sixteen rows a column: the first paragraph in the right column (x 6), a column of
        // spacing, the second at x 2; its margins are not indents of vertical lines.
        let kana = Array("これはテストです").map { "  \($0)  \($0)" }
        let rows = kana + ["  10  1", "  11  0", "  12  1", "  ︒  1", "      1", "      2", "      ︒", ""]
        #expect(dumpedPages(book, width: 8, height: 16) == [rows.joined(separator: "\n") + "\n"])
        let logical = dumpedPages(book, width: 8, height: 16, visual: false).joined()
        #expect(logical.filter { !$0.isWhitespace } == "これはテストです101112。これはテストです101112。")
    }

    @Test func aRunTooLongForTwoCellsStandsUprightACharacterARow() throws {
        let book = try htmlBook(
            Self.vertical(
                "<p>第<span style='text-combine-upright: all'>100</span>回"
                    + "<span style='-webkit-text-combine: horizontal'>!?</span>"
                    + " <span style='text-combine-upright: all'>12</span><span style='text-combine-upright: all'>7</span>"
                    + "話</p>"))
        // 第, 1 0 0 a row each, 回, !? side by side, the space between the two elements (its
        // own row: white space is not combined), 12 side by side, 7 (its row anyway), 話.
        let rows = ["第", "1", "0", "0", "回", "!?", "", "12", "7", "話"]
        #expect(dumpedPages(book, width: 2, height: 10) == [rows.joined(separator: "\n") + "\n"])
    }

    @Test func emphasisMarksStandBesideTheirCharactersWhereNoReadingStands() throws {
        // css-epub-text-emphasis 1 and 5, in a vertical book: marks beside the text, in the
        // column on its right; none beside punctuation, a reading in the place of a mark.
        let book = try htmlBook(
            Self.vertical(
                "<p>これは<em style='-epub-text-emphasis-style: filled dot'>大<ruby>事<rt>じ</rt></ruby>、な</em>点</p>"))
        let rows = ["こ", "れ", "は", "大﹅", "事じ", "︑", "な﹅", "点"]
        #expect(dumpedPages(book, width: 4, height: 8) == [rows.joined(separator: "\n") + "\n"])
        #expect(dumpedPages(book, width: 4, height: 8, visual: false) == ["これは大事（じ）、な点\n\n"])
    }

    @Test func emphasisIsUnderlinedInHorizontalTextAndMarkedInVerticalText() throws {
        let storage = TextStorage(
            units: Array("ab大事cd".utf16),
            attributeRuns: [
                AttributeRun(location: 0, attributes: []), AttributeRun(location: 2, attributes: .emphasis),
                AttributeRun(location: 4, attributes: []),
            ])
        let horizontal = LayoutManager(storage: storage)
        let page = PageIndex(layoutManager: horizontal, container: TextContainer(width: 10, height: 1))[0]
        var screen = Screen(width: 10, height: 1)
        PageRenderer(segmenter: horizontal.segmenter).draw(page, into: &screen, in: screen.bounds)
        #expect(screen.textRows() == ["ab大事cd"])
        // The first cell of each character: 大 and 事 take two.
        let underlined: [Bool] = [0, 1, 2, 4, 6, 7].map { screen[0, $0].style.contains(.underline) }
        #expect(underlined == [false, false, true, true, false, false])

        let vertical = LayoutManager(storage: storage)
        vertical.isVertical = true
        let column = PageIndex(layoutManager: vertical, container: TextContainer(width: 4, height: 6))[0]
        var turned = Screen(width: 4, height: 6)
        VerticalPageRenderer(segmenter: vertical.segmenter).draw(column, into: &turned, in: turned.bounds)
        #expect(turned.textRows() == ["a", "b", "大﹅", "事﹅", "c", "d"])
        #expect(!(0..<6).contains { turned[$0, 0].style.contains(.underline) }, "marks, not underlines")
    }

    @Test func latinTextStandsUprightALetterARowWhateverItsOrientation() throws {
        // css-epub-text-orientation 2 (upright) as the W3C says; mixed and sideways would turn
        // the letters, which cells cannot: they stand upright too.
        for orientation in ["upright", "mixed", "sideways"] {
            let book = try htmlBook(Self.vertical("<p style='-epub-text-orientation: \(orientation)'>テストAb。</p>"))
            #expect(dumpedPages(book, width: 2, height: 6) == ["テ\nス\nト\nA\nb\n︒\n"], "\(orientation)")
        }
    }

    @Test(arguments: ["vertical-rl", "vertical-lr"])
    func aVerticalElementInAHorizontalBookIsSetVerticallyOnAPageOfItsOwn(mode: String) throws {
        // css-epub-writing-mode 2 and 3 in an English book: the paragraph on a page of its own,
        // in columns of six rows from the right edge (vertical-rl) or the left (vertical-lr), a
        // letter a row; its full stop in its vertical form, its margins not indents; "passes."
        // is too long for a column and keeps its full stop; the text after it horizontal again.
        let book = try htmlBook(
            "<html><body><p>The tests follow.</p><p style='margin: 1em; -epub-writing-mode: \(mode)'>"
                + "2. これはテストです。This test passes.</p><p>After.</p></body></html>")
        // Columns: "2. これは", "テストです。", "This", "test", "passe", "s.".
        let columns =
            mode == "vertical-rl"
            ? [
                "                  s p t T テ2", "                  . a e h ス.", "                    s s i ト",
                "                    s t s でこ", "                    e     すれ", "                          ︒は",
            ]
            : ["2 テT t p s", ". スh e a .", "  トi s s", "こでs t s", "れす    e", "は︒"]
        #expect(
            dumpedPages(book, width: 30, height: 6) == [
                "The tests follow.\n\n\n\n\n\n", columns.joined(separator: "\n") + "\n", "After.\n\n\n\n\n\n",
            ])
    }

    @Test func aHorizontalElementInAVerticalBookIsSetHorizontallyOnAPageOfItsOwn() throws {
        // A colophon asking for horizontal-tb in a vertical book: a page of its own after the
        // book's columns, in lines, its left margin (two ems) an indent of four cells; the
        // vertical paragraph's margin is not an indent.
        let book = try htmlBook(
            Self.vertical(
                "<p style='margin-left: 2em'>本文です本文です</p>"
                    + "<p style='writing-mode: horizontal-tb; margin-left: 2em'>ISBN 4</p>"))
        let column = Array("本文です本文です").map { "      \($0)" }
        let colophon = ["    ISBN", "    4", "", "", "", "", "", ""]
        #expect(
            dumpedPages(book, width: 8, height: 8) == [
                column.joined(separator: "\n") + "\n", colophon.joined(separator: "\n") + "\n",
            ])
    }
}
