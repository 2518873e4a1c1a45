import Formats
import Foundation
import ReaderCore
import ReaderUI
import TextEngine

/// A book of `count` numbered paragraphs, each `words` words long.
func numberedBook(paragraphs count: Int, words: Int = 30) -> Book {
    let text = (1...count).map { number in
        "P\(number) " + (1...words).map { "w\($0)" }.joined(separator: " ")
    }.joined(separator: "\n\n")
    return Book(title: "Numbers", storage: TextStorage(text), fingerprint: "numbers-\(count)-\(words)")
}

func book(_ text: String, title: String = "Sample", author: String? = nil) -> Book {
    Book(title: title, author: author, storage: TextStorage(text), fingerprint: "fixture")
}

/// `count` numbered paragraphs of HTML that fill pages before and after what a test looks at.
func fillerParagraphs(_ count: Int = 40) -> String {
    (1...count).map { "<p>Filler paragraph \($0) with a few words in it to fill the pages.</p>" }.joined()
}

/// An HTML book loaded through the real importer, from a file removed once it is read.
func htmlBook(_ html: String) throws -> Book {
    let path = NSTemporaryDirectory() + "book-\(UUID().uuidString).html"
    try html.write(toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try BookLoader.load(path: path)
}

/// The pages of `book` as `--dump` writes them, each page's rows without trailing spaces.
func dumpedPages(_ book: Book, width: Int, height: Int, visual: Bool = true) -> [String] {
    var bytes: [UInt8] = []
    PageDump.write(book, width: width, height: height, visual: visual) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self).components(separatedBy: "\u{0C}\n").dropLast()
}
