import Foundation
import TestSupport
import Testing

@testable import Formats

/// A CB7's or CBT's pages read in any order give the bytes written, and reading them in order
/// walks the archive once.
@Suite("Packed comics read in any order")
struct PackedComicReadingTests {
    private let temporary = TemporaryDirectory()

    /// Ten pages of different lengths, each told from the others by every byte, and a file
    /// that is not a picture between them.
    private static let files: [(String, [UInt8])] =
        (1...5).map { ("p\($0).png", page($0)) } + [("notes.txt", Array("not a page".utf8))]
        + (6...10).map { ("p\($0).png", page($0)) }

    private static func page(_ number: Int) -> [UInt8] {
        ComicFixture.page(number) + (0..<(number * 997)).map { UInt8(truncatingIfNeeded: $0 * number + 7) }
    }

    private func comic(_ format: String) throws -> PackedComic {
        let path = temporary.path + "/comic-\(format)"
        try #require(ComicFixture.write(Self.files, format: format, to: path))
        return try PackedComic(path: path)
    }

    /// Orders written by hand (forward, back, back and forth, the same page twice) and
    /// shuffled ones from a fixed seed; numbers are the pages' (1 to 10).
    private static let orders: [[Int]] = {
        var generator = SplitMix(seed: 28)
        return [
            Array(1...10), Array((1...10).reversed()), [1, 2, 1, 3, 2, 4, 3, 5, 4, 10, 9, 8, 1],
            [5, 5, 5, 6, 6, 1, 10, 10], [10, 1, 9, 2, 8, 3, 7, 4, 6, 5],
        ] + (1...20).map { _ in (1...10).shuffled(using: &generator) + (1...10).shuffled(using: &generator) }
    }()

    @Test(arguments: ["7zip", "ustar"])
    func pagesReadInAnyOrderAreTheBytesWritten(format: String) throws {
        for order in Self.orders {
            let comic = try comic(format)
            for number in order {
                let same = comic.bytes(of: "p\(number).png") == Self.page(number)
                #expect(same, "\(format), page \(number) of \(order)")
            }
            #expect(comic.bytes(of: "notes.txt") == Array("not a page".utf8))
            #expect(comic.bytes(of: "p11.png") == nil)
        }
    }

    @Test(arguments: ["7zip", "ustar"])
    func readingInOrderWalksTheArchiveOnce(format: String) throws {
        let comic = try comic(format)
        for number in 1...10 { _ = comic.bytes(of: "p\(number).png") }
        // Eleven entries, the text among them: each walked over once.
        #expect(comic.cursor.withLock { ($0.opened, $0.walked) } == (1, 11))
        // The page before (←) and the one shown are kept: read again without walking.
        #expect(comic.bytes(of: "p9.png") == Self.page(9))
        #expect(comic.bytes(of: "p10.png") == Self.page(10))
        #expect(comic.cursor.withLock { ($0.opened, $0.walked) } == (1, 11))
        // A page further back opens the archive again, and walks to it alone.
        #expect(comic.bytes(of: "p2.png") == Self.page(2))
        #expect(comic.cursor.withLock { ($0.opened, $0.walked) } == (2, 13))
    }
}
