import TestSupport
import Testing

@testable import Formats

/// Entries inflated ahead of their reading read exactly as entries inflated when read.
@Suite("Entries inflated ahead")
struct EPUBPrefetchTests {
    let directory = TemporaryDirectory()

    @Test func entriesReadAheadAreWhatReadingThemGives() throws {
        let texts = (0..<12).map { "Part \($0) " + String(repeating: "words ", count: 400 * $0) }
        var entries = try texts.enumerated().map {
            try RawZip.Entry("p\($0.offset).xhtml", deflating: Array($0.element.utf8))
        }
        entries[3].crc ^= 1
        entries[5] = RawZip.Entry("p5.xhtml", Array(texts[5].utf8))
        let path = directory.file("book.epub", bytes: RawZip(entries: entries).bytes)
        let plain = try EPUBArchive(path: path, file: MappedFile(path: path))
        let ahead = try EPUBArchive(path: path, file: MappedFile(path: path))
        ahead.prefetch((0..<12).map { "p\($0).xhtml" } + ["missing.xhtml"])
        // In order, a part ahead of its turn (as a style sheet a document links), one read twice, parts left out.
        for name in [
            "p0.xhtml", "p1.xhtml", "p4.xhtml", "p2.xhtml", "p3.xhtml", "p5.xhtml", "p4.xhtml", "p9.xhtml",
            "missing.xhtml", "p11.xhtml",
        ] {
            #expect(try ahead.read(name) == plain.read(name), "\(name)")
        }
        #expect(ahead.damagedPaths == ["p3.xhtml"] && plain.damagedPaths == ahead.damagedPaths)
    }

    @Test func archivesGivenUpWhileInflatingAheadAreLetGo() throws {
        let entries = try (0..<40).map {
            try RawZip.Entry("p\($0).xhtml", deflating: Array(String(repeating: "text ", count: 2000).utf8))
        }
        let path = directory.file("book.epub", bytes: RawZip(entries: entries).bytes)
        for _ in 0..<20 {
            let archive = try EPUBArchive(path: path, file: MappedFile(path: path))
            archive.prefetch((0..<40).map { "p\($0).xhtml" })
            #expect(try archive.read("p0.xhtml")?.count == 10_000)
        }
    }
}
