import TestSupport
import Testing

@testable import Formats

/// Kindle files that are locked, cut short or lying about their lengths end in one line,
/// never a crash or a hang.
@Suite("Hostile Kindle files")
struct HostileKindleTests {
    private static let book = KindleImportTests.book.bytes

    private func load(_ bytes: [UInt8]) throws(BookError) -> Book {
        let folder = TemporaryDirectory()
        return try BookLoader.load(path: folder.file("book.azw3", bytes: bytes))
    }

    private func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try load(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    /// The book with the big-endian `value` written at `offset`.
    private func lying(_ value: [UInt8], at offset: Int) -> [UInt8] {
        var bytes = Self.book
        bytes.replaceSubrange(offset..<offset + value.count, with: value)
        return bytes
    }

    private var recordZero: Int { MOBIFixture.recordOffset(0, in: Self.book) }

    @Test(arguments: [UInt16(1), 2])
    func aBookWithDRMIsRefused(encryption: UInt16) {
        var fixture = KindleImportTests.book
        fixture.encryption = encryption
        #expect(refusal(fixture.bytes) == "this Kindle book is locked with DRM; reader does not remove DRM")
    }

    @Test func aBookCutInItsTextIsDamaged() {
        let text = MOBIFixture.recordOffset(1, in: Self.book)
        #expect(refusal(Array(Self.book.prefix(text + 10))) == Self.damaged)
        #expect(refusal(Array(Self.book.prefix(recordZero + 40))) == Self.damaged)
    }

    @Test func cutsOfTheBookOpenOrAreRefusedInOneLine() {
        // Every header's bytes, then a stride through the text and the picture.
        for length in Array(0..<MOBIFixture.recordOffset(1, in: Self.book))
            + Array(stride(from: 0, to: Self.book.count, by: 61))
        {
            if let reason = refusal(Array(Self.book.prefix(length))) {
                #expect(!reason.isEmpty && !reason.contains("\n"), "\(length)")
            }
        }
    }

    @Test func aRecordPastTheEndIsDamaged() {
        #expect(refusal(lying(MOBIFixture.be32(UInt32(Self.book.count + 1000)), at: 78 + 8)) == Self.damaged)
    }

    @Test func moreRecordsThanTheFileHoldsIsDamaged() {
        #expect(refusal(lying(MOBIFixture.be16(0xFFFF), at: 76)) == Self.damaged)
    }

    @Test func aTextLongerThanItsRecordsIsDamaged() {
        #expect(refusal(lying(MOBIFixture.be32(0x7FFF_FFFF), at: recordZero + 4)) == Self.damaged)
    }

    @Test func textRecordsSayingMoreThanTheLimitAreRefused() {
        // 65,535 records of 65,535 bytes: past Limits.kindleText.
        let claim = lying(MOBIFixture.be16(0xFFFF) + MOBIFixture.be16(0xFFFF), at: recordZero + 8)
        #expect(refusal(claim) == "this Kindle book's text would be over 64 MB, more than reader reads")
    }

    @Test func lyingHeaderLengthsStillReadTheText() throws {
        let exth = recordZero + 16 + 232
        for bytes in [
            lying(MOBIFixture.be32(0x7FFF_FFF0) + MOBIFixture.be32(0xFF_FFFF), at: exth + 4),
            lying(MOBIFixture.be32(0xFFFF_FFF0), at: recordZero + 20),
        ] {
            #expect(try load(bytes).storage.string.contains("It was a café."))
        }
    }

    @Test func aPalmDatabaseThatIsNoBookIsRefused() {
        var bytes = [UInt8](repeating: 0, count: 78) + MOBIFixture.be32(88) + [0, 0, 0, 0] + [0, 0]
        bytes.replaceSubrange(60..<68, with: Array("DATAXXXX".utf8))
        bytes.replaceSubrange(76..<78, with: MOBIFixture.be16(1))
        bytes += [UInt8](repeating: 7, count: 64)
        let reason = refusal(bytes)
        #expect(reason == "not a Kindle book: no Mobipocket or PalmDOC header" || reason == Self.damaged)
    }

    @Test func aFileShorterThanAPalmDatabaseHeaderIsNoKindleBook() {
        for length in [0, 1, 77] {
            #expect(refusal(Array(Self.book.prefix(length))) == "not a Kindle book: no Mobipocket or PalmDOC header")
        }
    }

    static let damaged = "damaged Kindle book: its records are truncated or contradict each other"
}
