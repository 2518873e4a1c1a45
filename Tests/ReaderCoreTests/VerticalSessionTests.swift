import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Vertical books and books whose pages turn right to left, in the session.
@Suite("Vertical and right-to-left sessions")
struct VerticalSessionTests {
    /// A Japanese book of `count` numbered paragraphs.
    private static func japanese(
        _ count: Int, writingMode: WritingMode = .horizontal, progression: PageProgression = .leftToRight
    ) -> Book {
        let text = (1...count).map { "第\($0)段。山路を登りながら、こう考えた。智に働けば角が立つ。情に棹させば流される。" }.joined(separator: "\n\n")
        var book = Book(title: "草枕", storage: TextStorage(text), fingerprint: "kusamakura-\(count)")
        book.writingMode = writingMode
        book.pageProgression = progression
        return book
    }

    /// Whether `page` is vertical, in the 38 columns of 21 rows of an 80x24 terminal, one of
    /// them full.
    private static func isInColumns(_ page: Page) -> Bool {
        page.writingMode == .verticalRightToLeft && page.lines.allSatisfy { $0.row < 38 && $0.column + $0.width <= 21 }
            && page.lines.contains { $0.column + $0.width == 21 }
    }

    @Test func anEnglishBookAskingForVerticalTextStaysHorizontal() {
        var english = numberedBook(paragraphs: 40)
        english.writingMode = .verticalRightToLeft
        #expect(!VerticalSetting.isVertical(english), "one letter a row is no way to read English")
        #expect(VerticalSetting.isVertical(Self.japanese(10, writingMode: .verticalRightToLeft)))
        #expect(VerticalSetting.isVertical(english, chosen: true), "the reader's own choice stands")
    }

    @Test func arrowsTurnTheWayThePagesGo() {
        var ltr = ReaderSession(book: numberedBook(paragraphs: 40), columns: 80, rows: 24)
        ltr.perform(.turnRight)
        #expect(ltr.currentPage() == 1, "→ goes forward in a left-to-right book")
        ltr.perform(.turnLeft)
        #expect(ltr.currentPage() == 0)

        var rtl = ReaderSession(book: Self.japanese(60, progression: .rightToLeft), columns: 80, rows: 24)
        #expect(!rtl.isVertical && rtl.turnsLeftward, "the spine's direction alone turns pages leftward")
        rtl.perform(.turnLeft)
        rtl.perform(.turnLeft)
        #expect(rtl.currentPage() == 2, "← goes forward in a right-to-left book")
        rtl.perform(.turnRight)
        #expect(rtl.currentPage() == 1, "→ goes back")
        rtl.perform(.nextPage)
        #expect(rtl.currentPage() == 2, "Space still goes forward")
        rtl.perform(.click(row: 5, column: 2))
        #expect(rtl.currentPage() == 3, "a click on the left third goes forward")
        rtl.perform(.click(row: 5, column: 78))
        #expect(rtl.currentPage() == 2, "a click on the right third goes back")
    }

    @Test func aVerticalBookIsSetInColumnsAndTheStatusLineSaysWhichWayIsNext() {
        let session = ReaderSession(book: Self.japanese(20, writingMode: .verticalRightToLeft), columns: 80, rows: 24)
        #expect(session.isVertical && session.turnsLeftward)
        // 76 cells across a page hold 38 columns, each as long as the page's 21 rows.
        #expect(Self.isInColumns(session.paginator.layOutPage(at: 0)))
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        let rows = screen.textRows()
        #expect(rows.last?.contains("← next") == true, "\(rows.last ?? "")")
        // The first column, at the page's right edge (columns 76-77), reads 第1段︒山路...
        let rect = session.pageRects[0]
        let firstColumn = (0..<5).map { screen[rect.row + $0, rect.right - 2] }
        let expected: [String] = ["第", "1", "段", "︒", "山"]
        #expect(firstColumn.map { $0.text } == expected, "\(rows.joined(separator: "\n"))")
    }

    @Test func twoPagesOfARightToLeftBookStandFirstOnTheRight() {
        let session = ReaderSession(book: Self.japanese(200, writingMode: .verticalRightToLeft), columns: 170, rows: 30)
        let rects = session.pageRects
        #expect(session.visiblePages() == 0..<2 && rects.count == 2)
        #expect(rects[0].column > rects[1].column, "page 1 on the right, page 2 on the left")
        let screen = ReaderView.render(session, notice: nil, columns: 170, rows: 30)
        #expect(screen[rects[0].row, rects[0].right - 2].text == "第", "the book begins at the right page's right edge")
    }

    @Test func vTogglesVerticalTextForACJKBookAndRemembersItForThatBook() {
        var session = ReaderSession(book: Self.japanese(20), columns: 80, rows: 24)
        #expect(!session.isVertical && !session.turnsLeftward)
        let effects = session.perform(.toggleVertical)
        #expect(session.isVertical && session.turnsLeftward)
        #expect(Self.isInColumns(session.paginator.layOutPage(at: 0)))
        let saved = effects.compactMap { if case .saveSettings(let settings) = $0 { settings } else { nil } }.first
        #expect(saved?["vertical kusamakura-20"] == "1")
        #expect(effects.contains(.notice("Set vertically: ← turns to the next page")))

        let reopened = ReaderSession(
            book: Self.japanese(20), columns: 80, rows: 24,
            preferences: ReaderPreferences(stored: saved ?? [:], book: "kusamakura-20"))
        #expect(reopened.isVertical, "the choice comes back with the book")
        let other = ReaderSession(
            book: Self.japanese(21), columns: 80, rows: 24,
            preferences: ReaderPreferences(stored: saved ?? [:], book: "kusamakura-21"))
        #expect(!other.isVertical, "and with no other book")

        session.perform(.toggleVertical)
        #expect(!session.isVertical && session.paginator.container == TextContainer(width: 76, height: 21))
    }

    @Test func aBookInOtherScriptsIsNotSetVertically() {
        var session = ReaderSession(book: numberedBook(paragraphs: 5), columns: 80, rows: 24)
        let effects = session.perform(.toggleVertical)
        #expect(effects == [.notice("Only Chinese, Japanese or Korean text can be set vertically")])
        #expect(!session.isVertical)
    }

    @Test func aClickOnAVerticalLinkFindsItsText() throws {
        let book = try htmlBook(
            """
            <html><head><style>body { writing-mode: vertical-rl }</style></head>
            <body><p>山路を<a href="#end">登り</a>ながら</p><p id="end">終わり</p></body></html>
            """)
        let session = ReaderSession(book: book, columns: 80, rows: 24)
        let rect = session.pageRects[0]
        // 山路を登: the link's first character is the fourth row of the first column.
        #expect(session.offset(atRow: rect.row + 3, column: rect.right - 1) == 3)
        #expect(session.offset(atRow: rect.row + 3, column: rect.right - 3) == nil)
    }

    @Test func aCellOfAReadingBesideItsBaseIsTheReadingsOffset() throws {
        let book = try htmlBook(
            "<html style='writing-mode: vertical-rl'><body><p>あ<ruby>漢<rt>かん</rt></ruby>い</p></body></html>")
        let session = ReaderSession(book: book, columns: 40, rows: 12)
        let screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        /// The screen cell of the first `character` drawn, found by its row's text.
        func cell(of character: Character) -> (row: Int, column: Int)? {
            for (row, text) in screen.textRows().enumerated() {
                guard let index = text.firstIndex(of: character) else { continue }
                return (row, text[..<index].reduce(0) { $0 + TextLine.width(of: String($1)) })
            }
            return nil
        }
        let text = book.storage.string
        func offset(of character: Character) -> Int {
            text.utf16.distance(from: text.startIndex, to: text.firstIndex(of: character)!)
        }
        let reading = try #require(cell(of: "か"))
        let base = try #require(cell(of: "漢"))
        #expect(
            reading.row == base.row && reading.column == base.column + 2, "the reading stands on the right of its base")
        #expect(session.offset(atRow: reading.row, column: reading.column) == offset(of: "か"))
        #expect(
            session.offset(atRow: reading.row, column: reading.column + 1) == offset(of: "か"),
            "both cells of a wide kana")
        #expect(session.offset(atRow: base.row, column: base.column) == offset(of: "漢"))
    }

}
