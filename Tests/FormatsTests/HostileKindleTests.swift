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

    // KF8's indexes (`KF8Fixture`): the NCX index, then the fragment index, then the skeleton
    // index, each a header record, a record of entries and (the first two) a CNCX record.

    private static let kf8 = KF8Fixture.sample.bytes

    /// The numbers of the KF8 fixture's INDX records, in order.
    private static let indexRecords = (0..<Int(MOBIFixture.be16Value(kf8, at: 76))).filter {
        Array(kf8[MOBIFixture.recordOffset($0, in: kf8)...].prefix(4)) == Array("INDX".utf8)
    }

    private func kf8(_ value: [UInt8], atRecord record: Int, offset: Int) -> [UInt8] {
        var bytes = Self.kf8
        let start = MOBIFixture.recordOffset(record, in: bytes) + offset
        bytes.replaceSubrange(start..<start + value.count, with: value)
        return bytes
    }

    @Test func aKF8NCXIndexLyingAboutItsCountIsLeftOutWithANotice() throws {
        let book = try load(kf8(MOBIFixture.be32(1000), atRecord: Self.indexRecords[0], offset: 36))
        #expect(book.storage.string == KF8Fixture.sampleText)
        #expect(
            book.notices.map(\.description) == [
                "the table of contents is damaged; the chapters are found from the headings"
            ])
        #expect(book.chapters.map(\.title).first == "Chapter One")
    }

    @Test func aKF8CNCXStringLongerThanItsRecordEndsInOneLineOrANotice() {
        // The NCX's CNCX record is after its two INDX records; its first label claims 2 MB.
        let cncx = Self.indexRecords[1] + 1
        for claim in [[0x7F, 0x7F, 0xFF], [0x00, 0x8F], [0xFF]] as [[UInt8]] {
            let bytes = kf8(claim, atRecord: cncx, offset: 0)
            if let reason = refusal(bytes) { #expect(reason == Self.damaged) }
        }
    }

    @Test func aKF8FragmentIndexLyingAboutItsEntriesIsDamaged() {
        // The fragment index's record of entries says it has 60,000.
        #expect(refusal(kf8(MOBIFixture.be32(60_000), atRecord: Self.indexRecords[3], offset: 24)) == Self.damaged)
        #expect(refusal(kf8(MOBIFixture.be32(60_000), atRecord: Self.indexRecords[2], offset: 36)) == Self.damaged)
    }

    @Test func aKF8FragmentInsertedPastItsSkeletonStillReadsTheOtherParts() throws {
        // The first fragment's label, its insert position, at 192 after its length byte: libmobi
        // puts the fragment at its skeleton's end, and the part's text out of order.
        let bytes = kf8(Array("0999999999".utf8), atRecord: Self.indexRecords[3], offset: 193)
        let text = try load(bytes).storage.string
        #expect(text.hasPrefix("Chapter One\n"))
        #expect(text.hasSuffix(KF8Fixture.sampleText.split(separator: "\u{FFFC}\n")[1]))
    }

    @Test(.timeLimit(.minutes(1)))
    func aKF8NCXEntryWhoseParentIsItsChildIsLeftOutWithANotice() throws {
        // The first entry's control byte, 0xDF, made 0x7F: the entry gains tag 21, its parent,
        // the fourth entry, whose parent it is. libmobi follows such parents forever.
        let book = try load(kf8([0x7F], atRecord: Self.indexRecords[1], offset: 194))
        #expect(book.storage.string == KF8Fixture.sampleText)
        #expect(
            book.notices.map(\.description) == [
                "the table of contents is damaged; the chapters are found from the headings"
            ])
    }

    @Test func aKF8FragmentWhosePlaceIsNoNumberIsDamaged() {
        // The second digit of the first fragment's label, the place it is inserted at: libmobi
        // reads "0" and rebuilds the part from memory it never wrote.
        #expect(refusal(kf8([0xFF], atRecord: Self.indexRecords[3], offset: 194)) == Self.damaged)
    }

    @Test func everyByteOfTheKF8IndexesSetToFFOpensOrIsRefusedInOneLine() {
        let first = MOBIFixture.recordOffset(Self.indexRecords[0], in: Self.kf8)
        let last = MOBIFixture.recordOffset(Self.indexRecords.last! + 1, in: Self.kf8)
        for offset in stride(from: first, to: last, by: 5) {
            var bytes = Self.kf8
            bytes[offset] = 0xFF
            if let reason = refusal(bytes) { #expect(reason == Self.damaged, "\(offset - first)") }
        }
    }
}
