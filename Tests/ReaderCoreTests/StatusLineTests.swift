import Formats
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// The status line at 120, 80, 60 and 40 columns, each row written by hand.
@Suite("Status line")
struct StatusLineTests {
    /// A one-page poem: its numbered section under its parent, 200 characters (1 minute at the
    /// common pace, an estimate).
    private static func poem(section: String = "6") -> Book {
        let text = "Song of Myself\n\n" + section + "\n\n" + String(repeating: "I loafe and invite my soul. ", count: 6)
        var book = Book(title: "Leaves of Grass", author: "Walt Whitman", storage: TextStorage(text), fingerprint: "")
        book.chapters = [
            Chapter(title: "Song of Myself", offset: 0, level: 0),
            Chapter(title: section, offset: 16, level: 1),
        ]
        return book
    }

    /// The status line at `columns`, its trailing blanks dropped.
    private func statusRow(_ book: Book, columns: Int, notice: String? = nil) -> String {
        let session = ReaderSession(book: book, columns: columns, rows: 12)
        return ReaderView.render(session, notice: notice, columns: columns, rows: 12).textRows().last ?? ""
    }

    @Test func theChapterOutlastsTheTitleAndTheTimeShortensFirst() {
        let book = Self.poem()
        let rows = [
            120: " Leaves of Grass — Walt Whitman · Song of Myself · 6"
                + String(repeating: " ", count: 31) + "about 1 min left in chapter  1/1  0%",
            80: " Leaves of Grass — Walt Whitman · Song of Myself · 6" + String(repeating: " ", count: 7)
                + "~1 min left  1/1  0%",
            60: " Leaves of Grass · Song of Myself · 6  ~1 min left  1/1  0%",
            40: " Song of Myself · 6     ~1 min  1/1  0%",
        ]
        for (columns, row) in rows {
            #expect(statusRow(book, columns: columns) == row, "at \(columns) columns")
        }
    }

    @Test func aLongChapterIsCutLastAndTheTimeDropped() {
        let book = Self.poem(section: "The Adventure of the Speckled Band")
        #expect(statusRow(book, columns: 40) == " The Adventure of the Speckle…  1/1  0%")
        #expect(
            statusRow(book, columns: 60) == " The Adventure of the Speckled Band    ~1 min left  1/1  0%",
            "a long section is named alone")
    }

    @Test func aNoticeTakesTheLeftSide() {
        #expect(
            statusRow(Self.poem(), columns: 60, notice: "No section after this page")
                == " No section after this page" + String(repeating: " ", count: 12) + "~1 min left  1/1  0%")
    }

    @Test func timeFormsSayWhenTheyAreEstimates() {
        #expect(
            StatusLine.timeForms(TimeLeft(chapterMinutes: 80, bookMinutes: 300, isEstimate: false)) == [
                "1 h 20 min left in chapter", "1 h 20 min left", "1 h 20 min",
            ])
        #expect(
            StatusLine.timeForms(TimeLeft(chapterMinutes: nil, bookMinutes: 120, isEstimate: true)) == [
                "about 2 h left in book", "~2 h left", "~2 h",
            ])
    }
}
