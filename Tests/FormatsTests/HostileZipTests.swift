import Foundation
import TestSupport
import Testing
import ZIPFoundation

@testable import Formats

/// EPUB containers as an attacker builds them: each limit refuses with its own reason, entries
/// are read where the central directory says, DRM cannot hide, and an empty book is an error.
@Suite("Hostile zips")
struct HostileZipTests {
    let directory = TemporaryDirectory()

    private func load(_ entries: [RawZip.Entry]) throws -> Book {
        try BookLoader.load(path: directory.file("book.epub", bytes: RawZip(entries: entries).bytes))
    }

    private func message(_ entries: [RawZip.Entry]) -> String? {
        do {
            _ = try load(entries)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func withSpine(_ spine: String, manifest: String = "") -> [String: String] {
        var files = EPUBFixture.files
        files["OEBPS/content.opf"] = EPUBFixture.package(spine: spine).replacingOccurrences(
            of: "</manifest>", with: manifest + "</manifest>")
        return files
    }

    @Test func eachLimitHasItsOwnReason() {
        let mib = 1 << 20
        #expect(
            EPUBArchive.refusal(declared: Limits.entrySize + 1, available: Limits.entrySize, inflated: 0, consumed: 0)
                == "it would inflate to 64 MiB, more than an entry may (64 MiB)")
        #expect(
            EPUBArchive.refusal(declared: 8 * mib, available: 8 * mib / 200, inflated: 0, consumed: 0)
                == "it would inflate 41943 bytes to 8 MiB, 200 times or more")
        #expect(
            EPUBArchive.refusal(
                declared: Int.max, available: 10, inflated: 1 << 20, consumed: 1 << 20, compressed: false,
                stored: 1 << 20)
                == "it would inflate to \(Int.max >> 20) MiB, more than an entry may (64 MiB)",
            "a size claimed near Int.max never overflows")
        #expect(
            EPUBArchive.refusal(declared: Limits.entryRatioFloor, available: 10, inflated: 0, consumed: 0) == nil,
            "small entries may inflate any amount")
        #expect(
            EPUBArchive.refusal(declared: 280_712, available: 1080, inflated: 0, consumed: 0) == nil,
            "a page of repeated markup squeezes far and is no bomb")
        #expect(
            EPUBArchive.refusal(declared: mib, available: mib, inflated: Limits.bookSize, consumed: Limits.bookSize)
                == "the book would inflate to more than 64 MiB in all")
        #expect(
            EPUBArchive.refusal(declared: mib, available: mib / 10, inflated: 16 * mib, consumed: mib / 2)
                == "the book would inflate to 17 MiB from 629145 bytes, 20 times or more")
        #expect(
            EPUBArchive.refusal(declared: mib, available: mib / 10, inflated: 14 * mib, consumed: mib / 2) == nil,
            "under the floor a book inflates freely")
        #expect(
            EPUBArchive.refusal(
                declared: mib, available: mib / 10, inflated: 16 * mib, consumed: mib / 2, stored: 9 * mib)
                == "the book would inflate to 17 MiB from 629145 bytes, 20 times or more",
            "stored bytes do not vouch for deflated ones")
        #expect(
            EPUBArchive.refusal(
                declared: 2 * mib, available: 2 * mib, inflated: 15 * mib, consumed: mib, compressed: false) == nil)
        #expect(
            EPUBArchive.refusal(
                declared: 2 * mib, available: 2 * mib, inflated: 30 * mib, consumed: 30 * mib, compressed: false,
                stored: 33 * mib) == "the book would inflate to more than 64 MiB in all", "stored bytes count in all")
    }

    @Test func anEntryPastTheSizeLimitIsRefusedBeforeItIsInflated() {
        let entries =
            RawZip.fixture(withSpine(#"<itemref idref="c1"/>"#))
            + [RawZip.Entry("OEBPS/text/one.xhtml.bak", [0x61], uncompressedSize: Limits.entrySize + 1)]
        var lying = entries
        lying[lying.firstIndex { $0.name == "OEBPS/text/one.xhtml" }!].uncompressedSize = Limits.entrySize + 1
        #expect(
            message(lying)
                == "no readable text (1 of 1 parts missing: text/one.xhtml (refused: it would inflate to 64 MiB, "
                + "more than an entry may (64 MiB)))"
        )
    }

    /// The fixture with a spine of `spine` and a deflated part `part.xhtml` of `bytes`.
    private func withPart(_ bytes: [UInt8], spine: String) throws -> [RawZip.Entry] {
        let files = withSpine(
            spine, manifest: #"<item id="part" href="part.xhtml" media-type="application/xhtml+xml"/>"#)
        return RawZip.fixture(files) + [try RawZip.Entry("OEBPS/part.xhtml", deflating: bytes)]
    }

    @Test func aSmallFileOfZerosCannotInflateFarAndIsSkippedWithItsLimit() throws {
        let zeros = [UInt8](repeating: 0, count: 8 << 20)
        // The rest of the book is read; the part refused is named with the limit it passed.
        let book = try load(withPart(zeros, spine: #"<itemref idref="part"/><itemref idref="c1"/>"#))
        #expect(book.storage.string == "Chapter One\nFirst\u{A0}words.\nA part begins.")
        let notice = try #require(book.notices.first?.description)
        #expect(
            notice.hasPrefix("skipped 1 part: part.xhtml (refused: it would inflate ")
                && notice.hasSuffix(" bytes to 8 MiB, 200 times or more)"))
        let alone = try withPart(zeros, spine: #"<itemref idref="part"/>"#)
        #expect(message(alone)?.hasPrefix("no readable text (1 of 1 parts missing: part.xhtml (refused: ") == true)
    }

    @Test func aPictureALimitRefusesSaysWhy() throws {
        let zeros = [UInt8](repeating: 0, count: 8 << 20)
        var files = withSpine(
            #"<itemref idref="c1"/>"#,
            manifest: #"<item id="big" href="big.png" media-type="image/png"/>"#)
        files["OEBPS/text/one.xhtml"] = EPUBFixture.chapter("One", #"<p><img src="../big.png" alt="Big"/></p>"#)
        let book = try load(RawZip.fixture(files) + [try RawZip.Entry("OEBPS/big.png", deflating: zeros)])
        #expect(book.pictures.whyUnread("OEBPS/big.png") == nil, "not refused before it is read")
        #expect(book.pictures.bytes(of: "OEBPS/big.png") == nil)
        let reason = try #require(book.pictures.whyUnread("OEBPS/big.png"))
        #expect(reason.hasPrefix("it would inflate ") && reason.hasSuffix(" bytes to 8 MiB, 200 times or more"))
        #expect(book.pictures.whyUnread("OEBPS/missing.png") == nil)
    }

    @Test func aPageOfMarkupThatSqueezesFarIsRead() throws {
        let markup = Array(EPUBFixture.chapter("Squeezed", String(repeating: "<p>Again.</p>", count: 20_000)).utf8)
        let entries = try withPart(markup, spine: #"<itemref idref="part"/>"#)
        let part = try #require(entries.last)
        #expect(markup.count / part.data.count > Limits.entryRatio, "it squeezes more than the ratio")
        let book = try load(entries)
        #expect(book.storage.string.hasPrefix("Squeezed\nAgain.\nAgain.") && book.notices.isEmpty)
    }

    @Test func manyEntriesUnderTheRatioFloorAreStoppedByTheBooksRatio() throws {
        let small = [UInt8](repeating: 0x61, count: 60 << 10)
        let count = Limits.bookFloor / small.count + 2
        let manifest = (0..<count).map {
            #"<item id="s\#($0)" href="s\#($0).xhtml" media-type="application/xhtml+xml"/>"#
        }.joined()
        let spine = (0..<count).map { #"<itemref idref="s\#($0)"/>"# }.joined()
        let deflated = try RawZip.deflate(small)
        let many =
            RawZip.fixture(withSpine(spine, manifest: manifest))
            + (0..<count).map {
                var entry = RawZip.Entry(
                    "OEBPS/s\($0).xhtml", deflated, uncompressedSize: small.count, crc: RawZip.crc32(small))
                entry.deflated = true
                return entry
            }
        // Past the floor each part is refused, and the book is what was read before.
        let book = try load(many)
        let notice = try #require(book.notices.first?.description)
        let refusal = "(refused: the book would inflate to 16 MiB from"
        #expect(notice.hasPrefix("skipped 2 parts: s\(count - 2).xhtml \(refusal)"))
        #expect(notice.contains("20 times or more), s\(count - 1).xhtml \(refusal)"))
        #expect(book.storage.string.utf16.count == (count - 2) * (small.count + 1) - 1)
    }

    @Test func aPartListedManyTimesIsReadEachTimeFromOneInflating() throws {
        let spine = String(repeating: #"<itemref idref="c1"/>"#, count: 500)
        let book = try load(RawZip.fixture(withSpine(spine)))
        let part = "Chapter One\nFirst\u{A0}words.\nA part begins."
        #expect(book.storage.string == Array(repeating: part, count: 500).joined(separator: "\n"))
        #expect(book.notices.isEmpty)
    }

    @Test func entriesAreReadWhereTheCentralDirectoryPutsThem() throws {
        // A stored EPUB and a fake local header come first in the file, under the names of the real parts.
        var inner = EPUBFixture.files
        inner["OEBPS/text/one.xhtml"] = EPUBFixture.chapter("Inner", "<p>FAKE</p>")
        let fake = RawZip(entries: RawZip.fixture(inner)).bytes
        let book = try load([RawZip.Entry("AAA/sample.epub", fake)] + RawZip.fixture())
        #expect(book.storage.string.hasPrefix("Chapter One\nFirst"))
        #expect(!book.storage.string.contains("FAKE"))
        #expect(book.notices.isEmpty)
    }

    @Test(arguments: [false, true])
    func offsetsComeFromZIPFoundationsCentralDirectory(zip64: Bool) throws {
        let zip =
            zip64 ? RawZip(entries: RawZip.fixture(), zip64: true).bytes : Array(try EPUBFixture.zip(EPUBFixture.files))
        let archive = try Archive(data: Data(zip), accessMode: .read)
        try zip.withUnsafeBufferPointer { bytes in
            var records = ZIPCentralDirectory(archive, bytes: bytes)
            var count = 0
            for entry in archive {
                let next = records.nextLocation()
                let location = try #require(next)
                let signature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
                let header = (0..<(zip.count - 30)).first { index in
                    zip[index..<(index + 4)].elementsEqual(signature)
                        && zip[(index + 30)...].starts(with: Array(entry.path.utf8))
                }
                #expect(location.localHeaderOffset == header)
                #expect(Array(zip[location.name]) == Array(entry.path.utf8))
                count += 1
            }
            #expect(count == (zip64 ? RawZip.fixture().count : EPUBFixture.files.count))
            let past = records.nextLocation()
            #expect(past == nil, "no record past the last")
        }
        if zip64 {
            let book = try BookLoader.load(path: directory.file("zip64.epub", bytes: zip))
            #expect(book.storage.string.hasPrefix("Chapter One\nFirst") && book.notices.isEmpty)
        }
    }

    @Test func aDuplicateNameIsANoticeAndTheFirstIsRead() throws {
        let entries = RawZip.fixture(withSpine(#"<itemref idref="c1"/>"#))
        let index = entries.firstIndex { $0.name == "OEBPS/text/one.xhtml" }!
        var second = entries[index]
        second.data = Array(EPUBFixture.chapter("Second", "<p>SECOND</p>").utf8)
        second.crc = RawZip.crc32(second.data)
        second.uncompressedSize = second.data.count
        let book = try load(entries + [second])
        #expect(book.storage.string.hasPrefix("Chapter One") && !book.storage.string.contains("SECOND"))
        #expect(
            book.notices.map(\.description) == [
                "1 entry has the name of another (OEBPS/text/one.xhtml); read the first"
            ])
    }

    private func encryption(_ uri: String) -> RawZip.Entry {
        RawZip.Entry(
            "META-INF/encryption.xml",
            Array(
                """
                <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" \
                xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
                <enc:EncryptedData><enc:CipherData>\
                <enc:CipherReference URI="\(uri)"/></enc:CipherData></enc:EncryptedData></encryption>
                """.utf8))
    }

    @Test func drmCannotHideBehindURIsOrDamage() {
        for uri in [
            "OEBPS/text/one.xhtml#x", "OEBPS/text/one.xhtml?x.ttf", "OEBPS/text/one.xhtml#.woff",
            "./OEBPS/text/%6Fne.xhtml",
            "OEBPS/images/cover.jpg",
        ] {
            #expect(message(RawZip.fixture() + [encryption(uri)]) == BookError.encrypted.description, "\(uri)")
        }
        var damaged = encryption("OEBPS/fonts/a.otf")
        damaged.crc ^= 1
        #expect(message(RawZip.fixture() + [damaged]) == BookError.encrypted.description)
        // A spine part is never a font, whatever its name.
        let files = withSpine(
            #"<itemref idref="f"/><itemref idref="c1"/>"#,
            manifest: #"<item id="f" href="f.ttf" media-type="application/xhtml+xml"/>"#)
        #expect(message(RawZip.fixture(files) + [encryption("OEBPS/f.ttf")]) == BookError.encrypted.description)
        #expect(message(RawZip.fixture() + [encryption("OEBPS/fonts/a.otf")]) == nil, "obfuscated fonts are not DRM")
        #expect(
            message(RawZip.fixture() + [encryption("OEBPS/text/one.xhtml%00.ttf")]) == BookError.encrypted.description,
            "a NUL before a font's extension")
    }

    @Test func drmCannotHideBehindTheEntryOfItsDeclaration() {
        let declaration = encryption("OEBPS/text/one.xhtml")
        // An encryption.xml marked as a Unix link, as a DOS directory, as a Unix directory.
        for (madeBy, attributes) in [(3 << 8, 0o120644 << 16), (20, 0x10), (3 << 8, (0o040755 << 16) | 0x10)] {
            var marked = declaration
            marked.madeBy = madeBy
            marked.externalAttributes = attributes
            #expect(message(RawZip.fixture() + [marked]) == BookError.encrypted.description, "attributes \(attributes)")
        }
        var empty = declaration
        empty.data = []
        empty.crc = RawZip.crc32([])
        empty.uncompressedSize = 0
        #expect(
            message(RawZip.fixture() + [empty, declaration]) == BookError.encrypted.description,
            "two of them, the first empty")
        var outside = declaration
        outside.name = "OEBPS/../META-INF/encryption.xml"
        #expect(message(RawZip.fixture() + [outside]) == BookError.encrypted.description, "a path through ..")
        var cased = declaration
        cased.name = "meta-inf/Encryption.XML"
        #expect(message(RawZip.fixture() + [cased]) == BookError.encrypted.description, "another case")
    }

    @Test func aPackageOfMillionsOfEntriesIsReadOnlyToItsLimits() throws {
        let itemrefs = String(repeating: #"<itemref idref="c1"/>"#, count: Limits.spineParts + 5000)
        let package = EPUBPackage(Array(EPUBFixture.package(spine: itemrefs).utf8))
        #expect(package.spine.count == Limits.spineParts + 1, "one part past the limit, to tell of the cut")
        let items = (0..<1010).map { #"<item id="i\#($0)" href="x\#($0).xhtml" media-type="text/css"/>"# }.joined()
        let crowded = EPUBPackage(
            Array(EPUBFixture.package().replacingOccurrences(of: "<manifest>", with: "<manifest>" + items).utf8),
            manifestLimit: 1000)
        #expect(crowded.manifest.count == 1000 && crowded.spine.isEmpty, "reading stops in the manifest")
        let book = try load(RawZip.fixture(withSpine(itemrefs)))
        #expect(book.notices.contains(.spineCut(limit: Limits.spineParts)))
    }

    @Test func aBookWithNoReadableTextIsAnError() {
        var files = EPUBFixture.files
        files["OEBPS/text/one.xhtml"] = nil
        files["OEBPS/text/two b.xhtml"] = "<html><body>  </body></html>"
        files["OEBPS/text/notes.xhtml"] = nil
        #expect(
            message(RawZip.fixture(files))
                == "no readable text (2 of 3 parts missing: text/one.xhtml (missing), text/notes.xhtml (missing))")
    }
}
