import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// KF8 books with the indexes real ones carry (`KF8Fixture`: skeletons and fragments, an NCX
/// of two levels, `kindle:pos` links, a `kindle:flow` style sheet, `kindle:embed` pictures)
/// open with every part in order, their contents, links, styles and pictures.
@Suite("KF8 import")
struct KF8ImportTests {
    private func load(_ bytes: [UInt8], name: String = "book.azw3") throws -> Book {
        let folder = TemporaryDirectory()
        return try BookLoader.load(path: folder.file(name, bytes: bytes))
    }

    private func offset(of words: String, in book: Book) -> Int {
        (book.storage.string as NSString).range(of: words).location
    }

    @Test func thePartsComeOutInOrderWithAllTheirText() throws {
        let book = try load(KF8Fixture.sample.bytes)
        #expect(book.title == "Fixture Title")
        #expect(book.author == "Ann Author")
        #expect(book.storage.string == KF8Fixture.sampleText)
    }

    @Test func eachPartStartsAPage() throws {
        let book = try load(KF8Fixture.sample.bytes)
        // The first part opens the book.
        for heading in ["Chapter Two", "Chapter Three"] {
            #expect(book.storage.paragraphStyle(at: offset(of: heading, in: book)).pageBreakBefore, "\(heading)")
        }
        #expect(!book.storage.paragraphStyle(at: offset(of: "Second Section", in: book)).pageBreakBefore)
    }

    @Test func theContentsHaveTheNCXsTwoLevels() throws {
        let book = try load(KF8Fixture.sample.bytes)
        let expected: [(String, Int)] = [
            ("Chapter One", 0), ("First Section", 1), ("Chapter Two", 0), ("Second Section", 1),
            ("Third Section", 1), ("Chapter Three", 0),
        ]
        #expect(book.chapters.map(\.title) == expected.map(\.0))
        #expect(book.chapters.map(\.level) == expected.map(\.1))
        #expect(book.chapters.map(\.offset) == expected.map { offset(of: $0.0, in: book) })
    }

    @Test func aKindlePosLinkLandsOnItsTarget() throws {
        let book = try load(KF8Fixture.sample.bytes)
        let links = book.links.filter { !$0.isBackLink }
        #expect(links.map(\.target) == [offset(of: "Chapter Three", in: book)])
        #expect(links.map(\.range.lowerBound) == [offset(of: "the end", in: book)])
    }

    @Test func theFlowStyleSheetStylesTheText() throws {
        let book = try load(KF8Fixture.sample.bytes)
        #expect(book.storage.paragraphStyle(at: offset(of: "It was", in: book)).alignment == .right)
        #expect(book.storage.paragraphStyle(at: offset(of: "Its text", in: book)).alignment != .right)
    }

    @Test func theEmbeddedPictureIsThere() throws {
        let book = try load(KF8Fixture.sample.bytes)
        let pictures = book.storage.attachmentRuns.compactMap { run -> (Int, Picture)? in
            if case .image(let picture) = run.attachment.content { (run.location, picture) } else { nil }
        }
        #expect(pictures.map(\.0) == [offset(of: "\u{FFFC}", in: book)])
        #expect(pictures.map(\.1.alt) == ["A picture"])
        #expect(pictures.map(\.1.pixelWidth) == [40])
        #expect(pictures.first.map { book.pictures.bytes(of: $0.1.source) } == KF8Fixture.samplePicture)
    }

    /// libmobi rebuilds a link to a fragment's start as the part ("part00002.html") and one to
    /// an element with no `id` after it in its part, only an `aid`, with an empty fragment
    /// ("part00002.html#"): both lead to the part's start.
    @Test func linksToNoIdLeadToTheirPart() throws {
        var fixture = KF8Fixture.sample
        fixture.parts[2] =
            KF8Fixture.sampleHead + """
                {[}{#three}<div aid="H"><h1 aid="I">Chapter Three</h1><p aid="J">The end.</p></div>{]}</body></html>
                """
        fixture.parts[1] = fixture.parts[1].replacingOccurrences(of: "{pos:three}", with: "{pos:end}")
        fixture.parts[2] = fixture.parts[2].replacingOccurrences(of: "<p aid=\"J\">", with: "{#end}<p aid=\"J\">")
        fixture.parts[1] = fixture.parts[1].replacingOccurrences(
            of: "</a>.", with: "</a> <a href=\"{pos:three}\">x</a>.")
        let book = try load(fixture.bytes)
        let part = offset(of: "Chapter Three", in: book)
        #expect(book.links.filter { !$0.isBackLink }.map(\.target) == [part, part])
        #expect(book.chapters.last.map { [$0.title: $0.offset] } == ["Chapter Three": part])
    }

    @Test func aHybridFileReadsItsKF8Half() throws {
        var fixture = KF8Fixture.sample
        fixture.hybrid = "<html><body><p>The old MOBI 6 text.</p><p><img recindex=\"00001\"/></p></body></html>"
        let book = try load(fixture.bytes, name: "book.mobi")
        #expect(book.storage.string == KF8Fixture.sampleText)
        #expect(book.chapters.count == 6)
        let sources = book.storage.attachmentRuns.compactMap {
            if case .image(let picture) = $0.attachment.content { picture.source } else { nil }
        }
        #expect(sources.map { book.pictures.bytes(of: $0) } == [KF8Fixture.samplePicture])
    }
}
