import Testing

@testable import Formats

/// What a document says its charset is, and whether its bytes are UTF-8, read from its bytes.
@Suite("Markup charsets")
struct MarkupCharsetTests {
    private func declared(_ text: String, after prefix: [UInt8] = []) -> String? {
        MarkupCharset.declaredCharset(prefix + Array(text.utf8))
    }

    @Test func theDeclarationOrAMetaElementNamesTheCharset() {
        #expect(declared(#"<?xml version="1.0" encoding="UTF-8"?><html/>"#) == "utf-8")
        #expect(
            declared(" \r\n\t<?XML VERSION='1.0' ENCODING = 'Shift_JIS' ?>") == "shift_jis",
            "after white space, in capitals")
        #expect(
            declared(#"<?xml version="1.0"?><meta charset="windows-1251"/>"#) == "windows-1251",
            "a declaration without one")
        #expect(declared(#"<?xml encoding="?"?><meta charset="koi8-r"/>"#) == nil, "a declaration's own is final")
        #expect(declared(#"<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">"#) == "iso-8859-1")
        #expect(declared("<p>caf\u{E9}</p><meta charset=euc-jp>") == "euc-jp", "past other bytes")
        #expect(declared("<meta charset=\u{E9}utf-8>") == "utf-8", "what is not ASCII reads as a space")
        #expect(declared("<meta charset=" + String(repeating: "x", count: 41) + ">") == nil, "a name is short")
        #expect(
            declared("<meta charset=big5>", after: Array(repeating: 0x20, count: 2040)) == nil, "only the first 2 KiB")
        #expect(
            declared("<?xml version='1.0'" + String(repeating: " ", count: 300) + "encoding='koi8-r'?>") == "koi8-r",
            "a declaration longer than the first bytes looked at")
        #expect(declared("<\u{1C}?xml encoding='gbk'?>") == nil, "only white space before the declaration")
        #expect(declared("<html><body>no charset</body></html>") == nil)
    }

    @Test(
        arguments: [
            [], [0x41], [0xC3, 0xA9], [0xC3], [0xE2, 0x82, 0xAC], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
            [0xF0, 0x9F, 0x98, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xFF], Array("eight by".utf8) + [0xE2, 0x82],
            Array("0123456789abcdef".utf8) + [0xC3, 0xA9, 0x41],
        ] as [[UInt8]])
    func validUTF8IsWhatTheStandardLibraryAccepts(bytes: [UInt8]) {
        #expect(MarkupCharset.isValidUTF8(bytes[...]) == (String(validating: bytes, as: UTF8.self) != nil))
    }

    @Test func randomBytesAreValidAsTheStandardLibrarySays() {
        var generator = SplitMix(seed: 0xC4A2_5E7)
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                [UInt8.random(in: 0x80...0xFF, using: &generator), UInt8.random(in: 0...0x7F, using: &generator)][
                    Int.random(in: 0...2, using: &generator) == 0 ? 0 : 1]
            }
            #expect(
                MarkupCharset.isValidUTF8(bytes[...]) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
            #expect(
                MarkupCharset.isValidUTF8(bytes.dropFirst())
                    == (String(validating: bytes.dropFirst(), as: UTF8.self) != nil), "\(bytes)")
        }
    }
}
