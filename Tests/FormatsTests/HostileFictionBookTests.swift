import Foundation
import TestSupport
import Testing
import TextEngine

@testable import Formats

/// FictionBooks as an attacker writes them: each ends in a book with a notice or in one clear
/// line, within the limits of `Limits`.
@Suite("Hostile FictionBooks")
struct HostileFictionBookTests {
    let directory = TemporaryDirectory()

    private func message(_ bytes: [UInt8], name: String) -> String? {
        do {
            _ = try BookLoader.load(path: directory.file(name, bytes: bytes))
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func novel(binaries: String) -> [UInt8] {
        Array(
            FictionBookFixture.novel(encoding: "UTF-8").replacingOccurrences(
                of: "</FictionBook>", with: binaries + "</FictionBook>"
            ).utf8)
    }

    @Test func aBinaryPastItsLimitIsLeftOutBeforeItIsDecoded() throws {
        let huge = String(repeating: "QUFB", count: Limits.fictionBookBinary / 4 + 1)
        let bytes = novel(binaries: "<binary id=\"bomb\" content-type=\"image/png\">\(huge)</binary>")
        let book = try BookLoader.load(path: directory.file("bomb.fb2", bytes: bytes))
        #expect(book.notices == [.binariesCut(count: 1, first: "bomb", limit: Limits.fictionBookBinaries)])
        #expect(book.notices.first?.description == "left out 1 picture too large (bomb; 48 MiB in all are read)")
    }

    @Test func binariesPastTheTotalAreLeftOut() throws {
        let chunk = FictionBookFixture.base64(FictionBookFixture.cover)
        let document = String(
            decoding: novel(binaries: (1...3).map { "<binary id=\"b\($0)\">\(chunk)</binary>" }.joined()), as: UTF8.self
        )
        .replacingOccurrences(of: "<p>Роман-эпопея.</p>", with: "<p><image l:href=\"#b3\"/>Роман-эпопея.</p>")
        // The cover and two more fit; the third binary would pass the total.
        let converter = FictionBookConverter(binaryLimit: chunk.utf8.count, binariesLimit: chunk.utf8.count * 3)
        let book = try FictionBookImporter.book(Array(document.utf8), fallbackTitle: "x", converter: converter)
        #expect(book.notices == [.binariesCut(count: 1, first: "b3", limit: chunk.utf8.count * 3)])
        let alt = book.storage.attachmentRuns.count
        #expect(alt == 1, "the picture of the binary left out is its alternative text")
    }

    @Test func deepNestingIsCutWithANotice() throws {
        let depth = 20_000
        let body =
            "<body>" + String(repeating: "<section><p>в глубь</p>", count: depth)
            + String(repeating: "</section>", count: depth) + "<section><p>После глубины.</p></section></body>"
        let book = try BookLoader.load(
            path: directory.file("deep.fb2", text: FictionBookFixture.novel(encoding: "UTF-8", body: body)))
        #expect(book.notices.contains(.nestedTooDeep(limit: Int(Limits.markupDepth))))
        #expect(book.storage.string.contains("После глубины."))
    }

    @Test func elementsPastTheLimitAreNotRead() throws {
        // Elements the XHTML has no tag for: only the FictionBook's own reading can count them.
        let body =
            "<body><section>" + String(repeating: "<x/>", count: Limits.elements) + "<p>После.</p></section></body>"
        let book = try BookLoader.load(
            path: directory.file("many.fb2", text: FictionBookFixture.novel(encoding: "UTF-8", body: body)))
        #expect(book.notices.contains(.elementsCut(limit: Limits.elements)))
        #expect(!book.storage.string.contains("После."))
    }

    @Test func aTruncatedFileGivesWhatItHolds() throws {
        let bytes = Array(FictionBookFixture.novel(encoding: "UTF-8").utf8)
        let cut = try #require(String(decoding: bytes, as: UTF8.self).range(of: "поместья"))
        let prefix = Array(String(decoding: bytes, as: UTF8.self)[..<cut.upperBound].utf8)
        let book = try BookLoader.load(path: directory.file("cut.fb2", bytes: prefix))
        #expect(book.storage.string.contains("Ну, князь, Генуя и Лукка поместья"))
    }

    @Test func whatIsNotAFictionBookIsOneClearLine() throws {
        #expect(
            message(Array("<html><body><p>hi</p></body></html>".utf8), name: "page.fb2")
                == "not a FictionBook: no <FictionBook> element")
        #expect(
            message((0..<4096).map { UInt8(truncatingIfNeeded: $0 * 7919) }, name: "noise.fb2")
                == "not a FictionBook: no <FictionBook> element")
        let two = RawZip(entries: [RawZip.Entry("a.fb2", [60]), RawZip.Entry("b.fb2", [60])]).bytes
        #expect(message(two, name: "two.fb2.zip") == "not a zipped FictionBook: the zip holds 2 .fb2 files, not one")
    }

    @Test func aZipBombIsRefused() throws {
        // 32 MiB of one letter deflates to a few kilobytes: far past the ratio an entry may have.
        let content =
            Array(FictionBookFixture.novel(encoding: "UTF-8").utf8) + [UInt8](repeating: 0x20, count: 32 << 20)
        let zip = RawZip(entries: [try RawZip.Entry("bomb.fb2", deflating: content)]).bytes
        let reason = try #require(message(zip, name: "bomb.fb2.zip"))
        #expect(reason.hasPrefix("refused bomb.fb2: it would inflate") && reason.hasSuffix("a zip bomb?"))
    }
}
