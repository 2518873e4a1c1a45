import Testing
import TextEngine

@testable import Formats

/// White space collapsed in place, eight bytes at a time where it can be, checked against its
/// plain definition: the text decoded, then looked at one code unit at a time.
@Suite("White space")
struct WhiteSpaceTests {
    /// The paragraph that texts added one after another make, by the plain definition.
    private func expected(_ texts: [[UInt8]], _ whiteSpace: StyleSheet.WhiteSpace) -> [UInt16] {
        var paragraph: [UInt16] = []
        var pendingSpace = false
        for text in texts {
            var units: [UInt16] = []
            var spaceBefore = false
            var spaceAfter = false
            var afterCarriageReturn = false
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                defer { afterCarriageReturn = unit == 0x0D }
                if whiteSpace != .collapse && (unit == 0x0D || unit == 0x0A) {
                    if !(unit == 0x0A && afterCarriageReturn) { units.append(0x2028) }
                    spaceAfter = false
                } else if whiteSpace != .preserve && [0x20, 0x0A, 0x09, 0x0D, 0x0C].contains(unit) {
                    if units.isEmpty { spaceBefore = true } else { spaceAfter = true }
                } else {
                    if spaceAfter && units.last != 0x2028 { units.append(0x20) }
                    spaceAfter = false
                    units.append(unit)
                }
            }
            guard !units.isEmpty else {
                pendingSpace = pendingSpace || spaceBefore
                continue
            }
            if !paragraph.isEmpty && (pendingSpace || spaceBefore) && paragraph.last != 0x2028 {
                paragraph.append(0x20)
            }
            paragraph += units
            pendingSpace = spaceAfter
        }
        while whiteSpace == .preserve && paragraph.last == 0x20 { paragraph.removeLast() }
        return paragraph
    }

    private func built(_ texts: [[UInt8]], _ whiteSpace: StyleSheet.WhiteSpace) -> [UInt16] {
        var builder = ParagraphBuilder()
        for text in texts {
            text.withUnsafeBytes {
                builder.add(
                    MarkupText(bytes: $0), attributes: [], style: ParagraphStyle(), language: nil,
                    whiteSpace: whiteSpace)
            }
        }
        return builder.build(language: nil).withUnits { Array($0) }
    }

    @Test(arguments: [StyleSheet.WhiteSpace.collapse, .preserveLines, .preserve])
    func randomTextsCollapseAsDefined(whiteSpace: StyleSheet.WhiteSpace) {
        let pieces: [[UInt8]] =
            [
                "w", "word", "abcdefgh ijklmnop", "x y z w v u t", "ünï", "中文", "𝄞", " ", "  ", "\t", "\n", "\r",
                "\r\n", "\u{0C}",
                "\u{A0}", "\u{7F}", "\u{1}",
            ].map { Array($0.utf8) } + [[0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80]]
        var generator = SplitMix(seed: 0xC011_A95E)
        for _ in 0..<3000 {
            let texts = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                (0..<Int.random(in: 0...24, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)!
                }
            }
            #expect(built(texts, whiteSpace) == expected(texts, whiteSpace), "\(texts)")
        }
    }
}
