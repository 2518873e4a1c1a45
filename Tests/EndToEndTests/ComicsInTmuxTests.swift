import Foundation
import TestSupport
import Testing

/// A comic archive made here, read in a real terminal: its title on the status line, a page
/// per picture, pages turning the way ComicInfo says.
@Suite("Comics in tmux", .serialized)
struct ComicsInTmuxTests {
    private let temporary = TemporaryDirectory()

    /// A CBZ of 40 pictures, named so that only natural order puts them right.
    private func writeComic(_ fields: KeyValuePairs<String, String>) throws -> String {
        let pages = (1...40).reversed().map { ("p\($0).png", ComicFixture.page($0, width: 60, height: 90)) }
        return temporary.file(
            "comic.cbz", bytes: try ComicFixture.cbz(pages + [("ComicInfo.xml", ComicFixture.comicInfo(fields))]))
    }

    private func open(_ book: String, columns: Int, rows: Int) throws -> Tmux {
        let tmux = try Tmux(columns: columns, rows: rows)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'")
        return tmux
    }

    @Test func aComicsPagesTurnWithItsTitleShown() throws {
        let tmux = try open(try writeComic(["Title": "Night Harbour", "Writer": "A. Writer"]), columns: 80, rows: 24)
        let first = try tmux.waitFor { $0.contains("Night Harbour") && $0.contains("1/40") }
        #expect(first.contains("Night Harbour — A. Writer · Page 1"), "\(first)")
        try tmux.press("Space")
        #expect(try tmux.waitFor { $0.contains("2/40") && $0.contains("Night") }.contains("Page 2"))
        try tmux.press("End")
        #expect(try tmux.waitFor { $0.contains("40/40") && $0.contains("Night") }.contains("Page 40"))
        try tmux.press("q")
    }

    @Test func aSevenZipComicTurnsAndResumesWhereItWasLeft() throws {
        let pages = (1...40).map { ("p\($0).png", ComicFixture.page($0, width: 60, height: 90)) }
        let book = temporary.path + "/harbour.cb7"
        let info = ("ComicInfo.xml", ComicFixture.comicInfo(["Title": "Packed Harbour"]))
        try #require(ComicFixture.write([info] + pages, format: "7zip", to: book))
        var tmux = try open(book, columns: 80, rows: 24)
        #expect(try tmux.waitFor { $0.contains("Packed Harbour") && $0.contains("1/40") }.contains("Page 1"))
        try tmux.press("Right", "Right", "Right")
        #expect(try tmux.waitFor { $0.contains("4/40") && $0.contains("Packed") }.contains("Page 4"))
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() }, "q leaves the reader")
        tmux = try open(book, columns: 80, rows: 24)
        let reopened = try tmux.waitFor { $0.contains("Packed Harbour") && $0.contains("/40") }
        #expect(reopened.contains("4/40") && reopened.contains("Page 4"), "reopening resumes on page 4:\n\(reopened)")
        try tmux.press("q")
    }

    @Test func aMangaTurnsRightToLeft() throws {
        let tmux = try open(try writeComic(["Title": "Tide", "Manga": "YesAndRightToLeft"]), columns: 40, rows: 12)
        // At 40 columns the page and its name outlast the title.
        let first = try tmux.waitFor { $0.contains("Page 1") && $0.contains("1/40") }
        #expect(first.contains("← next"), "\(first)")
        try tmux.press("Left")
        #expect(try tmux.waitFor { $0.contains("2/40") && $0.contains("Page 2") }.contains("← next"))
        try tmux.press("Right")
        #expect(try tmux.waitFor { $0.contains("1/40") }.contains("Page 1"))
        try tmux.press("q")
    }
}
