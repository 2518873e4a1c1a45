import Foundation
import Pictures
import TestSupport
import Testing

/// A picture that takes a second to decode does not hold the keys: the real binary in tmux,
/// the picture decoded on the worker while `q` quits at once.
@Suite("A slow picture in tmux", .serialized)
struct SlowPictureInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()

    /// A progressive colour JPEG of 4,000x4,000 noise, in libjpeg's 10 scans: within the work
    /// budget (10 scans of 16 megapixels are under 10^9) and within the 64 MiB kept (64,000,000
    /// bytes decoded), and slow to decode.
    private static func slowJPEG() -> [UInt8] {
        let count = 4000 * 4000 * 3
        var state: UInt64 = 1
        let noise = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let words = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt64.self)
            for index in words.indices {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                words[index] = state
            }
            initialized = count
        }
        return Encoded.jpeg(width: 4000, height: 4000, components: 3, progressive: true, noise)
    }

    @Test func qQuitsWhileAPictureIsDecoded() throws {
        let jpeg = Self.slowJPEG()
        // How long decoding takes in this build on this machine, now.
        let start = Date()
        _ = try DecodedImage(decoding: jpeg)
        let decoding = Date().timeIntervalSince(start)
        try #require(decoding > 0.3, "the picture is slow to decode: \(decoding) s")
        FileManager.default.createFile(atPath: temporary.path + "/slow.jpg", contents: Data(jpeg))
        let book = temporary.path + "/book.html"
        try """
        <html><head><title>Slow</title></head><body><p>Before the picture.</p>
        <p><img src="slow.jpg" alt="Slow" width="4000" height="4000"/></p></body></html>
        """.write(toFile: book, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type(
            "XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' --images symbols '\(book)'")
        try tmux.waitFor(timeout: 30) { $0.contains("Before the picture.") && $0.contains("1/2") }
        // The picture has the next page to itself.
        try tmux.press("Right")
        let page = try tmux.waitFor(timeout: 30) { $0.contains("drawing picture…") }
        #expect(page.contains("[image: Slow"), "its box stands in for it")
        let pressed = Date()
        try tmux.press("q")
        #expect(try tmux.waitUntil(timeout: 30) { try tmux.foregroundChild() == nil }, "the reader quits")
        let quitting = Date().timeIntervalSince(pressed)
        // Decoding on the thread that reads keys, q would wait for most of it.
        #expect(quitting < decoding / 2, "q took \(quitting) s; decoding takes \(decoding) s")
    }
}
