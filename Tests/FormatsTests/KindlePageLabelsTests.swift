import Foundation
import TestSupport
import Testing

@testable import Formats

/// A MOBI 6 book's print page labels come from the APNX sidecar beside it: each page's byte
/// offset in the text, found in the markup libmobi rebuilt, labelled as the page map says.
@Suite("Kindle page labels")
struct KindlePageLabelsTests {
    static var book: MOBIFixture { KindleImportTests.book }

    /// The byte offset of `needle` in the book's text as its records hold it.
    static func textOffset(of needle: String) -> Int {
        let text = book.text
        let target = Array(needle.utf8)
        return (0...(text.count - target.count)).first { text[$0..<$0 + target.count].elementsEqual(target) }!
    }

    /// The UTF-16 offset of the first `word` in `text`.
    private func offset(of word: String, in text: String) -> Int {
        text.utf16.distance(from: text.startIndex, to: text.range(of: word)!.lowerBound)
    }

    /// Pages at the contents, the first chapter's heading, mid-sentence, inside the second
    /// heading's tag and at the last paragraph; the first two numbered in roman numerals.
    static var sidecar: APNXFixture {
        APNXFixture(
            pageMap: "(1,r,1),(3,a,1)",
            offsets: [
                textOffset(of: "<p>Contents"), textOffset(of: "<h1>Chapter One"), textOffset(of: "afé."),
                textOffset(of: "1>Chapter Two"), textOffset(of: "<p>The end"),
            ])
    }

    private func load(_ sidecar: [UInt8]?) throws -> Book {
        let folder = TemporaryDirectory()
        if let sidecar { _ = folder.file("book.apnx", bytes: sidecar) }
        return try BookLoader.load(path: folder.file("book.mobi", bytes: Self.book.bytes))
    }

    @Test func labelsLandWhereTheirPagesBegin() throws {
        let book = try load(Self.sidecar.bytes)
        let text = book.storage.string
        let expected = [
            PageLabel(label: "i", offset: offset(of: "Contents", in: text)),
            PageLabel(label: "ii", offset: offset(of: "Chapter One", in: text)),
            PageLabel(label: "1", offset: offset(of: "afé", in: text)),
            PageLabel(label: "2", offset: offset(of: "Chapter Two", in: text)),
            PageLabel(label: "3", offset: offset(of: "The end", in: text)),
        ]
        #expect(book.pageLabels == expected)
        #expect(book.notices.isEmpty)
    }

    @Test func aWindows1252BooksPagesLandAfterItsAccentedLetters() throws {
        var fixture = Self.book
        fixture.windows1252 = true
        let text = fixture.text
        let end = Array("<p>The end".utf8)
        let place = (0...(text.count - end.count)).first { text[$0..<$0 + end.count].elementsEqual(end) }!
        let folder = TemporaryDirectory()
        _ = folder.file("book.apnx", bytes: APNXFixture(pageMap: "(1,a,7)", offsets: [place]).bytes)
        let book = try BookLoader.load(path: folder.file("book.mobi", bytes: fixture.bytes))
        let storage = book.storage.string
        #expect(storage.contains("It was a café."))
        #expect(book.pageLabels == [PageLabel(label: "7", offset: offset(of: "The end", in: storage))])
    }

    @Test func aPageInsideACharacterBeginsAfterIt() throws {
        let inside = Self.textOffset(of: "é.") + 1
        let book = try load(APNXFixture(pageMap: "(1,a,1)", offsets: [inside]).bytes)
        let text = book.storage.string
        #expect(text.contains("It was a café."))
        #expect(book.pageLabels == [PageLabel(label: "1", offset: offset(of: "é.", in: text) + 1)])
    }

    @Test func theTextIsTheSameWithAndWithoutTheSidecar() throws {
        let marked = try load(Self.sidecar.bytes)
        let plain = try load(nil)
        #expect(marked.storage.string == plain.storage.string)
        #expect(plain.pageLabels.isEmpty)
        #expect(marked.links.map(\.target) == plain.links.map(\.target))
    }

    @Test func aKindlesSdrFolderHoldsTheSidecar() throws {
        var sidecar = Self.sidecar
        sidecar.pageMap = "(1,c,Front|Back),(3,a,10)"
        let folder = TemporaryDirectory()
        let sdr = folder.path + "/book.sdr"
        try FileManager.default.createDirectory(atPath: sdr, withIntermediateDirectories: true)
        _ = folder.file("book.sdr/book.apnx", bytes: sidecar.bytes)
        let book = try BookLoader.load(path: folder.file("book.mobi", bytes: Self.book.bytes))
        #expect(book.pageLabels.map(\.label) == ["Front", "Back", "10", "11", "12"])
    }

    @Test func aDamagedSidecarIsSaidAndTheBookOpens() throws {
        let whole = Self.sidecar.bytes
        var lying = Self.sidecar
        lying.statedCount = 65_535
        for damaged in [Array(whole.dropLast(3)), lying.bytes, Array(repeating: 0xFF, count: 40), []] {
            let book = try load(damaged)
            #expect(book.pageLabels.isEmpty)
            #expect(book.notices == [.pageSidecarUnread])
        }
        let tooLarge = whole + [UInt8](repeating: 0, count: Limits.apnxSize)
        #expect(try load(tooLarge).notices == [.pageSidecarUnread])
    }

    @Test func pagesOutOfOrderOrPastTheTextAreLeftOut() throws {
        var sidecar = Self.sidecar
        let offsets = sidecar.offsets
        sidecar.offsets = [offsets[0], offsets[2], offsets[1], offsets[3], Self.book.text.count, 0xFFFF_FFFF]
        let book = try load(sidecar.bytes)
        #expect(book.pageLabels.map(\.label) == ["i", "ii", "2"])
        #expect(book.notices == [.pagesLeftOut(count: 3)])
    }

    @Test func everyCutOfASidecarIsReadOrRefusedWithoutACrash() {
        let whole = Self.sidecar.bytes
        for length in 0..<whole.count {
            let cut = APNXFile(bytes: Array(whole.prefix(length)))
            #expect(cut == nil || length == whole.count, "a sidecar cut at \(length) read")
        }
        #expect(APNXFile(bytes: whole)?.pages.count == 5)
    }
}

/// Page maps as Calibre's writer makes them, labelled by hand.
@Suite("APNX page maps")
struct APNXPageMapTests {
    @Test(arguments: [
        ("(1,r,1),(5,a,1)", ["i", "ii", "iii", "iv", "1", "2"]),
        ("(1,a,1)", ["1", "2", "3", "4", "5", "6"]),
        ("(3,r,7),(5,c,A|B)", ["1", "2", "vii", "viii", "A", "B"]),
        ("", ["1", "2", "3", "4", "5", "6"]),
        ("(1,r,x),(2,q,1),(99999999999999999999,a,1),(4,a,40)", ["1", "2", "3", "40", "41", "42"]),
    ])
    func labels(map: String, expected: [String]) {
        let runs = APNXPageMap(map)
        #expect((1...6).map { runs.label(ofPage: $0) ?? "-" } == expected)
    }

    @Test func aCustomRunLabelsOnlyThePagesItLists() {
        let runs = APNXPageMap("(1,c,Cover||Title)")
        #expect((1...4).map { runs.label(ofPage: $0) } == ["Cover", nil, "Title", nil])
    }
}
