import Formats
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// Notes as their box shows them: their text with its styles and without its back-links, the
/// label that titles them, the box drawn to their size, and following their links.
@Suite("Notes")
struct NoteTests {
    /// Four references: "3", "[*]", "iv" and words; four notes, the last two long or labelled.
    private static func book() throws -> Book {
        let filler = fillerParagraphs()
        let rows = (1...14).map { "Row \($0)" }.joined(separator: "<br/>")
        return try htmlBook(
            """
            <html><body><p>A note<a epub:type="noteref" id="r1" href="#n1">3</a>, another<a epub:type="noteref" \
            id="r2" href="#n2">[*]</a>, a long one<a epub:type="noteref" href="#n3">iv</a> and \
            <a epub:type="noteref" href="#n4">one in words</a>.</p>\(filler)
            <aside epub:type="footnote" id="n1"><p>A <i>short</i> note, <b>bold</b>, see <a href="#n2">the other</a>. \
            <a href="#r1">↩</a></p></aside>
            <aside epub:type="footnote" id="n2"><p>The other note.<a epub:type="backlink" href="#r2">↩︎</a></p></aside>
            <aside epub:type="footnote" id="n3"><p>\(rows)</p></aside>
            <aside epub:type="footnote" id="n4"><p>7. A note with its own label.</p></aside></body></html>
            """)
    }

    private static func text(of note: String, in book: Book) -> NoteText {
        let link = book.links.first { book.storage.string(in: $0.range) == note }!
        let session = ReaderSession(book: book, columns: 80, rows: 24)
        return NoteText(book: book, range: session.openNote(calledBy: book.links.firstIndex(of: link)!).range)
    }

    @Test func aNoteKeepsItsStylesAndLinksAndLeavesItsBackLinkOut() throws {
        let book = try Self.book()
        let note = Self.text(of: "3", in: book)
        let text = note.storage.string
        #expect(text == "A short note, bold, see the other.", "the back-link and the space before it are left out")
        let utf16 = Array(text.utf16)
        func attributes(of word: String) -> CharacterAttributes {
            let start = String(text[..<text.range(of: word)!.lowerBound]).utf16.count
            return note.storage.attributes(at: start)
        }
        #expect(attributes(of: "short") == .italic && attributes(of: "bold") == .bold && attributes(of: "note") == [])
        #expect(attributes(of: "other").contains(.link))
        #expect(note.links.count == 1)
        let link = try #require(note.links.first)
        #expect(String(decoding: utf16[link.range], as: UTF16.self) == "the other")
        #expect(book.storage.string(in: book.links[link.index].range) == "the other")
        #expect(Self.text(of: "[*]", in: book).storage.string == "The other note.")
    }

    @Test func aNoteIsTitledByItsReferenceElseByItsOwnLabel() {
        let references: [(String, String?)] = [
            ("3", "3"), ("[*]", "*"), ("iv", "iv"), (" 12. ", "12"), ("(a)", "a"), ("†", "†"),
            ("one in words", nil), ("", nil),
        ]
        for (reference, label) in references {
            #expect(NoteLabel.of(reference: reference) == label, "\(reference)")
        }
        let openings: [(String, String?)] = [
            ("7. A note", "7"), ("[12] A note", "12"), ("* A star", "*"), ("iv. Roman", "iv"), ("(b) Letter", "b"),
            ("I think so", nil), ("Note.—Summer", nil), ("", nil),
        ]
        for (opening, label) in openings {
            #expect(NoteLabel.leading(of: TextStorage(opening)) == label, "\(opening)")
        }
        var item = ParagraphStyle()
        item.listMarker = "4."
        let listed = TextStorage(units: Array("Text".utf16), paragraphStyleRuns: [.init(location: 0, style: item)])
        #expect(NoteLabel.leading(of: listed) == "4")
    }

    private static func open(_ reference: String, in session: inout ReaderSession) {
        let index = session.book.links.firstIndex { session.book.storage.string(in: $0.range) == reference }!
        _ = session.follow(link: index)
    }

    /// The cells of `box` columns from `column` on each row of `rows`, as text.
    private static func box(_ screen: Screen, rows: ClosedRange<Int>, from column: Int, width: Int) -> [String] {
        rows.map { row in (column..<(column + width)).map { screen[row, $0].text }.joined() }
    }

    @Test func aOneLineNoteIsASmallBoxTitledWithItsNumberAndSayingItsKeys() throws {
        var session = ReaderSession(book: try Self.book(), columns: 80, rows: 24)
        Self.open("3", in: &session)
        #expect(session.mode == .note)
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        // 34 cells of text, a space and the frame on each side: 38 cells, centred; 3 rows, centred
        // on the 23 above the status line.
        let expected = [
            "╭─ Note 3 " + String(repeating: "─", count: 27) + "╮",
            "│ A short note, bold, see the other. │",
            "╰ Tab link  Esc close " + String(repeating: "─", count: 15) + "╯",
        ]
        let column = 21
        #expect(
            Self.box(screen, rows: 10...12, from: column, width: 38) == expected,
            "\(screen.textRows().joined(separator: "\n"))")
        #expect(screen[9, column].text != "╭" && screen[13, column].text != "╰", "the box is three rows")
        let cells = (column..<(column + 38)).map { screen[11, $0] }
        let styled = { (style: CellStyle) in cells.filter { $0.style.contains(style) }.map(\.text).joined() }
        #expect(styled(.italic) == "short" && styled(.bold) == "bold" && styled(.underline) == "the other")
        #expect(
            (column..<(column + 38)).filter { screen[12, $0].style.contains(.dim) }.count == 21,
            "the keys are said, dimmed")
        #expect((column + 2..<column + 10).allSatisfy { screen[10, $0].style.contains(.bold) })
    }

    @Test func tabSelectsTheNotesLinkAndEnterOpensItsNoteInPlace() throws {
        var session = ReaderSession(book: try Self.book(), columns: 80, rows: 24)
        Self.open("3", in: &session)
        session.perform(.note(.selectLink(forward: true)))
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        let reversed = (0..<80).filter { screen[11, $0].style.contains(.reverse) }.map { screen[11, $0].text }
        #expect(reversed.joined() == "the other", "the selected link in reverse video, as on the page")
        #expect(screen.textRows()[12].contains("Enter follow"))
        session.perform(.note(.follow))
        guard case .note(let other) = session.overlay else {
            Issue.record("another note opens in the first one's place")
            return
        }
        #expect(
            other.label == nil && NoteText(book: session.book, range: other.range).storage.string == "The other note.")
        let shown = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows()
        #expect(shown.contains { $0.contains("╭─ Note ─") } && shown.contains { $0.contains("│ The other note.") })
        session.perform(.note(.close))
        #expect(session.mode == .reading && session.currentPage() == 0)
    }

    @Test func aLongNoteFillsThreeQuartersOfTheScreenAndScrollsAtFortyByTwelve() throws {
        var session = ReaderSession(book: try Self.book(), columns: 40, rows: 12)
        Self.open("iv", in: &session)
        // 11 rows above the status line: a box of 8 (3/4), 6 rows of text; 14 rows are 3 boxfuls.
        // As wide as its hint (22 cells) and the frame: 24 cells, from column 8.
        var screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        let row = { (text: String) in "│ " + text + String(repeating: " ", count: 20 - text.count) + " │" }
        let expected =
            ["╭─ Note iv ────── 1/3 ─╮"] + (1...6).map { row("Row \($0)") } + ["╰ ↑↓ scroll  Esc close ╯"]
        #expect(Self.box(screen, rows: 1...8, from: 8, width: 24) == expected, "\(screen.textRows())")
        session.perform(.note(.page(1)))
        session.perform(.note(.scroll(1)))
        screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        #expect(
            Self.box(screen, rows: 1...2, from: 8, width: 24) == ["╭─ Note iv ────── 2/3 ─╮", row("Row 8")],
            "a page is a boxful, ↓ a row")
        session.perform(.note(.page(5)))
        screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        #expect(
            Self.box(screen, rows: 1...8, from: 8, width: 24)
                == ["╭─ Note iv ────── 3/3 ─╮"] + (9...14).map { row("Row \($0)") } + ["╰ ↑↓ scroll  Esc close ╯"])
    }

    @Test func aJumpFromANoteClosesItAndBackspaceComesBack() throws {
        let book = try htmlBook(
            """
            <html><body><p>See<a epub:type="noteref" href="#n1">1</a>.</p>\
            \(fillerParagraphs())
            <h2 id="far">Far away</h2><p>The end.</p>
            <aside epub:type="footnote" id="n1"><p>Read <a href="#far">the end</a>.</p></aside></body></html>
            """)
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        Self.open("1", in: &session)
        session.perform(.note(.selectLink(forward: true)))
        session.perform(.note(.follow))
        #expect(session.mode == .reading && session.currentPage() > 0)
        session.perform(.goBack)
        #expect(session.currentPage() == 0)
    }

    @Test func aNoteIsLaidOutOnceForEachSizeItIsShownAt() throws {
        var session = ReaderSession(book: try Self.book(), columns: 80, rows: 24)
        Self.open("iv", in: &session)
        guard case .note(let note) = session.overlay else {
            Issue.record("the note opens")
            return
        }
        let first = session.noteLayout(of: note, columns: 80, rows: 24)
        _ = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        session.perform(.note(.scroll(1)))
        #expect(session.noteLayout(of: note, columns: 80, rows: 24).segmenter === first.segmenter)
        let narrow = session.noteLayout(of: note, columns: 40, rows: 12)
        #expect(narrow.segmenter !== first.segmenter && narrow.visibleRows == 6 && first.visibleRows == 14)
    }
}
