import Formats
import PropertyBased
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// The selection mode: its cursor's moves, its anchor, the page turns that keep it shown, the
/// mouse, and what the page and the status line show of it.
@Suite("Selection")
struct SelectionTests {
    // Counted by hand: Mr 0, Brown 4-8, ran 10-12, "." 13, He 15, fell 18-21, "." 22, the
    // paragraph's end 23; A 24, new 26, day 30, came 34-37, "." 38. At 40 columns (a measure of
    // 36) each paragraph is one line.
    private static let text = "Mr. Brown ran. He fell.\nA new day came."

    private static func session(_ text: String = text, columns: Int = 40, rows: Int = 12) -> ReaderSession {
        ReaderSession(
            book: book(text), columns: columns, rows: rows, preferences: ReaderPreferences(justified: false))
    }

    /// The cursor after each move from a selection entered on the first page.
    private static func cursors(after moves: [SelectionOverlay.Move], in text: String = text) -> [Int?] {
        var session = session(text)
        session.perform(.startSelection)
        return moves.map { move in
            session.perform(.selection(.move(move)))
            return session.selection?.cursor
        }
    }

    @Test func entersOnTheFirstWordAndEscapeLeaves() {
        var session = Self.session("  ...  Words here.")
        session.perform(.startSelection)
        #expect(session.mode == .selecting)
        #expect(session.selection?.cursor == 7)
        #expect(session.wordUnderCursor() == 7..<12)
        #expect(KeyBindings.command(for: .escape, in: .selecting) == .action(.selection(.close)))
        session.perform(.selection(.close))
        #expect(session.mode == .reading && session.selection == nil)
    }

    @Test func wordsSentencesAndParagraphs() {
        #expect(
            Self.cursors(after: [
                .word(forward: true), .word(forward: true), .word(forward: true), .word(forward: false),
            ])
                == [4, 10, 15, 10])
        #expect(
            Self.cursors(after: [.sentence(forward: true), .sentence(forward: true), .sentence(forward: false)])
                == [15, 24, 15])
        #expect(
            Self.cursors(after: [.paragraph(forward: true), .paragraph(forward: true), .paragraph(forward: false)])
                == [24, 24, 0])
    }

    @Test func charactersLinesAndLineEnds() {
        #expect(
            Self.cursors(after: [.character(forward: true), .character(forward: true), .character(forward: false)])
                == [1, 2, 1])
        // The last cluster drawn on the first line is the full stop at 22; ">" from it goes on
        // to the next line's first cluster, past the paragraph's end.
        #expect(Self.cursors(after: [.lineEnd, .character(forward: true), .lineStart]) == [22, 24, 24])
        // From "ran" (column 10) down to "came" at the same column, and back up to "ran".
        #expect(
            Self.cursors(after: [.word(forward: true), .word(forward: true), .down, .up, .line(forward: false)])
                == [4, 10, 34, 10, 10])
    }

    @Test func anchoredMovesExtendOverWholeClusters() {
        var session = Self.session("Cafe\u{301} 👨‍👩‍👧 end.")
        session.perform(.startSelection)
        session.perform(.selection(.anchor))
        for _ in 0..<3 { session.perform(.selection(.move(.character(forward: true)))) }
        // C a f é: the cursor on é (3..<5), which is selected whole.
        #expect(session.selectedRange() == 0..<5)
        session.perform(.selection(.move(.character(forward: true))))
        session.perform(.selection(.move(.character(forward: true))))
        #expect(session.selectedRange() == 0..<14, "the family emoji is one cluster of eight units")
        session.perform(.selection(.anchor))
        #expect(session.selectedRange() == nil, "v again drops the anchor")
    }

    @Test func theStatusLineSaysWhatTheSelectionHolds() {
        var session = Self.session()
        session.perform(.startSelection)
        session.perform(.selection(.move(.word(forward: true))))
        #expect(session.selectionStatus() == "“Brown” · v anchors · y copy · h highlight · n note · d define")
        session.perform(.selection(.anchor))
        session.perform(.selection(.move(.sentence(forward: true))))
        session.perform(.selection(.move(.paragraph(forward: true))))
        // Brown ran. He fell. A: five words, from the first page.
        #expect(session.selectedRange() == 4..<25)
        #expect(session.selectionStatus() == "5 words from page 1 · y copy · h highlight · n note · d define")
        let status = ReaderView.render(session, notice: nil, columns: 40, rows: 12).textRows()[11]
        #expect(status.contains("5 words from page 1"))
    }

    @Test func movingOffThePageTurnsIt() {
        var session = ReaderSession(
            book: numberedBook(paragraphs: 20, words: 10), columns: 40, rows: 12,
            preferences: ReaderPreferences(justified: false))
        session.perform(.startSelection)
        session.perform(.selection(.anchor))
        for _ in 0..<8 { session.perform(.selection(.move(.paragraph(forward: true)))) }
        let cursor = session.selection?.cursor ?? 0
        #expect(session.currentPage() > 0)
        #expect(session.shownRange()?.contains(cursor) == true)
        #expect(session.selectedRange()?.lowerBound == 0, "the anchor stays on the first page")
        for _ in 0..<8 { session.perform(.selection(.move(.paragraph(forward: false)))) }
        #expect(session.currentPage() == 0 && session.selection?.cursor == 0)
    }

    @Test func aResizeKeepsTheCursorShown() {
        var session = ReaderSession(
            book: numberedBook(paragraphs: 20, words: 10), columns: 80, rows: 24,
            preferences: ReaderPreferences(justified: false))
        session.perform(.startSelection)
        for _ in 0..<6 { session.perform(.selection(.move(.paragraph(forward: true)))) }
        let cursor = session.selection?.cursor ?? 0
        #expect(session.currentPage() == 0, "seven paragraphs of 10 words fit on a page of 80x24")
        session.perform(.resize(columns: 40, rows: 12))
        #expect(session.shownRange()?.contains(cursor) == true)
        #expect(session.currentPage() > 0)
    }

    @Test func arrowsOnARuleOrAPictureGoNowhere() throws {
        // The rule is a block on the page, on no line: the arrows have no direction there.
        var session = ReaderSession(
            book: try htmlBook("<hr/><p>Words here.</p>"), columns: 40, rows: 12,
            preferences: ReaderPreferences(justified: false))
        session.perform(.startSelection)
        session.perform(.selection(.move(.paragraph(forward: false))))
        #expect(session.selection?.cursor == 0)
        for arrow in [SelectionOverlay.Move.left, .right, .up, .down] {
            session.perform(.selection(.move(arrow)))
            #expect(session.selection?.cursor == 0)
        }
    }

    @Test func arrowsFollowRightToLeftLines() {
        // שלום עולם: the first word's letters 0-3, the second's 5-8; ← goes on in the text.
        #expect(Self.cursors(after: [.left, .left, .right], in: "שלום עולם") == [1, 2, 1])
    }

    @Test func arrowsFollowVerticalColumns() throws {
        let text = (1...10).map { "第\($0)段。山路を登りながら、こう考えた。智に働けば角が立つ。情に棹させば流される。" }.joined(
            separator: "\n\n")
        var book = Book(title: "草枕", storage: TextStorage(text), fingerprint: "kusamakura-selection")
        book.writingMode = .verticalRightToLeft
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        let page = session.paginator.layOutPage(at: 0)
        try #require(page.writingMode == .verticalRightToLeft && page.lines.count > 1)
        session.perform(.startSelection)
        session.perform(.selection(.move(.down)))
        #expect(session.selection?.cursor == 1, "↓ goes down the column")
        session.perform(.selection(.move(.up)))
        session.perform(.selection(.move(.left)))
        #expect(session.selection?.cursor == page.lines[1].range.lowerBound, "← goes to the next column's top")
        session.perform(.selection(.move(.right)))
        #expect(session.selection?.cursor == 0)
        session.perform(.selection(.move(.sentence(forward: true))))
        #expect(session.selection?.cursor == 4, "第1段。 is the first sentence")
    }
}

/// The mouse selects: a press on text and a drag, whole clusters, the page turning at the
/// screen's edge; a press and release on one cell is still a click.
@Suite("Selecting with the mouse")
struct MouseSelectionTests {
    // At 40x12 the page's text starts at row 1, column 2, 36 columns wide. The first line is
    // "P1 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10" (0-33), the second starts with w11 at 34: its w13
    // at 42 is drawn 8 columns in.
    private static func session() -> ReaderSession {
        ReaderSession(
            book: numberedBook(paragraphs: 20, words: 30), columns: 40, rows: 12,
            preferences: ReaderPreferences(justified: false))
    }

    @Test func aDragSelectsFromThePressedClusterToTheNearest() {
        var session = Self.session()
        #expect(KeyBindings.command(for: .press(row: 1, column: 5)) == .action(.press(row: 1, column: 5)))
        #expect(
            KeyBindings.command(for: .drag(row: 2, column: 10), in: .selecting) == .action(.drag(row: 2, column: 10)))
        session.perform(.press(row: 1, column: 5))
        #expect(session.mode == .reading, "a press alone selects nothing")
        session.perform(.drag(row: 2, column: 10))
        #expect(session.mode == .selecting)
        #expect(session.selectedRange() == 3..<43)
        // Past the line's end in the margin: the line's last cluster drawn.
        session.perform(.release(row: 1, column: 38))
        #expect(session.selectedRange() == 3..<33)
        #expect(session.mode == .selecting, "the selection stays for the keys that act on it")
    }

    @Test func aPressAndReleaseOnOneCellIsStillAClick() {
        var session = Self.session()
        session.perform(.press(row: 3, column: 35))
        session.perform(.release(row: 3, column: 35))
        #expect(session.currentPage() == 1 && session.mode == .reading, "the right third turns forward")
    }

    @Test func aDragToTheBottomTurnsThePageOnce() {
        var session = Self.session()
        session.perform(.press(row: 1, column: 2))
        session.perform(.drag(row: 11, column: 20))
        #expect(session.currentPage() == 1)
        let second = session.paginator.range(ofPage: 1)
        #expect(session.selectedRange()?.lowerBound == 0)
        #expect(session.selection?.cursor == second.lowerBound)
        session.perform(.release(row: 11, column: 20))
        #expect(session.currentPage() == 1, "the release where the page turned turns no other")
    }
}

/// The selection as the page draws it.
@Suite("Drawing the selection")
struct SelectionDrawingTests {
    @Test func theSelectionIsReversedWithRoundedEndsAndTheCursorAlone() {
        var session = ReaderSession(
            book: numberedBook(paragraphs: 3, words: 10), columns: 40, rows: 12,
            preferences: ReaderPreferences(justified: false))
        session.perform(.startSelection)
        session.perform(.selection(.move(.word(forward: true))))
        // The cursor on "w1" (3), drawn at column 5 of row 1: that cell alone reversed.
        var screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        #expect((0..<40).filter { screen[1, $0].style.contains(.reverse) } == [5])
        #expect(screen.textRows()[1].hasPrefix("  P1 w1 w2"))
        session.perform(.selection(.anchor))
        session.perform(.selection(.move(.character(forward: true))))
        // "w1" selected: columns 5 and 6 reversed, half blocks in the spaces on either side.
        screen = ReaderView.render(session, notice: nil, columns: 40, rows: 12)
        #expect((0..<40).filter { screen[1, $0].style.contains(.reverse) } == [5, 6])
        #expect(screen.textRows()[1].hasPrefix("  P1▐w1▌w2"))
    }

    @Test func aVerticalSelectionIsRoundedAboveAndBelow() throws {
        let text = (1...4).map { "第\($0)段。山路を登りながら、こう考えた。" }.joined(separator: "\n\n")
        var book = Book(title: "草枕", storage: TextStorage(text), fingerprint: "kusamakura-drawn")
        book.writingMode = .verticalRightToLeft
        var session = ReaderSession(book: book, columns: 80, rows: 24)
        session.perform(.startSelection)
        session.perform(.selection(.anchor))
        session.perform(.selection(.move(.down)))
        let screen = ReaderView.render(session, notice: nil, columns: 80, rows: 24)
        // The first column's two cells stand at the page's right edge, from row 1 down.
        let x = try #require((0..<80).last { screen[1, $0].text == "第" })
        #expect(screen[1, x].style.contains(.reverse) && screen[2, x].style.contains(.reverse))
        #expect(!screen[3, x].style.contains(.reverse))
        #expect(screen[0, x].text == "▄" && screen[0, x + 1].text == "▄")
    }
}

/// Invariants of the selection over random texts, sizes and keys: the cursor and the
/// selection's ends on cluster boundaries (as Swift counts grapheme clusters) within the book,
/// and the cursor on a page shown.
@Suite("Selection properties")
struct SelectionPropertyTests {
    static let pieces = [
        "word", "the", "Mr. Brown", "ran.", " ", "  ", "\n", "\n\n\n", "中文", "如是我聞。", "ひらがな", "한국어",
        "👨‍👩‍👧", "🇯🇵", "e\u{301}", "a\u{308}\u{323}", String(repeating: "long", count: 30), "\u{AD}", "ภาษาไทยง่าย",
        "हिन्दी भाषा", "العربية لغة.", "שלום עולם", "\t", "?!",
    ]
    static let texts = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...120).map { $0.map { pieces[$0] }.joined() }
    static let actions: [SelectionOverlay.Action] =
        [true, false].flatMap { forward -> [SelectionOverlay.Action] in
            [
                .character(forward: forward), .word(forward: forward), .sentence(forward: forward),
                .line(forward: forward), .paragraph(forward: forward),
            ].map { .move($0) }
        } + [.move(.lineStart), .move(.lineEnd), .move(.left), .move(.right), .move(.up), .move(.down), .anchor]

    @Test func theCursorStaysOnClustersOnAPageShown() async {
        await propertyCheck(
            count: 60, input: Self.texts, Gen.int(in: 20...100), Gen.int(in: 6...30), Gen.bool,
            Gen.int(in: 0...(Self.actions.count - 1)).array(of: 1...60)
        ) { text, columns, rows, vertical, keys in
            var book = book(text)
            if vertical { book.writingMode = .verticalRightToLeft }
            var session = ReaderSession(book: book, columns: columns, rows: rows)
            var boundaries = Set(text.indices.map { $0.utf16Offset(in: text) })
            boundaries.insert(text.utf16.count)
            session.perform(.startSelection)
            for key in keys {
                session.perform(.selection(Self.actions[key]))
                guard let selection = session.selection, let shown = session.shownRange() else {
                    Issue.record("the selection left or no page is shown")
                    return
                }
                #expect(boundaries.contains(selection.cursor), "cursor \(selection.cursor) in \(text.debugDescription)")
                #expect(
                    shown.contains(selection.cursor) || selection.cursor == text.utf16.count,
                    "cursor \(selection.cursor) shown in \(shown) at \(columns)x\(rows)")
                if let range = session.selectedRange() {
                    #expect(boundaries.contains(range.lowerBound) && boundaries.contains(range.upperBound))
                    #expect(range.upperBound <= text.utf16.count && !range.isEmpty)
                }
            }
        }
    }
}
