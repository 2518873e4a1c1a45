import Formats
import Testing
import TextEngine

@testable import ReaderCore

/// The text a passage is copied as: the storage's, in logical order, soft hyphens out, ruby as
/// the reader shows it, pictures as their alternative text, with a citation line when asked;
/// refused when there is none or too much of it.
@Suite("Copying")
struct CopyTests {
    /// Copies `range` (all the text when nil) and returns what went to the outbox, or the notice.
    private func copied(
        _ book: Book, _ range: Range<Int>? = nil, citing: Bool = false, preferences: ReaderPreferences = .init()
    ) -> String {
        var session = ReaderSession(book: book, columns: 80, rows: 24, preferences: preferences)
        if let notice = session.copy(range ?? 0..<book.storage.length, citing: citing) {
            #expect(session.outbox.isEmpty)
            return "notice: " + notice
        }
        guard case .copy(let text, _)? = session.outbox.last, session.outbox.count == 1 else { return "no copy" }
        return text
    }

    @Test func softHyphensAreLeftOutAndSeparatorsAreNewlines() {
        let text = "  Ex\u{AD}tra\u{AD}or\u{AD}di\u{AD}nary\u{2028}words.\n\nSecond\u{2029}para\u{AD}graph. \n"
        #expect(copied(book(text)) == "Extraordinary\nwords.\n\nSecond\nparagraph.")
    }

    @Test func controlCharactersButTabAndNewlineAreLeftOut() {
        let text = "A \u{1B}[31mred\u{1B}[0m\u{7} word\u{8}\u{7F}\u{85}\r\tend\u{0}"
        #expect(copied(book(text)) == "A [31mred[0m word\tend")
    }

    @Test func rubyIsCopiedAsTheReaderShowsIt() throws {
        let ruby = try htmlBook("<p>私は<ruby>漢字<rt>かんじ</rt></ruby>を読む。<ruby>Tokyo<rt>capital</rt></ruby>, city</p>")
        #expect(copied(ruby) == "私は漢字（かんじ）を読む。Tokyo (capital), city")
        #expect(copied(ruby, preferences: ReaderPreferences(showsRuby: false)) == "私は漢字を読む。Tokyo, city")
    }

    @Test func aPictureIsCopiedAsItsAlternativeText() {
        var builder = TextStorageBuilder()
        for (text, alt) in [("Before.", "A map\n of  Moscow"), ("Between.", ""), ("After.", nil)] {
            builder.startParagraph(.default)
            builder.append(text)
            guard let alt else { continue }
            builder.startParagraph(.default)
            builder.append(Attachment(.image(Picture(source: "map.png", pixelWidth: 40, pixelHeight: 30, alt: alt))))
        }
        builder.startParagraph(.default)
        builder.append(Attachment(.rule))
        builder.startParagraph(.default)
        builder.append("End.")
        builder.endParagraph()
        let pictured = Book(title: "Maps", storage: builder.build(), fingerprint: "maps")
        #expect(copied(pictured) == "Before.\n[image: A map of Moscow]\nBetween.\n\nAfter.\n\nEnd.")
    }

    @Test func rightToLeftTextIsCopiedInLogicalOrder() {
        // Hebrew "shalom olam" between English words, as typed: the page draws it mirrored.
        let text = "He said \u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD} (2024) to them."
        let mixed = book(text)
        #expect(copied(mixed) == "He said שלום עולם (2024) to them.")
        #expect(copied(mixed, 8..<17) == "שלום עולם")
    }

    @Test func aCitationNamesTitleAuthorChapterAndPrintedPage() {
        let text = "Chapter One\n\nIt was a dark night.\n\nChapter Two\n\nThe rain fell on the roofs."
        var cited = book(text, title: "The  Night", author: "Ann\nWriter")
        let second = text.utf16.count - "The rain fell on the roofs.".utf16.count
        cited.chapters = [Chapter(title: "Chapter One", offset: 0), Chapter(title: "Chapter Two", offset: 35)]
        cited.pageLabels = [PageLabel(label: "xi", offset: 0), PageLabel(label: "12", offset: second + 4)]
        #expect(
            copied(cited, second..<second + 8, citing: true)
                == "The rain\n\n— The Night, Ann Writer, Chapter Two, pp. xi–12")
        #expect(
            copied(cited, second + 9..<second + 13, citing: true)
                == "fell\n\n— The Night, Ann Writer, Chapter Two, p. 12")
        #expect(
            copied(cited, 13..<32, citing: true) == "It was a dark night\n\n— The Night, Ann Writer, Chapter One, p. xi"
        )
        #expect(copied(cited, 13..<32, citing: false) == "It was a dark night")
    }

    @Test func withoutPrintedPagesTheReadersPageIsCited() {
        let numbers = numberedBook(paragraphs: 80)
        var session = ReaderSession(book: numbers, columns: 80, rows: 24)
        // The oracle: the same pages laid out apart from the session.
        let pages = PageIndex(
            layoutManager: LayoutManager(storage: numbers.storage), container: session.paginator.container)
        let third = pages.range(at: 2)
        _ = session.paginator.layOutAllPages()
        let word = numbers.storage.string(in: third.lowerBound..<third.lowerBound + 2)
        #expect(session.copy(third.lowerBound..<third.lowerBound + 2, citing: true) == nil)
        #expect(session.outbox == [.copy("\(word)\n\n— Numbers, p. 3", summary: "1 word and a citation")])
        session.outbox = []
        #expect(session.copy(third.upperBound - 2..<third.upperBound + 2, citing: true) == nil)
        guard case .copy(let across, _)? = session.outbox.first else {
            Issue.record("nothing copied")
            return
        }
        #expect(across.hasSuffix("\n\n— Numbers, pp. 3–4"), "\(across)")
    }

    @Test func theOutboxIsSentByTheNextAction() {
        var session = ReaderSession(book: book("One two three."), columns: 80, rows: 24)
        #expect(session.copy(4..<7, citing: false) == nil)
        #expect(session.perform(.nextPage) == [.copy("two", summary: "1 word")])
        #expect(session.outbox.isEmpty)
    }

    @Test func nothingOrTooMuchIsRefusedWithANotice() {
        #expect(copied(book("Word   \n\n  word"), 4..<9) == "notice: Nothing to copy: no text is selected")
        #expect(copied(book("Word"), 9..<12) == "notice: Nothing to copy: no text is selected")
        let most = String(repeating: "a", count: 100_000)
        #expect(copied(book(most)) == most)
        #expect(
            copied(book(String(repeating: "é", count: 123_456)))
                == "notice: Too long to copy: 123,456 characters; the limit is 100,000")
        // "\n\n— Sample, pp. 1ff.": 20 characters more, the end's page not counted yet.
        #expect(
            copied(book(most), citing: true) == "notice: Too long to copy: 100,020 characters; the limit is 100,000")
    }

    @Test func theStatusLineCountsWordsOrCharacters() {
        #expect(CopiedText.summary(of: "It was a dark\nnight.") == "5 words")
        #expect(CopiedText.summary(of: "Word") == "1 word")
        #expect(CopiedText.summary(of: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。") == "33 characters")
        #expect(CopiedText.summary(of: "吾輩は猫である。\n名前はまだ無い。\nどこで生れたか") == "25 characters", "lines are no words")
        #expect(CopiedText.summary(of: "The word 猫 is cat in Japanese") == "7 words")
    }
}
