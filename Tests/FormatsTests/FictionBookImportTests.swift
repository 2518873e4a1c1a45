import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// FictionBook files made in the tests: their charsets honoured, their metadata, chapters,
/// notes and pictures read, zipped ones opened under the zip limits. Expected values are
/// written by hand from the fixture.
@Suite("FictionBook import")
struct FictionBookImportTests {
    let directory = TemporaryDirectory()

    private func load(_ bytes: [UInt8], name: String = "novel.fb2") throws -> Book {
        try BookLoader.load(path: directory.file(name, bytes: bytes))
    }

    private func offset(of text: String, in book: Book) throws -> Int {
        let string = book.storage.string
        let range = try #require(string.range(of: text), "\(text)")
        return string.utf16.distance(from: string.startIndex, to: range.lowerBound)
    }

    @Test func windows1251NovelGivesItsTitleAuthorsLanguageAndContents() throws {
        let book = try load(FictionBookFixture.encode(FictionBookFixture.novel()))
        #expect(book.title == "Война и мир")
        #expect(book.author == "Лев Николаевич Толстой", "the author of title-info, not of document-info")
        #expect(book.storage.language(at: 0) == "ru")
        let contents: [(String, Int, String)] = [
            ("Война и мир", 0, "Война и мир"), ("Часть первая Глава I", 1, "Часть первая"), ("Подглава", 2, "Подглава"),
            ("Часть вторая", 1, "Часть вторая"), ("Примечания", 0, "Примечания"),
        ]
        #expect(book.chapters.map(\.title) == contents.map(\.0))
        #expect(book.chapters.map(\.level) == contents.map(\.1))
        let text = book.storage.string
        for (chapter, (_, _, heading)) in zip(book.chapters, contents) {
            #expect(text.utf16.dropFirst(chapter.offset).starts(with: heading.utf16), "\(heading)")
        }
        #expect(try offset(of: "Роман-эпопея.", in: book) < offset(of: "Часть первая", in: book), "annotation first")
        #expect(text.contains("Конец & <b> главы."), "the book's markup characters are text")
        #expect(!text.contains("верстальщик") && !text.contains("prose"), "the rest of the description is not shown")
    }

    @Test func eachDeclaredCharsetIsHonoured() throws {
        let line = "Съешь же ещё этих мягких французских булок."
        let cases: [(String, [UInt8])] = [
            ("UTF-8", Array(FictionBookFixture.novel(encoding: "UTF-8").utf8)),
            ("windows-1251", FictionBookFixture.encode(FictionBookFixture.novel(encoding: "windows-1251"))),
            ("KOI8-R", FictionBookFixture.encode(FictionBookFixture.novel(encoding: "KOI8-R"), koi8r: true)),
        ]
        for (name, bytes) in cases {
            let book = try load(bytes)
            #expect(book.storage.string.contains(line), "\(name)")
            #expect(book.title == "Война и мир", "\(name)")
        }
    }

    @Test func aNoteReferenceCallsItsSectionOfTheNotesBody() throws {
        let book = try load(FictionBookFixture.encode(FictionBookFixture.novel()))
        let text = book.storage.string
        let note = try #require(book.links.first { $0.isNote })
        #expect(text.utf16.dropFirst(note.range.lowerBound).starts(with: "[1]".utf16))
        let target = try #require(note.target)
        let end = try #require(note.noteEnd)
        let body = book.storage.string(in: target..<end)
        #expect(body.contains("Генуя, город в Италии.") && !body.contains("Примечания"))
    }

    @Test func theCoverPictureComesFirstAndTheVersesAreVerse() throws {
        let book = try load(FictionBookFixture.encode(FictionBookFixture.novel()))
        let pictures = book.storage.attachmentRuns.compactMap { run -> (Int, Picture)? in
            if case .image(let picture) = run.attachment.content { (run.location, picture) } else { nil }
        }
        #expect(pictures.count == 1)
        let (location, picture) = try #require(pictures.first)
        #expect(try location < offset(of: "Роман-эпопея.", in: book))
        #expect(picture.pixelWidth == 40 && picture.pixelHeight == 60)
        #expect(book.pictures.bytes(of: picture.source) == FictionBookFixture.cover)
        let verse = book.storage.paragraphStyle(at: try offset(of: "Мороз и солнце", in: book))
        #expect(verse.isVerse)
        #expect(verse.spacingAfter == 0, "verses of a stanza follow one another")
        let lastVerse = book.storage.paragraphStyle(at: try offset(of: "Ещё ты дремлешь", in: book))
        let nextStanza = book.storage.paragraphStyle(at: try offset(of: "Пора, красавица", in: book))
        #expect(lastVerse.spacingAfter + nextStanza.spacingBefore >= 1, "stanzas are spaced")
    }

    @Test func aZippedFictionBookOpensLikeTheFile() throws {
        let bytes = FictionBookFixture.encode(FictionBookFixture.novel())
        let zip = RawZip(entries: [try RawZip.Entry("novel.fb2", deflating: bytes)]).bytes
        let zipped = try load(zip, name: "novel.fb2.zip")
        let plain = try load(bytes)
        #expect(zipped.storage.string == plain.storage.string)
        #expect(zipped.title == "Война и мир" && zipped.chapters == plain.chapters)
    }
}
