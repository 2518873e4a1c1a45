import Formats
import Foundation
import ReaderCore
import Store
import TestSupport
import Testing
import TextEngine

@testable import reader

/// `--export` and `--import` with the real binary: a book's highlights out of the store as
/// Markdown and JSON, and the JSON back in; files that are not such a file, of another book or
/// too large refused in one line. And the highlights found again when a book opens are written
/// back at once: a kill -9 after the first page loses nothing.
@Suite("Highlights exported and imported", .serialized)
struct HighlightExportTests {
    private let temporary = TemporaryDirectory()
    private var state: String { temporary.path + "/state" }
    private var bookPath: String { temporary.path + "/book.html" }

    static let html = """
        <html><head><title>Pencil Test</title></head><body>
        <h1>Chapter One</h1><p>The first chapter has a sentence of its own.</p>
        <h1>Chapter Two</h1><p>Here the reader marked a passage worth keeping, and wrote about it.</p>
        </body></html>
        """

    /// The book as the reader loads it, written to disk first.
    private func book() throws -> Book {
        try Self.html.write(toFile: bookPath, atomically: false, encoding: .utf8)
        return try BookLoader.load(path: bookPath)
    }

    /// The range of `part` in the book's text.
    private func range(of part: String, in book: Book) throws -> Range<Int> {
        let units = Array(book.storage.string.utf16)
        let pattern = Array(part.utf16)
        let start = try #require(
            (0...(units.count - pattern.count)).first { Array(units[$0..<$0 + pattern.count]) == pattern })
        return start..<start + pattern.count
    }

    private func reader(_ arguments: [String], state: String? = nil) throws -> Command.Result {
        try Command.run("/usr/bin/env", ["XDG_STATE_HOME=\(state ?? self.state)", Command.reader] + arguments)
    }

    /// Stores a highlight of "a passage worth keeping", 2026-11-26 19:02:11 UTC, with a note.
    private func storeHighlight(in book: Book, shiftedBy shift: Int = 0, note: String = "Why it matters.") throws {
        let range = try range(of: "a passage worth keeping", in: book)
        try PositionStore(directory: state + "/reader").save(
            highlights: [
                StoredHighlight(
                    id: "h-1", start: range.lowerBound + shift, end: range.upperBound + shift,
                    exact: "a passage worth keeping", prefix: "Here the reader marked ",
                    suffix: ", and wrote about it.",
                    colour: "green", note: note, isLost: false, created: 1_795_719_731, updated: 1_795_719_791)
            ], removing: [], for: book.fingerprint)
    }

    @Test func jsonSaysTheBookAndEachHighlightsPlaceTextAndNote() throws {
        let book = try book()
        try storeHighlight(in: book)
        let result = try reader(["--export", bookPath, "--format", "json"])
        #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect(json["unit"] as? String == "utf16")
        let about = try #require(json["book"] as? [String: Any])
        #expect(about["title"] as? String == "Pencil Test")
        #expect(about["fingerprint"] as? String == book.fingerprint)
        let entry = try #require((json["highlights"] as? [[String: Any]])?.first)
        let range = try range(of: "a passage worth keeping", in: book)
        #expect(entry["chapter"] as? String == "Chapter Two")
        #expect(entry["page"] == nil, "the book has no print page labels")
        #expect(entry["percent"] as? Int == range.lowerBound * 100 / book.storage.length)
        #expect(entry["colour"] as? String == "green")
        #expect(entry["note"] as? String == "Why it matters.")
        #expect(entry["created"] as? String == "2026-11-26T19:02:11.000Z")
        #expect(entry["updated"] as? String == "2026-11-26T19:03:11.000Z")
        let selector = try #require(entry["selector"] as? [String: String])
        #expect(
            selector == [
                "type": "TextQuoteSelector", "exact": "a passage worth keeping", "prefix": "Here the reader marked ",
                "suffix": ", and wrote about it.",
            ])
        let position = try #require(entry["position"] as? [String: Any])
        #expect(position["start"] as? Int == range.lowerBound && position["end"] as? Int == range.upperBound)
    }

    @Test func markdownIsForPeopleAndNeverCarriesControlCharacters() throws {
        let book = try book()
        try storeHighlight(in: book, note: "First line\nsecond \u{1B}[31mred")
        let result = try reader(["--export", bookPath])
        #expect(result.status == 0)
        let percent = try range(of: "a passage worth keeping", in: book).lowerBound * 100 / book.storage.length
        #expect(
            result.output == """
                # Pencil Test

                ## Chapter Two

                > a passage worth keeping

                \(percent)% · green · 2026-11-26T19:02:11.000Z

                First line
                second \u{241B}[31mred

                """)
    }

    @Test func aBookWithPrintPagesSaysThePageLabelAndLostHighlightsAreSaidToBe() throws {
        // "Intro. Body text here." with a chapter and a print page at the body.
        let book = Book(
            title: "Paged", author: "Someone", storage: TextStorage("Intro. Body text here."), fingerprint: "paged",
            chapters: [Chapter(title: "Body", offset: 7)],
            pageLabels: [PageLabel(label: "i", offset: 0), PageLabel(label: "xii", offset: 7)])
        var lost = Highlight(
            id: "b", range: 12..<16, quote: TextQuote(exact: "gone", prefix: "", suffix: ""), colour: .pink,
            created: 0)
        lost.isLost = true
        let marked = Highlight(
            id: "a", range: 7..<11, quote: TextQuote(exact: "Body", prefix: "Intro. ", suffix: " text"), created: 60)
        #expect(
            HighlightExport(book: book, highlights: [lost, marked]).markdown() == """
                # Paged

                by Someone

                ## Body

                > Body

                p. xii · yellow · 1970-01-01T00:01:00.000Z

                > gone

                p. xii · pink · 1970-01-01T00:00:00.000Z · text not found in the book

                """)
    }

    @Test func jsonExportedAndImportedIntoAnEmptyStoreExportsTheSame() throws {
        let book = try book()
        try storeHighlight(in: book)
        let first = try reader(["--export", bookPath, "--format", "json"])
        let file = temporary.path + "/highlights.json"
        try first.output.write(toFile: file, atomically: false, encoding: .utf8)
        let empty = temporary.path + "/empty"
        let imported = try reader(["--import", file, bookPath], state: empty)
        #expect(imported.status == 0 && imported.output == "1 highlight restored\n", "\(imported.error)")
        let again = try reader(["--import", file, bookPath], state: empty)
        #expect(again.status == 0)
        #expect(try PositionStore(directory: empty + "/reader").highlights(for: book.fingerprint).count == 1)
        let second = try reader(["--export", bookPath, "--format", "json"], state: empty)
        #expect(second.output == first.output)
    }

    @Test(arguments: [
        ("{\"version\": 1", "is not a highlights file of reader --export --format json"),
        ("[1, 2, 3]", "is not a highlights file of reader --export --format json"),
        (
            "{\"version\":1,\"unit\":\"utf16\",\"book\":{\"title\":\"Other\",\"fingerprint\":\"x\"},\"highlights\":[]}",
            "holds the highlights of another book: Other"
        ),
    ])
    func aFileThatIsNotOfThisBookIsRefusedInOneLine(content: String, said: String) throws {
        _ = try book()
        let file = temporary.path + "/bad.json"
        try content.write(toFile: file, atomically: false, encoding: .utf8)
        let result = try reader(["--import", file, bookPath])
        #expect(result.status == 1)
        #expect(result.error == "reader: \(file) \(said)\n")
    }

    @Test func aHugeFileIsRefusedUnread() throws {
        _ = try book()
        let file = temporary.path + "/huge.json"
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        #expect(truncate(file, 65 << 20) == 0)
        let result = try reader(["--import", file, bookPath])
        #expect(result.status == 1)
        #expect(result.error == "reader: \(file) is larger than 64 MB, too large for highlights\n")
    }

    @Test func highlightsFoundAgainOnOpeningAreSavedBeforeAKill9() throws {
        let book = try book()
        try storeHighlight(in: book, shiftedBy: 3)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(bookPath)'")
        try tmux.waitFor(timeout: 60) { $0.contains("Chapter Two") || $0.contains("CHAPTER TWO") }
        let reader = try #require(try tmux.foregroundChild())
        kill(reader, SIGKILL)
        let stored = try PositionStore(directory: state + "/reader").highlights(for: book.fingerprint)
        #expect(stored.map { $0.start..<$0.end } == [try range(of: "a passage worth keeping", in: book)])
    }
}
