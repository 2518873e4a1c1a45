import Testing

@testable import Terminal

/// Text made safe for a terminal: every control character, and only those, becomes a picture.
@Suite("Visible text")
struct VisibleTextTests {
    /// What a scalar becomes, by the table of ECMA-48's control characters.
    private static func shown(_ value: UInt32) -> Unicode.Scalar {
        switch value {
        case 0..<0x20: Unicode.Scalar(0x2400 + value)!
        case 0x7F: "\u{2421}"
        case 0x80..<0xA0: "\u{FFFD}"
        default: Unicode.Scalar(value)!
        }
    }

    @Test func eachControlAndOnlyEachControlIsShownAsAPicture() {
        // Every scalar of one and two bytes in UTF-8 and a few longer, alone and among others.
        let values: [UInt32] = Array(0..<0x800) + [0x2028, 0xFEFF, 0xFFFD, 0x1F642]
        for value in values {
            let scalar = Unicode.Scalar(value)!
            var text = String.UnicodeScalarView()
            text.append(contentsOf: "ab".unicodeScalars)
            text.append(scalar)
            text.append(contentsOf: "cd".unicodeScalars)
            var expected = String.UnicodeScalarView()
            expected.append(contentsOf: "ab".unicodeScalars)
            expected.append(Self.shown(value))
            expected.append(contentsOf: "cd".unicodeScalars)
            #expect(Cell.visible(String(text)) == String(expected), "U+\(String(value, radix: 16))")
        }
        let long = String(repeating: "plain text, é and 須菩提 ", count: 40)
        #expect(Cell.visible(long) == long)
        #expect(Cell.visible(long + "\u{1B}[2J") == long + "\u{241B}[2J")
        #expect(Cell.visible("\u{85}" + long) == "\u{FFFD}" + long)
    }
}
