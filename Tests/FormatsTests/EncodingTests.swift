import TestSupport
import Testing

@testable import Formats

@Suite("Legacy encodings")
struct EncodingTests {
    let directory = TemporaryDirectory()

    private func load(_ bytes: [UInt8], encoding: String? = nil) throws -> String {
        try BookLoader.load(path: directory.file("book.txt", bytes: bytes), encoding: encoding).storage.string
    }

    // 中文的句子。 in GB18030, Big5; 日本語の文章。 in Shift_JIS.
    static let gb18030: [UInt8] = [0xD6, 0xD0, 0xCE, 0xC4, 0xB5, 0xC4, 0xBE, 0xE4, 0xD7, 0xD3, 0xA1, 0xA3]
    static let big5: [UInt8] = [0xA4, 0xA4, 0xA4, 0xE5, 0xAA, 0xBA, 0xA5, 0x79, 0xA4, 0x6C, 0xA1, 0x43]
    static let shiftJIS: [UInt8] = [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x82, 0xCC, 0x95, 0xB6, 0x8F, 0xCD, 0x81, 0x42]

    @Test func detectedAndConverted() throws {
        #expect(try load(Array(repeating: Self.gb18030, count: 40).joined().map { $0 }).hasPrefix("中文的句子。"))
        #expect(try load(Array(repeating: Self.big5, count: 40).joined().map { $0 }).hasPrefix("中文的句子。"))
        #expect(try load(Array(repeating: Self.shiftJIS, count: 40).joined().map { $0 }).hasPrefix("日本語の文章。"))
    }

    @Test func hebrewInItsEightBitCharsetsIsDetectedWithItsPoints() throws {
        // שלום עולם. in ISO-8859-8 (letters from 0xE0), and בָּרָא with its points (windows-1255 only: 0xC0-0xD2).
        let shalom: [UInt8] = [0xF9, 0xEC, 0xE5, 0xED, 0x20, 0xF2, 0xE5, 0xEC, 0xED, 0x2E, 0x20]
        let bara: [UInt8] = [0xE1, 0xCC, 0xC8, 0xF8, 0xC8, 0xE0, 0x20]
        #expect(try load(Array(repeating: shalom, count: 40).joined().map { $0 }).hasPrefix("שלום עולם. "))
        #expect(
            try load(Array(repeating: bara + shalom, count: 40).joined().map { $0 }).hasPrefix(
                "\u{05D1}\u{05BC}\u{05B8}\u{05E8}\u{05B8}\u{05D0} שלום"))
    }

    @Test func theEncodingOptionOverridesDetection() throws {
        #expect(try load(Self.gb18030, encoding: "GB18030") == "中文的句子。")
        #expect(try load(Self.big5, encoding: "Big5") == "中文的句子。")
        #expect(try load(Self.shiftJIS, encoding: "Shift_JIS") == "日本語の文章。")
        #expect(try load([0x63, 0x61, 0x66, 0xE9], encoding: "windows-1252") == "café")
        #expect(throws: BookError.unknownEncoding("nonsense")) { try load([0x41], encoding: "nonsense") }
    }

    @Test func utf32WithABOMInEitherOrderIsDecoded() throws {
        let text = "UTF-32 text, 中文 and 😀."
        let scalars = text.unicodeScalars.map(\.value)
        let little = ([0xFEFF] + scalars).flatMap { value in
            (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let big = ([0xFEFF] + scalars).flatMap { value in
            (0..<4).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        #expect(try load(little) == text)
        #expect(try load(big) == text)
    }

    @Test func utf16WithoutBOMIsDetected() throws {
        let text = String(repeating: "Plain English text in UTF-16. ", count: 20)
        let bytes = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try load(bytes).hasPrefix("Plain English text"))
    }

    @Test func utf16WithoutBOMInEitherOrderIsDetected() throws {
        let text = String(repeating: "Ein Buch, Seite für Seite: 1 2 3.\n", count: 20)
        let little = Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try load(little).hasPrefix("Ein Buch, Seite für Seite"))
        #expect(try load(big).hasPrefix("Ein Buch, Seite für Seite"))
    }

    @Test func strayNULsInATextAreDataNotUTF16() throws {
        var bytes = Array(
            Array(repeating: "A plain text with a stray byte here and there.", count: 40).joined(separator: " ").utf8)
        for index in [17, 200, 201, 905, 1500] { bytes[index] = 0 }
        let text = try load(bytes)
        #expect(text.unicodeScalars.count == bytes.count)
        #expect(text.unicodeScalars.filter { $0.value == 0 }.count == 5)
        #expect(text.hasPrefix("A plain text with"))
    }

    @Test func aFileFullOfNULsIsBinary() {
        let bytes = (0..<4000).map { $0 % 7 == 0 ? 0 : UInt8(0x41 + $0 % 26) }
        #expect(throws: BookError.binary) { try load(bytes) }
    }
}
