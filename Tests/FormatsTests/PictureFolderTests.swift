import Foundation
import TestSupport
import Testing

@testable import Formats

#if canImport(Glibc)
    import Glibc
#endif

/// Pictures beside an HTML or Markdown book are read only when they are regular files inside
/// its folder: links to devices, pipes and files outside the book are refused unopened.
@Suite("Picture folder")
struct PictureFolderTests {
    static let png = PNGWriter.rgba(width: 3, height: 2, [UInt8](repeating: 200, count: 24)).bytes

    /// A book folder `book` holding book.html and pic.png, in a temporary directory that also
    /// holds outside.png.
    private func bookFolder(_ directory: TemporaryDirectory) -> String {
        let folder = directory.path + "/book"
        mkdir(folder, 0o755)
        _ = directory.file("book/book.html", text: "<p><img src='pic.png'/></p>")
        _ = directory.file("book/pic.png", bytes: Self.png)
        _ = directory.file("outside.png", bytes: Self.png)
        return folder
    }

    @Test func aPictureInTheFolderOrBelowIsRead() {
        let directory = TemporaryDirectory()
        let folder = bookFolder(directory)
        mkdir(folder + "/images", 0o755)
        _ = directory.file("book/images/p.png", bytes: Self.png)
        symlink("pic.png", folder + "/alias.png")
        let source = PictureSource.files(besideBook: folder + "/book.html")
        #expect(source.bytes(of: "pic.png") == Self.png)
        #expect(source.bytes(of: "images/p.png") == Self.png)
        #expect(source.bytes(of: "images/../alias.png") == Self.png, "a link inside the book is followed")
        #expect(source.pixelSize(of: "pic.png")?.width == 3)
    }

    @Test func linksToDevicesAndOutsideTheBookAndAbsolutePathsAreRefused() {
        let directory = TemporaryDirectory()
        let folder = bookFolder(directory)
        for (name, target) in [
            ("zero.png", "/dev/zero"), ("random.png", "/dev/urandom"), ("mem.png", "/proc/self/mem"),
            ("out.png", "../outside.png"), ("folder.png", "."),
        ] {
            symlink(target, folder + "/" + name)
        }
        let source = PictureSource.files(besideBook: folder + "/book.html")
        for path in ["zero.png", "random.png", "mem.png", "out.png", "folder.png", "../outside.png", "missing.png"] {
            #expect(source.bytes(of: path) == nil, "\(path)")
            #expect(source.pixelSize(of: path) == nil, "\(path)")
        }
        #expect(source.bytes(of: directory.path + "/outside.png") == nil, "an absolute path")
        #expect(source.bytes(of: folder + "/pic.png") == nil, "an absolute path, even inside the book")
    }

    @Test func aPipeIsNeverOpened() throws {
        let directory = TemporaryDirectory()
        let folder = bookFolder(directory)
        let pipe = directory.path + "/pipe"
        #expect(mkfifo(pipe, 0o644) == 0)
        #expect(mkfifo(folder + "/fifo.png", 0o644) == 0)
        symlink(pipe, folder + "/pipe.png")
        // inotify tells every open of the pipes: there must be none.
        let watcher = inotify_init1(Int32(IN_NONBLOCK))
        try #require(watcher >= 0)
        defer { close(watcher) }
        #expect(inotify_add_watch(watcher, pipe, UInt32(IN_OPEN)) >= 0)
        #expect(inotify_add_watch(watcher, folder + "/fifo.png", UInt32(IN_OPEN)) >= 0)
        let source = PictureSource.files(besideBook: folder + "/book.html")
        for path in ["pipe.png", "fifo.png"] {
            #expect(source.bytes(of: path) == nil)
            #expect(source.pixelSize(of: path) == nil)
        }
        var events = [UInt8](repeating: 0, count: 4096)
        #expect(read(watcher, &events, events.count) < 0, "no pipe was opened")
        // The watch sees an open: this one.
        let opened = open(pipe, O_RDONLY | O_NONBLOCK)
        close(opened)
        #expect(read(watcher, &events, events.count) > 0)
    }

    @Test func aBookInAFolderWhoseNameIsNotUTF8FindsItsPicture() throws {
        let directory = TemporaryDirectory()
        let folder = Array(directory.path.utf8) + Array("/book-".utf8) + [0xFF]
        let book = folder + Array("/book.html".utf8)
        let picture = folder + Array("/pic.png".utf8)
        try #require(cString(folder) { mkdir($0, 0o755) } == 0)
        defer {
            _ = cString(book) { unlink($0) }
            _ = cString(picture) { unlink($0) }
            _ = cString(folder) { rmdir($0) }
        }
        write(Array("<p><img src='pic.png'/></p>".utf8), to: book)
        write(Self.png, to: picture)
        // As the reader opens a file whose name is not UTF-8: through its descriptor.
        let descriptor = cString(book) { open($0, O_RDONLY) }
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let loaded = try BookLoader.load(path: "/proc/self/fd/\(descriptor)", name: "book.html")
        #expect(loaded.pictures.bytes(of: "pic.png") == Self.png)
        #expect(loaded.pictures.pixelSize(of: "pic.png")?.height == 2)
    }

    private func cString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    private func write(_ contents: [UInt8], to path: [UInt8]) {
        let descriptor = cString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        _ = contents.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
