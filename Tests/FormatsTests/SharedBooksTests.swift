import Foundation
import Testing
import TextEngine

@testable import Formats

/// ../shared/books, when this checkout has it beside the project.
let sharedBooks: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let books = root.deletingLastPathComponent().appendingPathComponent("shared/books").path
    return FileManager.default.fileExists(atPath: books) ? books : nil
}()

@Suite("Real EPUBs", .enabled(if: sharedBooks != nil, "needs ../shared/books"))
struct SharedBooksTests {
    @Test func mobyDick() throws {
        let book = try BookLoader.load(path: try #require(sharedBooks) + "/moby-dick.epub")
        #expect(book.title == "Moby-Dick")
        #expect(book.author == "Herman Melville")
        let chapters = book.chapters.filter { $0.title.hasPrefix("Chapter ") }
        #expect(chapters.count == 135)
        #expect(book.chapters.contains { $0.title.hasPrefix("Epilogue") })
        #expect(book.chapters.map(\.offset) == book.chapters.map(\.offset).sorted(), "chapters in reading order")
        for chapter in chapters {
            // Every chapter's own text is there, where the table of contents points.
            let start = book.storage.string(in: chapter.offset..<min(book.storage.length, chapter.offset + 400))
            let number = chapter.title.split(separator: " ")[1]
            #expect(
                start.contains("CHAPTER \(number)") || start.contains("Chapter \(number)"),
                "\(chapter.title): \(start.prefix(60))")
        }
        #expect(book.storage.string.contains("Call me Ishmael."))
        #expect(book.storage.string.contains("It was the devious-cruising Rachel"))
        #expect(book.notices.isEmpty)
    }

    @Test func childrensLiterature() throws {
        let book = try BookLoader.load(path: try #require(sharedBooks) + "/childrens-literature.epub")
        #expect(book.title.contains("Children"))
        #expect(book.chapters.count > 10)
        #expect(
            book.chapters.contains { $0.title.contains("THE EMPEROR'S NEW CLOTHES") || $0.title.contains("EMPEROR") })
        let text = book.storage.string
        for chapter in book.chapters {
            let start = book.storage.string(in: chapter.offset..<min(book.storage.length, chapter.offset + 200))
            #expect(!start.isEmpty)
        }
        #expect(text.contains("Emperor"))
    }
}
