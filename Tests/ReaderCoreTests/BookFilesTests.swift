import Foundation
import ReaderCore
import TestSupport
import Testing

/// Whether books' files are still there: the answer `FileManager` gives for every path, with
/// folders found missing remembered.
@Suite("Book files")
struct BookFilesTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()

    @Test func everyPathIsAnsweredAsFileManagerAnswersIt() throws {
        let root = temporary.path
        _ = temporary.file("here.txt", text: "a book")
        _ = temporary.file("Café.txt", text: "a book")
        _ = temporary.file("not a folder", text: "a file")
        try FileManager.default.createDirectory(atPath: root + "/shelf", withIntermediateDirectories: true)
        _ = temporary.file("shelf/book.epub", text: "a book")
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/shelf")
        try FileManager.default.createSymbolicLink(atPath: root + "/dangling", withDestinationPath: root + "/nowhere")
        // Each folder's books more than once, in turns, so that remembered folders answer too.
        let paths = [
            root + "/here.txt", root + "/gone/a.txt", root + "/shelf/book.epub", root + "/gone/b.txt",
            root + "/shelf/other.epub", root + "/not a folder/c.txt", root + "/gone/deeper/d.txt",
            root + "/link/book.epub", root + "/gone/a.txt", root + "/not a folder/e.txt", root + "/dangling",
            root + "/dangling/f.txt", root + "/Cafe\u{301}.txt", root + "/Café.txt", root + "/shelf",
            root + "/shelf/", root + "/gone/", root + "//here.txt", root + "/shelf/../here.txt",
            root + "/gone/../here.txt", root + "/here.txt/", "/", "", "relative/nowhere.txt", "here\u{0}.txt",
            root + "/here.txt\u{0}/x",
        ]
        var files = BookFiles()
        for _ in 0..<2 {
            for path in paths {
                let readable = files.isReadable(path)
                #expect(readable == FileManager.default.isReadableFile(atPath: path), "\(path.debugDescription)")
            }
        }
    }

    @Test func aFolderNamedWithOtherBytesIsAnotherFolder() throws {
        // "é" precomposed and decomposed: equal as Swift strings, two folders on the disk.
        let decomposed = temporary.path + "/Cafe\u{301}"
        try FileManager.default.createDirectory(atPath: decomposed, withIntermediateDirectories: true)
        _ = temporary.file("Cafe\u{301}/book.txt", text: "a book")
        var files = BookFiles()
        let precomposed = files.isReadable(temporary.path + "/Café/book.txt")
        let found = files.isReadable(decomposed + "/book.txt")
        #expect(!precomposed && found)
    }
}
