import Formats
import Testing
import TextEngine

/// Pages of `--dump` written by hand for `text-transform` and `text-align-last`, and the
/// logical dump, which keeps the book's letters.
@Suite("CSS text properties in pages")
struct TextPropertiesDumpTests {
    /// The first `rows` rows of the first page of `html` at `width` cells.
    private func page(_ html: String, width: Int, rows: Int, visual: Bool = true) throws -> [String] {
        let page = try #require(dumpedPages(try htmlBook(html), width: width, height: 12, visual: visual).first)
        return Array(page.split(separator: "\n", omittingEmptySubsequences: false).prefix(rows).map(String.init))
    }

    private static let transformed = """
        <html><body><p><span style="text-transform: uppercase">Straße</span> <span \
        style="text-transform: capitalize">the don't (quick) fox</span></p>
        <p style="text-transform: lowercase">LOUD WORDS</p>
        <p style="text-transform: full-width">Wide 42</p>
        <p style="text-transform: full-size-kana">ぁっ ヵ</p></body></html>
        """

    @Test func transformedTextIsDrawnTransformed() throws {
        #expect(
            try page(Self.transformed, width: 30, rows: 7) == [
                "STRAßE The Don't (Quick) Fox", "", "loud words", "", "Ｗｉｄｅ  ４２", "", "あつ カ",
            ])
    }

    @Test func theLogicalDumpKeepsTheBooksLetters() throws {
        // A full-width space takes the two cells it takes on the page.
        #expect(
            try page(Self.transformed, width: 30, rows: 7, visual: false) == [
                "Straße the don't (quick) fox", "", "LOUD WORDS", "", "Wide  42", "", "ぁっ ヵ",
            ])
    }

    @Test func lastLinesStandWhereTextAlignLastSays() throws {
        let html = """
            <html><body><p style="text-align-last: right">one two three four five six</p>
            <p style="text-align-last: center">alpha beta<br/>gamma delta epsilon</p>
            <p style="text-align-last: justify">aaaa bbbb cccc dddd eeee ffff gggg</p></body></html>
            """
        #expect(
            try page(html, width: 20, rows: 8) == [
                "one two three four", "            five six", "", "     alpha beta", "gamma delta epsilon", "",
                "aaaa bbbb cccc dddd", "eeee    ffff    gggg",
            ])
    }
}
