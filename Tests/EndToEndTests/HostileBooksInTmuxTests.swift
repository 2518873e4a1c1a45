import Foundation
import TestSupport
import Testing

/// Books made to be slow, in the real binary in tmux: a page turn, `G`, `/`, Esc and `q` each
/// change the screen (or end the reader) soon after the key, and the reader's memory stays
/// small. Each book's whole work (laying out every page, decoding its picture) takes seconds in
/// this debug build; a key that waited for it would take as long. A release build answers in
/// 5-30 ms; the bound here allows for a debug build on a machine shared with the other tests.
@Suite("Hostile books in tmux", .serialized)
struct HostileBooksInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()

    /// Seconds each key may take to change the screen.
    private static let bound = 0.5
    /// The most memory the reader may hold, in MiB, on any of these books.
    private static let memoryBound = 256.0

    /// Opens `file` at 80x24, then presses `turn` (the key for the next page), `G`, `/`, Esc and
    /// `q`: the seconds until each did what it does on the status line (`q`: ended the reader),
    /// and the reader's peak memory in MiB before it quit. (The page above may change by itself,
    /// a picture arriving.)
    private func answers(to file: String, turn: String = "Right", opened: (String) -> Bool) throws -> (
        seconds: [String: Double], peak: Double
    ) {
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' --images symbols '\(file)'")
        try tmux.waitFor(timeout: 90, opened)
        let reader = ReaderProcess(pid: try #require(try tmux.foregroundChild()))
        let keys: [(key: String, done: (Substring) -> Bool)] = [
            (turn, { $0.contains(" 2/") }), ("G", { !$0.contains(" 2/") && $0.hasSuffix("%") }),
            ("/", { $0.hasPrefix(" /") }), ("Escape", { !$0.hasPrefix(" /") }),
        ]
        var seconds: [String: Double] = [:]
        for (key, done) in keys {
            let pressed = Date()
            try tmux.press(key)
            while try !done(tmux.screen().split(separator: "\n").last ?? ""), Date().timeIntervalSince(pressed) < 30 {}
            seconds[key] = Date().timeIntervalSince(pressed)
        }
        let peak = try #require(reader.peakMegabytes)
        let pressed = Date()
        try tmux.press("q")
        seconds["q"] = reader.secondsToExit(after: pressed)
        return (seconds, peak)
    }

    private func check(_ result: (seconds: [String: Double], peak: Double), _ book: String) {
        let figures = result.seconds.sorted { $0.key < $1.key }.map { "\($0.key) \(Int($0.value * 1000)) ms" }
        print("\(book): \(figures.joined(separator: ", ")), peak \(Int(result.peak)) MiB")
        for (key, seconds) in result.seconds.sorted(by: { $0.key < $1.key }) {
            #expect(seconds < Self.bound, "\(book): \(key) answered after \(Int(seconds * 1000)) ms")
        }
        #expect(result.peak < Self.memoryBound, "\(book): the reader held \(Int(result.peak)) MiB")
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = temporary.path + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func aSoftHyphenStorm() throws {
        // Two million letters with a soft hyphen after each: one paragraph, no page break.
        let path = try write(String(repeating: "a\u{00AD}", count: 2_000_000), to: "Storm.txt")
        check(try answers(to: path) { $0.contains("aaaa") && $0.contains("%") }, "storm")
    }

    @Test func aLongTextWithoutChapters() throws {
        let paragraph = Array(repeating: "word", count: 60).joined(separator: " ") + "\n\n"
        let path = try write(String(repeating: paragraph, count: 35_000), to: "Unbroken.txt")
        check(try answers(to: path) { $0.contains("word word") && $0.contains("%") }, "unbroken")
    }

    @Test func aVerticalBookDenseWithReadings() throws {
        // One reading of 100,000 kana, a base with 5,000 readings, 5,000 bases with one each.
        let kana = String((0..<100_000).map { Character(Unicode.Scalar(0x3042 + $0 % 80)!) })
        let many = Array(repeating: "かな", count: 5_000).joined(separator: "）（")
        let html = """
            <html lang="ja"><head><style>html { writing-mode: vertical-rl }</style></head><body>
            <p>本文の始まり。漢<ruby>字<rt>\(kana)</rt></ruby>です。</p>
            <p>漢<ruby>字<rt>\(many)</rt></ruby>。</p>
            <p>\(String(repeating: "<ruby>字<rt>じ</rt></ruby>", count: 5_000))</p>
            <p>\(String(repeating: "本文です。", count: 4_000))</p></body></html>
            """
        let path = try write(html, to: "Readings.html")
        check(try answers(to: path, turn: "Left") { $0.contains("本") && $0.contains("%") }, "readings")
    }

    @Test func aPictureOfAThousandTextChunks() throws {
        // 64x64 pixels and 1,100 zTXt chunks, each inflating to a megabyte.
        var png = PNGWriter.rgba(width: 64, height: 64, [UInt8](repeating: 128, count: 64 * 64 * 4))
        let zText = Array("Comment".utf8) + [0, 0] + ZeroDeflate.zlib(copies: 4064)
        png.ancillary = Array(repeating: ("zTXt", zText), count: 1100)
        FileManager.default.createFile(atPath: temporary.path + "/bomb.png", contents: Data(png.bytes))
        let paragraphs = String(repeating: "<p>\(String(repeating: "word ", count: 60))</p>", count: 200)
        let path = try write(
            "<html><body><p>Before.</p><p><img src=\"bomb.png\" alt=\"Bomb\"/></p>\(paragraphs)</body></html>",
            to: "Bomb.html")
        check(try answers(to: path) { $0.contains("Before.") && $0.contains("%") }, "png bomb")
    }

    @Test func aProgressiveJPEGOfManyScans() throws {
        // 1,000x1,000 grey noise in 1 + 63 x 1 + a DC refinement: under the scan budget.
        var state: UInt64 = 7
        let grey = (0..<1_000_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let jpeg = Encoded.jpeg(width: 1000, height: 1000, refinements: 1, grey: grey)
        FileManager.default.createFile(atPath: temporary.path + "/scans.jpg", contents: Data(jpeg))
        let paragraphs = String(repeating: "<p>\(String(repeating: "word ", count: 60))</p>", count: 200)
        let path = try write(
            "<html><body><p><img src=\"scans.jpg\" alt=\"Scans\"/></p><p>After.</p>\(paragraphs)</body></html>",
            to: "Scans.html")
        check(try answers(to: path) { $0.contains("%") }, "jpeg scans")
    }
}
