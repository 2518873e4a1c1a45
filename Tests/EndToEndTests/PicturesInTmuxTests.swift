import Foundation
import TestSupport
import Testing

/// Pictures in a real terminal (tmux, where they are drawn in symbols): in the flow of the
/// page with their caption, in the viewer, and a broken one told on the status line.
@Suite("Pictures in tmux", .serialized)
struct PicturesInTmuxTests {
    private let temporary = TemporaryDirectory()

    /// An HTML book with a picture of a yellow disc on blue, its caption, and a broken picture.
    private func writeBook() throws -> String {
        let (width, height) = (96, 64)
        let pixels: [UInt8] = (0..<(width * height)).flatMap { index -> [UInt8] in
            let (x, y) = (index % width - width / 2, index / width - height / 2)
            return x * x + y * y < 20 * 20 ? [255, 220, 0, 255] : [20, 40, 160, 255]
        }
        let png = PNGWriter.rgba(width: width, height: height, pixels).bytes
        FileManager.default.createFile(atPath: temporary.path + "/sun.png", contents: Data(png))
        FileManager.default.createFile(atPath: temporary.path + "/broken.png", contents: Data(png.prefix(100)))
        let html = """
            <html><head><title>Pictures</title></head><body>
            <p>A sun over the sea.</p>
            <figure><img src="sun.png" alt="The sun" width="384" height="256"/>\
            <figcaption>The sun at noon.</figcaption></figure>
            <p><img src="broken.png" alt="Broken" width="200" height="100"/></p>
            <p>The end.</p></body></html>
            """
        let path = temporary.path + "/book.html"
        try html.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private static func hasSymbols(_ screen: String) -> Bool {
        screen.unicodeScalars.contains {
            (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FB3B).contains($0.value)
        }
    }

    @Test func aPictureIsDrawnInThePageAndInTheViewer() throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 80, rows: 30)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'")
        let page = try tmux.waitFor {
            $0.contains("The sun at noon.") && Self.hasSymbols($0) && $0.contains("Picture broken.png")
        }
        #expect(page.contains("Picture broken.png: truncated image"), "the broken picture is told")
        #expect(page.contains("[Broken]"), "and its box stands in, with its alternative text")
        try tmux.press("v")
        let viewer = try tmux.waitFor { $0.contains("zoom 100%") && Self.hasSymbols($0) }
        #expect(viewer.contains("sun.png  384×256  zoom 100%  1/2") && Self.hasSymbols(viewer))
        #expect(!viewer.contains("The sun at noon."), "the picture has the screen to itself")
        try tmux.press("+")
        #expect(try tmux.waitFor { $0.contains("zoom 150%") }.contains("zoom 150%"))
        try tmux.press("Escape")
        let back = try tmux.waitFor { $0.contains("The sun at noon.") }
        #expect(back.contains("A sun over the sea."))
        try tmux.press("q")
    }

    @Test func dumpShowsTheBoxes() throws {
        let book = try writeBook()
        let dump = try Command.run(Command.reader, ["--dump", "--width", "60", "--height", "20", book])
        #expect(dump.output.contains("[image: The sun, 384×256]"))
        #expect(dump.output.contains("┌") && dump.output.contains("┘"))
    }
}
