import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

@Suite("Plain text import")
struct PlainTextImportTests {
    let directory = TemporaryDirectory()

    private func load(_ bytes: [UInt8]) throws -> Book {
        try BookLoader.load(path: directory.file("book.txt", bytes: bytes))
    }

    private func text(_ bytes: [UInt8]) throws -> String {
        try load(bytes).storage.string
    }

    @Test func utf8WithAndWithoutBOM() throws {
        #expect(try text(Array("héllo 中文".utf8)) == "héllo 中文")
        #expect(try text([0xEF, 0xBB, 0xBF] + Array("héllo".utf8)) == "héllo")
    }

    @Test func utf16WithBOM() throws {
        let little: [UInt8] = [0xFF, 0xFE] + Array("中a".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + Array("中a".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try text(little) == "中a")
        #expect(try text(big) == "中a")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        #expect(try text([0x61, 0xFF, 0x62, 0xE4, 0xB8]) == "a\u{FFFD}b\u{FFFD}")
    }

    @Test func everyLineEndingEndsALine() throws {
        #expect(try text(Array("one\r\ntwo\rthree\nfour".utf8)) == "one\ntwo\nthree\nfour")
    }

    @Test func runsOfBlankLinesCollapseToOne() throws {
        #expect(try text(Array("\n\none\n\n\n\n  \ntwo\n\n\n".utf8)) == "one\n\ntwo")
    }

    @Test func linesThatArePargraphsStayAsTheyAre() throws {
        let paragraphs = (1...20).map {
            "Paragraph \($0) " + String(repeating: "is long enough to wrap. ", count: $0 % 7 + 1)
        }
        let source = paragraphs.joined(separator: "\n")
        #expect(
            try text(Array(source.utf8))
                == paragraphs.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n"))
    }

    @Test func hardWrappedTextIsUnwrappedIntoParagraphs() throws {
        let words = (1...120).map { "word\($0)" }.joined(separator: " ")
        var wrapped: [String] = []
        var line = ""
        for word in words.split(separator: " ") {
            if line.count + word.count + 1 > 60 {
                wrapped.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        wrapped.append(line)
        let source =
            wrapped.joined(separator: "\n") + "\n\n" + wrapped.joined(separator: "\n")
            + "\n\n    A verse line\n    and another\n"
        let result = try text(Array(source.utf8))
        let paragraphs = result.components(separatedBy: "\n\n")
        #expect(paragraphs.count == 3)
        #expect(paragraphs[0] == words)
        #expect(paragraphs[2] == "    A verse line\n    and another")
    }

    @Test func controlCharactersAreKeptAsData() throws {
        #expect(try text(Array("a\u{1B}[2Jb\u{07}".utf8)) == "a\u{1B}[2Jb\u{07}")
    }

    @Test func chineseTextIsTaggedForTheLineBreaker() throws {
        #expect(try load(Array("如是我聞。一時佛在舍衛國。".utf8)).storage.language == "zh")
        #expect(try load(Array("Call me Ishmael.".utf8)).storage.language == nil)
    }

    @Test func theTitleIsTheFileNameWithoutExtension() throws {
        let path = directory.file("Diamond Sutra.txt", text: "x")
        #expect(try BookLoader.load(path: path).title == "Diamond Sutra")
    }

    @Test func anEmptyFileIsAnEmptyBook() throws {
        #expect(try load([]).storage.length == 0)
    }

    @Test func theFingerprintFollowsContentNotName() throws {
        let first = try BookLoader.load(path: directory.file("a.txt", text: "same text"))
        let moved = try BookLoader.load(path: directory.file("b.txt", text: "same text"))
        let other = try BookLoader.load(path: directory.file("c.txt", text: "other text"))
        #expect(first.fingerprint == moved.fingerprint)
        #expect(first.fingerprint != other.fingerprint)
    }

    @Test func badInputIsRefusedWithAReason() {
        #expect(throws: BookError.notFound) { try BookLoader.load(path: directory.path + "/missing.txt") }
        #expect(throws: BookError.isDirectory) { try BookLoader.load(path: directory.path) }
        #expect(throws: BookError.binary) { try load([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00]) }
    }

    @Test func markdownFrontMatterAndUnclosedMarkupAreHandled() throws {
        let front = try BookLoader.load(
            path: directory.file("a.md", text: "---\ntitle: \"My Book\"\nauthor: Me\n---\n# Hi\n"))
        #expect(front.title == "My Book" && front.author == "Me" && front.storage.string == "Hi")
        let fence = try BookLoader.load(path: directory.file("b.md", text: "\n---\n\n\n"))
        #expect(
            fence.storage.string == "\u{FFFC}" && fence.storage.attachment(at: 0) == Attachment(.rule),
            "a thematic break is a rule")
        let tag = try BookLoader.load(path: directory.file("c.md", text: "Line 1\n\n<p\n\nLine 2\n"))
        #expect(tag.storage.string.contains("Line 2"))
    }
}

/// Chapters of plain texts: headings alone between blank lines and followed by text, never
/// the lines of a contents list, nor anything in Project Gutenberg's header or license.
@Suite("Plain text structure")
struct PlainTextStructureTests {
    private func book(_ text: String) -> PlainTextImporter.Imported {
        let units = Array(text.utf16)
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(units.count, 1))
        _ = buffer.initialize(from: units)
        return PlainTextImporter.book(adopting: buffer, count: units.count)
    }

    private static let body = "Some words of the chapter, a whole sentence of them.\n"

    @Test func headingsFollowedByTextAreChaptersAndAContentsListIsNot() {
        let text = """
            The Project Gutenberg EBook of A Test

            Title: A Test Book

            Author: Ann Author

            *** START OF THIS PROJECT GUTENBERG EBOOK A TEST ***

            Contents

            BOOK ONE: 1805

                CHAPTER I

                CHAPTER II

            BOOK ONE: 1805

                CHAPTER I

            \(Self.body)
                CHAPTER II

            \(Self.body)
            XIV.

            \(Self.body)
            第一章 始まり

            \(Self.body)
            *** END OF THIS PROJECT GUTENBERG EBOOK A TEST ***

            CHAPTER IN THE LICENSE

            \(Self.body)
            """
        let imported = book(text)
        #expect(imported.title == "A Test Book" && imported.author == "Ann Author")
        #expect(imported.chapters.map(\.title) == ["BOOK ONE: 1805", "CHAPTER I", "CHAPTER II", "XIV.", "第一章 始まり"])
        #expect(imported.chapters.map(\.level) == [0, 1, 1, 1, 1])
        let storage = imported.storage
        for chapter in imported.chapters {
            // A chapter begins at its heading's paragraph, indentation included.
            let heading = storage.string(in: chapter.offset..<storage.paragraphEnd(from: chapter.offset))
            #expect(heading.trimmingCharacters(in: .whitespaces) == chapter.title)
            #expect(
                storage.paragraphStyle(at: chapter.offset).keepWithNext
                    && storage.attributes(at: chapter.offset).contains(.bold))
        }
        // A chapter starts a new page, but for one right under a book's heading.
        #expect(
            imported.chapters.map { storage.paragraphStyle(at: $0.offset).pageBreakBefore } == [
                true, false, true, true, true,
            ])
    }

    @Test func filesPutOneAfterAnotherEachHaveTheirChapters() {
        let file = """
            The Project Gutenberg EBook of A Test

            *** START OF THIS PROJECT GUTENBERG EBOOK A TEST ***

            CHAPTER I

            \(Self.body)
            *** END OF THIS PROJECT GUTENBERG EBOOK A TEST ***

            CHAPTER IN THE LICENSE

            \(Self.body)

            """
        #expect(book(file + file).chapters.map(\.title) == ["CHAPTER I", "CHAPTER I"])
    }

    @Test func aLineIsTheStringTheStandardLibraryMakesOfIt() {
        let pieces: [[UInt16]] = [
            [0x41], [0x7F], [0x80], [0xE9], [0x7FF], [0x800], [0x7B2C], [0xFFFD], [0xFFFF], [0xD83D, 0xDE00],
            [0xD800], [0xDC00], [0xDBFF, 0xDFFF], [0xDC00, 0xD800], [0x3000],
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let units = (0..<Int.random(in: 0..<30, using: &generator)).flatMap { _ in
                pieces.randomElement(using: &generator)!
            }
            let made = units.withUnsafeBufferPointer { PlainTextStructure.string($0) }
            #expect(Array(made.utf8) == Array(String(decoding: units, as: UTF16.self).utf8), "\(units)")
        }
    }

    @Test func theQuickLookAtALineNeverMissesAHeading() {
        let pieces = [
            "chapter", "CHAPTER", "Chapter", "book", "Part", "VOLUME", "Epilogue", "stave", "Canto", "section",
            "PROLOGUE",
            "I", "V", "X", "L", "C", "IV", ".", ",", ":", "(", ")", "$", "“", "”", "—", " ", " ", " ", "第", "一", "十",
            "章", "卷",
            "3", "12", "a", "the", "ONE", "End", "ſ", "ı", "é", "É", "Ⅻ", "\t", "x", "cHaPtEr", "'", "-", "!",
        ]
        var generator = SystemRandomNumberGenerator()
        var headings = 0
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            guard PlainTextStructure.headingLevel(line) != nil else { continue }
            headings += 1
            let units = Array(line.utf16)
            #expect(units.withUnsafeBufferPointer { PlainTextStructure.mayBeHeading($0) }, "\(line)")
        }
        #expect(headings > 1000, "the generator makes headings")
        // And it does pass over ordinary lines.
        for line in [
            "He said so.", "Anna Pávlovna smiled.", "Pierre", "Chapters of life", "1805 was a year", "I'll go.",
            "That's all, Natásha.",
        ] {
            #expect(!Array(line.utf16).withUnsafeBufferPointer { PlainTextStructure.mayBeHeading($0) }, "\(line)")
        }
    }

    @Test func aHeadingInsideAParagraphIsText() {
        let imported = book("Intro.\n\nCHAPTER ONE\nfollowed at once by text on the next line.\n\nMore.\n")
        #expect(imported.chapters.isEmpty)
        #expect(book("No headings here.\n\nJust text.\n").chapters.isEmpty)
    }
}
