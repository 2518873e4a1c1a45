import Formats
import Testing
import TextEngine

/// Small capitals (`font-variant: small-caps`) are drawn as capitals; the book's letters stay
/// in the storage, for the logical dump and for search.
@Suite("Small capitals")
struct SmallCapsTests {
    @Test func capitalsAreThoseOfOneCharacter() {
        let table: [(String, String?)] = [
            ("a", "A"), ("z", "Z"), ("é", "É"), ("ж", "Ж"), ("ß", nil), ("A", nil), ("1", nil), ("字", nil),
        ]
        for (text, capital) in table { #expect(GlyphForms.smallCapital(text) == capital, "\(text)") }
    }

    @Test func smallCapsAreDrawnAsCapitalsAndKeptAsWritten() throws {
        let book = try htmlBook(
            """
            <html><head><style>.sc { font-variant: all-small-caps }</style></head><body>
            <p>In <span style="font-variant: small-caps">London</span> met <span class="sc">Mr. Straße</span>.</p>
            </body></html>
            """)
        #expect(book.storage.string.contains("In London met Mr. Straße."), "the storage keeps the letters")
        let page = try #require(dumpedPages(book, width: 40, height: 5).first)
        #expect(page.contains("In LONDON met MR. STRAßE."), "\(page)")
        let logical = try #require(dumpedPages(book, width: 40, height: 5, visual: false).first)
        #expect(logical.contains("In London met Mr. Straße."), "\(logical)")
    }
}
