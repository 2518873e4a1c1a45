import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import Formats

/// Fuzzing by generators of hostile structures, one per importer: whatever the input, the
/// importer ends with a book or a `BookError`, and never makes much more text than it was
/// given (no entity, bracket or nesting trick multiplies it).
@Suite("Hostile input properties")
struct HostileInputProperties {
    static let markdownPieces = [
        "[", "]", "(", ")", "![", "*", "**", "_", "~~", "`", "```", "> ", "+ ", "- ", "1. ", "<", "<!--", "<?", "&",
        "&#", "\\",
        "|", "|---|", "\n", "\n\n", " ", "    ", "word", "語", "[a]: /u", "[a]", "# ", "---\n", "http://a.b", "a@b.c",
        "\u{1B}[2J",
    ]
    static let markdown = Gen.int(in: 0...(markdownPieces.count - 1)).array(of: 0...600).map {
        $0.map { markdownPieces[$0] }.joined()
    }

    static let htmlPieces = [
        "<div>", "</div>", "<p>", "</p>", "<b>", "</b>", "<ol start='99999999999'>", "<li>", "<!DOCTYPE html [",
        "<!ENTITY x 'EXPANDED'>", "]>", "&x;", "&amp;", "&nbsp;", "&#0;", "&#x1B;", "<style>", "p{font-weight:bold}",
        "/*", "*/",
        "</style>", "<svg>", "<![CDATA[", "]]>", "<?xml version='1.0' encoding='x-bogus'?>", "<meta charset='gb18030'>",
        "<pre>", "text", "中文", " ", "\n", "\r", "\u{1B}[31m", "<p style='margin-left:1e308em;text-indent:-5%'>",
        "<img alt='a'>", "<hr>",
    ]
    static let html = Gen.int(in: 0...(htmlPieces.count - 1)).array(of: 0...400).map {
        $0.map { htmlPieces[$0] }.joined()
    }

    static let cssPieces = [
        "/*", "*/", "{", "}", ";", ":", ",", "p", ".c", "p.c", "font-weight", "bold", "margin-left", "1e308em", "-40%",
        "\"",
        "\\", "@media", "display", "none", " ", "\n", "text-indent", "nan", "!important",
    ]
    static let css = Gen.int(in: 0...(cssPieces.count - 1)).array(of: 0...600).map { $0.map { cssPieces[$0] }.joined() }

    static let bytes = Gen.int(in: 0...7).array(of: 0...600).map { picks in
        picks.map { [0x00, 0x0A, 0x1B, 0x41, 0xE4, 0xB8, 0xFF, 0x80][$0] as UInt8 }
    }

    @Test func markdownNeverExplodes() async {
        await propertyCheck(count: 300, input: Self.markdown) { markdown in
            let result = MarkdownImporter.html(from: Array(markdown.utf8))
            let importer = HTMLImporter()
            importer.add(result.html)
            // Link reference definitions are repeated after the sections that may use them.
            #expect(importer.storage(language: nil).length <= 2 * markdown.utf16.count + 16)
            for section in MarkdownSections(Array(markdown.utf8)).sections {
                #expect(section.count <= 8 * Limits.markdownSection)
            }
        }
    }

    @Test func htmlNeverExpandsOrCrashes() async {
        await propertyCheck(count: 300, input: Self.html) { html in
            let importer = HTMLImporter()
            importer.add(Array(html.utf8))
            let text = importer.storage(language: nil).string
            #expect(
                text.components(separatedBy: "EXPANDED").count <= html.components(separatedBy: "EXPANDED").count,
                "an entity's value shows only where the book wrote it")
            // An hr adds "* * *" and an image its brackets: a few cells, never a multiple of the input.
            #expect(text.utf16.count <= html.utf16.count + 16)
        }
    }

    @Test func cssIsReadInOnePassWithoutLoss() async {
        await propertyCheck(count: 300, input: Self.css) { css in
            var sheet = StyleSheet()
            sheet.add(css)
            let stripped = StyleSheet.withoutComments(css)
            #expect(stripped.utf8.count <= css.utf8.count)
            #expect(!css.contains("/*") ? stripped == css : true)
        }
    }

    @Test func plainTextBytesDecodeOrAreRefused() async {
        await propertyCheck(count: 300, input: Self.bytes) { bytes in
            let result = Result { () throws(BookError) -> [UInt16] in
                try bytes.withUnsafeBufferPointer { (buffer) throws(BookError) in try TextDecoder.decode(buffer) }
            }
            switch result {
            case .success(let units): #expect(units.count <= bytes.count)
            case .failure(let error): #expect(error == .binary)
            }
        }
    }

    /// EPUBs assembled from hostile parts: entity tricks, repeated and missing spine items,
    /// lying sizes, damaged checksums, encryption, duplicates.
    static let epubParts = Gen.int(in: 0...9).array(of: 0...8)

    @Test func epubsEndInABookOrAnError() async throws {
        let directory = TemporaryDirectory()
        let zeros = try RawZip.Entry("OEBPS/text/one.xhtml", deflating: [UInt8](repeating: 0x20, count: 300_000))
        await propertyCheck(count: 150, input: Self.epubParts) { parts in
            var files = EPUBFixture.files
            var extra: [RawZip.Entry] = []
            for part in parts {
                switch part {
                case 0:
                    files["META-INF/container.xml"] =
                        #"<!DOCTYPE c [<!ENTITY p "OEBPS/content.opf">]>"#
                        + #"<container><rootfiles><rootfile full-path="&p;"/></rootfiles></container>"#
                case 1:
                    files["OEBPS/content.opf"] = EPUBFixture.package(
                        spine: String(repeating: #"<itemref idref="c1"/>"#, count: 300))
                case 2: files["OEBPS/text/one.xhtml"] = nil
                case 3: extra.append(zeros)
                case 4: extra.append(RawZip.Entry("OEBPS/text/two b.xhtml", [0x3C, 0x70], uncompressedSize: 1 << 30))
                case 5:
                    files["META-INF/encryption.xml"] =
                        #"<encryption><CipherReference URI="OEBPS/text/one.xhtml?a.ttf"/></encryption>"#
                case 6: files["OEBPS/style.css"] = String(repeating: "/*", count: 50_000)
                case 7: files["OEBPS/content.opf"] = "<?xml version='1.0' encoding='x-bogus'?>" + EPUBFixture.package()
                case 8: extra.append(RawZip.Entry("OEBPS/nav.xhtml", Array("<html>&lol;</html>".utf8), crc: 7))
                default:
                    files["OEBPS/text/notes.xhtml"] =
                        "<html><body>" + String(repeating: "<div>", count: 3000) + "deep</body></html>"
                }
            }
            let path = directory.file("fuzz.epub", bytes: RawZip(entries: extra + RawZip.fixture(files)).bytes)
            do {
                let book = try BookLoader.load(path: path)
                #expect(book.storage.length <= 400_000)
                #expect(!parts.contains(5), "an encrypted spine part is DRM")
            } catch {
                #expect(!"\(error)".isEmpty)
            }
        }
    }
}
