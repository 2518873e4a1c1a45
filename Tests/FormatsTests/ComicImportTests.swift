import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// Comic archives as books of pictures: a page per picture in natural or ComicInfo order,
/// what is not a picture passed over, ComicInfo's metadata and reading direction, CB7
/// through libarchive.
@Suite("Comic import")
struct ComicImportTests {
    private let temporary = TemporaryDirectory()

    /// The pictures of the book's pages, by their names in the archive.
    private func pages(_ book: Book) -> [String] {
        book.storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture.source } else { nil }
        }
    }

    @Test func fortyPicturesAreFortyPagesInNaturalOrder() throws {
        // Stored in a shuffled order, with what a comic's zip often holds besides.
        let numbers = [7, 40, 1, 10, 2] + (3...39).filter { ![7, 10].contains($0) }.reversed()
        let files =
            numbers.map { ("page\($0).png", ComicFixture.page($0)) } + [
                ("Thumbs.db", [0, 1, 2]), ("__MACOSX/._page1.png", ComicFixture.page(1)),
                ("notes.txt", Array("hi".utf8)),
                (".hidden.png", ComicFixture.page(99)),
            ]
        let path = temporary.file("Forty Pages.cbz", bytes: try ComicFixture.cbz(files))
        let book = try BookLoader.load(path: path)
        #expect(pages(book) == (1...40).map { "page\($0).png" })
        #expect(book.title == "Forty Pages")
        #expect(book.pageProgression == .leftToRight)
        #expect(book.chapters.map(\.title) == (1...40).map { "Page \($0)" })
        #expect(book.notices.isEmpty)
        // Each picture on a page of its own: a page break before every one but the first.
        let breaks = book.storage.string.utf16.enumerated().filter { $0.element == 0xFFFC }.map(\.offset)
        #expect(breaks.count == 40 && book.chapters.map(\.offset) == breaks)
        #expect(book.pictures.bytes(of: "page40.png") == ComicFixture.page(40), "drawn from the archive")
    }

    @Test func namesAreOrderedAsPagesAreNumbered() {
        // The order by hand: numbers by value, case ignored, folders first by their own numbers.
        let expected = [
            "Chapter 2/page01.png", "Chapter 2/page2.png", "Chapter 10/page1.png", "cover.jpg", "page.png",
            "page1.png", "Page2.png", "page9b.png", "page10.png", "page10a.png", "page100.png",
        ]
        let shuffled = [
            "page100.png", "Chapter 10/page1.png", "page10a.png", "Page2.png", "cover.jpg", "page1.png",
            "Chapter 2/page2.png", "page9b.png", "page.png", "page10.png", "Chapter 2/page01.png",
        ]
        #expect(shuffled.sorted(by: NaturalOrder.precedes) == expected)
        #expect(
            !NaturalOrder.precedes("a", "a")
                && NaturalOrder.precedes("p007", "p7") != NaturalOrder.precedes("p7", "p007"))
    }

    @Test func aMangaReadsRightToLeftInItsComicInfoOrder() throws {
        let pagesXML = """
            <Pages><Page Image="2" Type="FrontCover" Bookmark="Cover"/><Page Image="0"/>\
            <Page Image="1" Type="Deleted"/><Page Image="3" Bookmark="Chapter 1"/><Page Image="17"/></Pages>
            """
        let info = ComicFixture.comicInfo(
            [
                "Title": "The Sea  Wall", "Series": "Tides", "Number": "3", "Writer": "Aoi Mori",
                "Summary": "A story of the sea.", "LanguageISO": "ja", "Manga": "YesAndRightToLeft",
            ], pages: pagesXML)
        let files =
            [("b.png", ComicFixture.page(2)), ("ComicInfo.xml", info)]
            + ["a.png", "c.png", "d.png", "e.png"].enumerated().map { ($1, ComicFixture.page($0)) }
        let book = try BookLoader.load(path: temporary.file("manga.cbz", bytes: try ComicFixture.cbz(files)))
        // Pictures in natural order: a b c d e; the pages name c, a, (b deleted), d; e follows.
        #expect(pages(book) == ["c.png", "a.png", "d.png", "e.png"])
        #expect(book.title == "The Sea Wall" && book.author == "Aoi Mori")
        #expect(book.pageProgression == .rightToLeft)
        #expect(book.chapters.map(\.title) == ["Cover", "Chapter 1"])
        #expect(book.storage.language(at: 0) == "ja")
    }

    @Test func comicInfoReadsItsFields() {
        let info = ComicInfo(
            ComicFixture.comicInfo(
                ["Series": "Tides", "Number": "12", "Manga": "Yes", "Summary": "  Two\n lines. "],
                pages: "<Pages><Page Image=' 4 ' ImageFile='x.png' Type='Story' Bookmark=''/></Pages>"))
        #expect(info.bookTitle == "Tides #12")
        #expect(!info.rightToLeft, "Manga=Yes is a manga read left to right")
        #expect(info.summary == "Two\n lines.")
        #expect(info.pages == [ComicInfo.Page(image: 4, file: "x.png", type: "story", bookmark: nil)])
    }

    @Test func aSevenZipComicIsReadThroughLibarchive() throws {
        let path = temporary.path + "/issue.cb7"
        let files =
            [("p10.jpg.txt", Array("not a page".utf8)), ("ComicInfo.xml", ComicFixture.comicInfo(["Title": "Seven"]))]
            + [10, 9, 1].map { ("p\($0).png", ComicFixture.page($0)) }
        try #require(ComicFixture.write(files, format: "7zip", to: path), "libarchive writes 7z")
        let book = try BookLoader.load(path: path)
        #expect(pages(book) == ["p1.png", "p9.png", "p10.png"])
        #expect(book.title == "Seven")
        #expect(book.pictures.bytes(of: "p9.png") == ComicFixture.page(9))
        #expect(book.pictures.bytes(of: "p2.png") == nil)
    }

    @Test func aWronglyNamedComicOpensByItsContent() throws {
        let files = [("1.png", ComicFixture.page(1)), ("2.png", ComicFixture.page(2))]
        let zipped = try BookLoader.load(path: temporary.file("comic.epub", bytes: try ComicFixture.cbz(files)))
        #expect(pages(zipped) == ["1.png", "2.png"])
        let path = temporary.path + "/comic.txt"
        try #require(ComicFixture.write(files, format: "7zip", to: path))
        #expect(pages(try BookLoader.load(path: path)) == ["1.png", "2.png"])
    }
}
