import Formats
import PropertyBased
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

@Suite("Vertical rendering")
struct VerticalRenderingTests {
    /// `text` laid out vertically in a page of `width` cells and `height` rows, drawn.
    private func drawn(_ text: String, width: Int, height: Int) -> (page: Page, storage: TextStorage, screen: Screen) {
        let storage = TextStorage(text)
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.isVertical = true
        let page = PageIndex(
            layoutManager: layoutManager, container: TextContainer(width: width, height: height))[0]
        var screen = Screen(width: width, height: height)
        VerticalPageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
        return (page, storage, screen)
    }

    @Test func aVerticalPageRendersAsTheGoldenText() {
        // Laid out by hand, 5 rows a column: 山路を登 (り、 goes on together: 、 never starts a
        // column), り、こう考, えた。12人 (12 side by side in one row), 「ー」… (one unbreakable
        // run); columns from the right, punctuation, brackets, the long vowel mark and the
        // ellipsis in their vertical forms.
        let (page, storage, screen) = drawn("山路を登り、こう考えた。12人「ー」…", width: 8, height: 5)
        let golden = """
            ﹁えり山
            ︱た︑路
            ﹂︒こを
            ︙12う登
              人考
            """
        #expect(screen.textRows().joined(separator: "\n") == golden)
        let starts = page.lines.map { storage.string(in: $0.range).first }
        #expect(!starts.contains { "、。」".contains($0 ?? " ") }, "no column starts with 、。」")
        #expect(storage.string == "山路を登り、こう考えた。12人「ー」…", "the storage keeps its horizontal forms")
    }

    @Test func narrowLettersStandUprightInTheLeftCellAndLongerDigitRunsTakeARowADigit() {
        let (_, _, screen) = drawn("ab123", width: 2, height: 6)
        #expect(screen.textRows() == ["a", "b", "1", "2", "3", ""])
        // Brackets around upright letters turn with the column, ASCII ones too.
        let (_, _, bracketed) = drawn("(ab)[c]", width: 2, height: 7)
        #expect(bracketed.textRows() == ["︵", "a", "b", "︶", "﹇", "c", "﹈"])
    }

    @Test func aReadingStandsInTheColumnRightOfItsBase() throws {
        let book = try htmlBook(
            "<html style='writing-mode: vertical-rl'><body><p>あ<ruby>漢<rt>かん</rt></ruby>いうえ</p></body></html>")
        // Three rows a column: あ漢い, its reading かん beside 漢 and a row below it in the column
        // on the right (the page's first), then うえ; no parentheses.
        #expect(dumpedPages(book, width: 6, height: 3) == ["うあ\nえ漢か\n  いん\n"])
    }

    @Test func prettyPrintedRubyShowsItsReadingBesideItsBaseWithoutParentheses() throws {
        let book = try htmlBook(
            "<html style='writing-mode: vertical-rl'><body><p>これは<ruby>\n <rb>漢字</rb>\n"
                + " <rt>かん</rt>\n</ruby>です</p></body></html>"
        )
        // これは, a space, 漢字 with かん beside it, a space (the reading's own, not shown), です.
        let rows = ["    こ", "    れ", "    は", "", "    漢か", "    字ん", "    で", "    す", "", ""]
        #expect(dumpedPages(book, width: 8, height: 10) == [rows.joined(separator: "\n") + "\n"])
    }

    @Test func aLogicalDumpOfAVerticalBookWritesEachColumnAsARowInStorageOrder() throws {
        let html =
            "<html style='writing-mode: vertical-rl'><body><p><ruby>山路<rt>やまみち</rt></ruby>を登る。"
            + "<ruby>漢<rt>かん</rt></ruby>字と<ruby>承<rt>うけたまわ</rt></ruby>る</p><p>一二三</p></body></html>"
        // Nine rows a column, seven columns: 山路を登る。漢字と with its readings beside (two columns),
        // 承（うけたまわ）る over two, a column of spacing, then 一二三.
        let rows = ["山路（やまみち）を登る。漢（かん）字と", "承（うけたまわ）る", "", "一二三", "", "", ""]
        #expect(
            dumpedPages(try htmlBook(html), width: 14, height: 9, visual: false) == [
                rows.joined(separator: "\n") + "\n"
            ])
    }

    @Test func aLogicalDumpOfAVerticalTableWritesTheCellsOfARowOneAfterAnother() throws {
        let book = try htmlBook(
            "<html style='writing-mode:vertical-rl'><body><table><tr><th>名前</th><th>年齢</th></tr>"
                + "<tr><td>太郎</td><td>12</td></tr></table></body></html>")
        // Two table rows, a rule between them (a blank row here); ten columns in a page 20 cells wide.
        let rows = ["名前 年齢", "", "太郎 12"] + Array(repeating: "", count: 7)
        #expect(dumpedPages(book, width: 20, height: 8, visual: false) == [rows.joined(separator: "\n") + "\n"])
    }

    @Test func aLogicalDumpOfAVerticalBookHoldsItsTextInOrder() async {
        let pieces = ["山", "路を", "登り", "、", "「", "」", "12", "x", " ", "\n"]
        let readings = ["やま", "みち", "うけたまわ", "か"]
        let books = Gen.int(in: 0...(pieces.count + readings.count - 1)).array(of: 1...80).map { picks in
            var builder = TextStorageBuilder()
            builder.startParagraph(ParagraphStyle())
            for pick in picks {
                if pick < pieces.count {
                    if pieces[pick] == "\n" {
                        builder.startParagraph(ParagraphStyle())
                    } else {
                        builder.append(pieces[pick])
                    }
                } else {
                    builder.append("漢字", attributes: .rubyBase)
                    builder.append("（\(readings[pick - pieces.count])）", attributes: .ruby)
                }
            }
            return builder.build()
        }
        await propertyCheck(count: 100, input: books, Gen.int(in: 4...30), Gen.int(in: 2...20)) {
            storage, width, height in
            var book = Book(title: "縦", storage: storage, fingerprint: "vertical")
            book.writingMode = .verticalRightToLeft
            let dumped = dumpedPages(book, width: width, height: height, visual: false).joined()
            let text = storage.string.filter { !$0.isWhitespace }
            #expect(
                dumped.filter { !$0.isWhitespace } == text,
                "every character once, in storage order, at \(width)x\(height)")
        }
    }

    @Test func anIdeographicSpaceIsDrawnAsItselfSoTheDumpKeepsIt() throws {
        let horizontal = try htmlBook("<p>第一章\u{3000}吾輩</p>")
        #expect(dumpedPages(horizontal, width: 20, height: 1) == ["第一章\u{3000}吾輩\n"])
        let vertical = try htmlBook("<html style='writing-mode: vertical-rl'><body><p>一\u{3000}二</p></body></html>")
        #expect(dumpedPages(vertical, width: 2, height: 3) == ["一\n\u{3000}\n二\n"])
    }

    @Test func aDumpOfAVerticalBookWritesItsColumnsAsTheScreenShowsThem() throws {
        let book = try htmlBook(
            "<html><head><style>html { writing-mode: vertical-rl }</style></head><body><p>一二三、四五。</p></body></html>")
        #expect(book.writingMode == .verticalRightToLeft)
        // Three rows a column: 一二三 and 、 go on together, so 一二 | 三︑四 | 五︒.
        #expect(dumpedPages(book, width: 6, height: 3) == ["五三一\n︒︑二\n  四\n"])
    }
}
