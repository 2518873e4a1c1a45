import Foundation
import TestSupport
import Testing

@testable import Formats

/// Comic archives that lie or overwhelm end in one line: a notice, or the book refused.
@Suite("Hostile comics")
struct HostileComicTests {
    private let temporary = TemporaryDirectory()

    @Test func oneHundredThousandPicturesAreCutToTenThousandPages() throws {
        let page = ComicFixture.page(1, width: 1, height: 1)
        var zip = RawZip(entries: (1...100_000).map { RawZip.Entry("p\($0).png", page) })
        zip.zip64 = true
        let book = try BookLoader.load(path: temporary.file("many.cbz", bytes: zip.bytes))
        #expect(book.storage.attachmentRuns.count == 10_000)
        #expect(book.notices.map(\.description) == ["read only the first 10000 pictures of the comic"])
        #expect(book.storage.attachmentRuns.last.map { book.storage.attachment(at: $0.location) } != nil)
    }

    @Test func aBombAmongThePagesIsSkippedAndTheRestRead() throws {
        // 258 × 40,000 zero bytes from a few hundred: past the ratio an entry may inflate.
        let bomb = try #require(ZeroDeflate.zlib(copies: 40_000).dropFirst(2).dropLast(4).map { $0 } as [UInt8]?)
        var entry = RawZip.Entry("page2.png", bomb, uncompressedSize: 1 + 258 * 40_000, crc: 0)
        entry.deflated = true
        let zip = RawZip(entries: [RawZip.Entry("page1.png", ComicFixture.page(1)), entry])
        let book = try BookLoader.load(path: temporary.file("bomb.cbz", bytes: zip.bytes))
        #expect(book.storage.attachmentRuns.count == 1)
        #expect(book.notices.map(\.description) == ["skipped 1 part: page2.png (not a picture)"])
    }

    @Test func anArchiveOfNoPicturesIsRefusedInOneLine() throws {
        let path = temporary.file("empty.cbz", bytes: try ComicFixture.cbz([("readme.txt", Array("x".utf8))]))
        #expect(throws: BookError.notABook("no pictures in this comic archive (1 files, none a picture)")) {
            try BookLoader.load(path: path)
        }
        let broken = temporary.file("broken.cbz", bytes: try ComicFixture.cbz([("a.png", Array("not a png".utf8))]))
        #expect(throws: BookError.notABook("none of the 1 pictures of this comic archive could be read")) {
            try BookLoader.load(path: broken)
        }
    }

    @Test func aDamagedRarIsOneClearLine() throws {
        let path = temporary.file(
            "damaged.cbr", bytes: [0x52, 0x61, 0x72, 0x21, 0x1A, 0x07, 0x00] + Array(repeating: 0xAB, count: 200))
        #expect {
            try BookLoader.load(path: path)
        } throws: { error in
            guard case BookError.notABook(let reason) = error else { return false }
            return reason.hasPrefix("cannot read this comic archive") && !reason.contains("\n")
        }
    }

    @Test func aTarDeclaringMoreThanAComicMayHoldIsRefusedBeforeUnpacking() throws {
        // A ustar header saying 2 GiB follow, and only a few bytes after it.
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, at offset: Int) {
            header.replaceSubrange(offset..<(offset + text.utf8.count), with: text.utf8)
        }
        put("page1.png", at: 0)
        put("0000644\0", at: 100)
        put("0000000\0", at: 108)
        put("0000000\0", at: 116)
        put("20000000000\0", at: 124)
        put("00000000000\0", at: 136)
        put("        ", at: 148)
        put("0", at: 156)
        put("ustar\u{0}00", at: 257)
        let sum = header.reduce(0) { $0 + Int($1) }
        put(String(sum, radix: 8).leftPadded(to: 6) + "\0 ", at: 148)
        let path = temporary.file("bomb.cbt", bytes: header + ComicFixture.page(1))
        #expect(
            throws: BookError.notABook("refused: the comic's files would unpack to more than 1 GiB in all; a bomb?")
        ) {
            try BookLoader.load(path: path)
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

/// An entry read again is not counted again towards what a book may inflate: a comic's page
/// is read each time it is drawn.
@Suite("Zip entries counted once")
struct ZipEntriesCountedOnceTests {
    private let temporary = TemporaryDirectory()

    @Test func aPageReadAgainAndAgainStaysWithinTheBooksSize() throws {
        let page = [UInt8](repeating: 7, count: 1 << 20)
        let zip = RawZip(entries: [RawZip.Entry("a.png", page), RawZip.Entry("b.png", page)])
        let path = temporary.file("pages.cbz", bytes: zip.bytes)
        // Room for two pages of 1 MiB and a little more, in all.
        let archive = try EPUBArchive(path: path, file: MappedFile(path: path), bookSize: (2 << 20) + 1000)
        for _ in 1...10 { #expect(archive.reading("a.png").bytes.map { $0 == page } == true) }
        #expect(archive.reading("b.png").bytes.map { $0 == page } == true, "the second page fits beside the first")
        let third = RawZip(entries: [RawZip.Entry("c.png", page)] + zip.entries)
        let other = temporary.file("three.cbz", bytes: third.bytes)
        let small = try EPUBArchive(path: other, file: MappedFile(path: other), bookSize: (2 << 20) + 1000)
        _ = (small.reading("a.png"), small.reading("b.png"))
        #expect(small.reading("c.png").bytes == nil, "a third page passes the size")
        #expect(small.refusals["c.png"] == "the book would inflate to more than 2 MiB in all")
    }
}
