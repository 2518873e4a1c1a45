import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// MOBI 6 books assembled byte by byte (`MOBIFixture`) open through libmobi with their text,
/// metadata, contents, links, page breaks and pictures.
@Suite("Kindle import")
struct KindleImportTests {
    static let picture = KF8Fixture.samplePicture

    /// A book with a guide naming its contents page, two chapters after page breaks and a picture.
    static var book: MOBIFixture {
        var fixture = MOBIFixture(
            markup: """
                <html><head><guide><reference type="toc" title="Contents" filepos={@toc} /></guide></head><body>\
                {#toc}<p>Contents</p><p><a filepos={@one}>The  first chapter</a></p><p><a filepos={@two}>The second</a></p>\
                <mbp:pagebreak/>{#one}<h1>Chapter One</h1><p>It was a café.</p><p><img recindex="00001"/></p>\
                <mbp:pagebreak/>{#two}<h1>Chapter Two</h1><p>The end.</p></body></html>
                """)
        fixture.pictures = [picture]
        return fixture
    }

    private func load(_ fixture: MOBIFixture, name: String = "book.mobi") throws -> Book {
        let folder = TemporaryDirectory()
        return try BookLoader.load(path: folder.file(name, bytes: fixture.bytes))
    }

    /// The offsets of each occurrence of `word` in `text`, in UTF-16 units.
    private func offsets(of word: String, in text: String) -> [Int] {
        let units = Array(text.utf16)
        let target = Array(word.utf16)
        return (0...(units.count - target.count)).filter { Array(units[$0..<$0 + target.count]) == target }
    }

    @Test func theTextTitleAuthorAndLanguageAreRead() throws {
        let book = try load(Self.book)
        #expect(book.title == "Fixture Title")
        #expect(book.author == "Ann Author")
        #expect(book.storage.string.contains("It was a café."))
        #expect(book.storage.string.contains("The end."))
        #expect(book.storage.language == "en")
    }

    @Test(arguments: ["book.mobi", "book.azw", "book.prc", "book.pdb", "BOOK.AZW3"])
    func everyKindleExtensionOpens(name: String) throws {
        #expect(try load(Self.book, name: name).title == "Fixture Title")
    }

    @Test func theGuidesContentsPageIsTheTableOfContents() throws {
        let book = try load(Self.book)
        let text = book.storage.string
        let one = offsets(of: "Chapter One", in: text)[0]
        let two = offsets(of: "Chapter Two", in: text)[0]
        #expect(book.chapters.map(\.title) == ["The first chapter", "The second"])
        #expect(book.chapters.map(\.offset) == [one, two])
    }

    @Test func fileposLinksLeadToTheirPlaces() throws {
        let book = try load(Self.book)
        let text = book.storage.string
        let targets = book.links.filter { !$0.isBackLink }.map(\.target)
        #expect(targets == [offsets(of: "Chapter One", in: text)[0], offsets(of: "Chapter Two", in: text)[0]])
    }

    @Test func mobipocketPageBreaksStartPages() throws {
        let book = try load(Self.book)
        let text = book.storage.string
        for heading in ["Chapter One", "Chapter Two"] {
            #expect(book.storage.paragraphStyle(at: offsets(of: heading, in: text)[0]).pageBreakBefore)
        }
        #expect(!book.storage.paragraphStyle(at: offsets(of: "It was", in: text)[0]).pageBreakBefore)
    }

    @Test func thePictureComesFromItsRecord() throws {
        let book = try load(Self.book)
        let pictures = book.storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture } else { nil }
        }
        #expect(pictures.map(\.source) == ["resource00000.png"])
        #expect(pictures.map(\.pixelWidth) == [40])
        #expect(pictures.map(\.pixelHeight) == [60])
        #expect(book.pictures.bytes(of: "resource00000.png") == Self.picture)
    }

    @Test func aCoverTheTextDoesNotShowOpensTheBook() throws {
        var fixture = Self.book
        fixture.pictures = [Self.picture, Self.picture]
        fixture.cover = 1
        let book = try load(fixture)
        let first = book.storage.attachmentRuns.first
        #expect(first?.location == 0)
        if case .image(let picture) = first?.attachment.content {
            #expect(picture.source == "resource00001.png")
            #expect(picture.alt == "Cover")
        } else {
            Issue.record("no cover first")
        }
    }

    @Test func aCoverTheTextShowsIsNotShownTwice() throws {
        var fixture = Self.book
        fixture.cover = 0
        let book = try load(fixture)
        #expect(book.storage.attachmentRuns.count == 1)
        #expect(book.storage.attachmentRuns.first?.location != 0)
    }

    @Test func withoutAGuideTheHeadingsAreTheContents() throws {
        var fixture = Self.book
        fixture.markup = fixture.markup.replacingOccurrences(of: "type=\"toc\"", with: "type=\"text\"")
        let book = try load(fixture)
        #expect(book.chapters.map(\.title) == ["Chapter One", "Chapter Two"])
    }
    @Test func aKF8BookReadsItsPartsStyleSheetAndPictures() throws {
        var fixture = MOBIFixture(
            markup: """
                <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head>\
                <link rel="stylesheet" type="text/css" href="kindle:flow:0001?mime=text/css"/></head><body>\
                <h1 class="c">A KF8 chapter</h1><p>Some <em>text</em>.</p>\
                <p><img src="kindle:embed:0001?mime=image/png"/></p></body></html>
                """)
        fixture.kf8StyleSheet = ".c { text-align: right }"
        fixture.pictures = [Self.picture]
        let book = try load(fixture, name: "book.azw3")
        #expect(book.title == "Fixture Title")
        #expect(book.storage.string.hasPrefix("A KF8 chapter\nSome text."))
        // A level 1 heading is centred unless the book's style sheet says otherwise.
        #expect(book.storage.paragraphStyle(at: 0).alignment == .right)
        #expect(book.chapters.map(\.title) == ["A KF8 chapter"])
        let sources = book.storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture.source } else { nil }
        }
        #expect(sources == ["resource00000.png"])
    }
}
