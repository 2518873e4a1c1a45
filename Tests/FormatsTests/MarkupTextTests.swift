import Testing

@testable import Formats

/// The parser's UTF-8 turned into code units without a string, checked against the standard
/// library's own decoding.
@Suite("Markup text")
struct MarkupTextTests {
    private func units(_ bytes: [UInt8], from start: Int = 0) -> [UInt16] {
        var result: [UInt16] = []
        bytes.withUnsafeBytes { MarkupText(bytes: $0).forEachUTF16(from: start) { result.append($0) } }
        return result
    }

    @Test func textInManyScriptsDecodesAsTheStandardLibraryDoes() {
        let text = "Plain, 中文，日本語の「かな」, 한국어, العربية, 𝄞 and 👨‍👩‍👧 e\u{301}"
        #expect(units(Array(text.utf8)) == Array(text.utf16))
    }

    @Test(
        arguments: [
            [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80, 0x41],
            [0xFF, 0xFE, 0x41],
            [0xF0, 0x9F, 0x98], [0x61, 0xE2, 0x28, 0xA1, 0x62],
        ] as [[UInt8]])
    func malformedBytesBecomeReplacementCharactersAsTheStandardLibraryMakesThem(bytes: [UInt8]) {
        #expect(units(bytes) == Array(String(decoding: bytes, as: UTF8.self).utf16))
    }

    @Test func sequencesAtTheEdgesOfWellFormedDecodeAsTheStandardLibraryDoes() {
        // Every lead byte with continuations at the edges of the ranges that make it well formed
        // (overlong, surrogate and out-of-range sequences among them), whole or cut short.
        let edges: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0]
        for lead in UInt8(0x80)...0xFF {
            for second in edges {
                for third in edges {
                    for bytes in [[lead, second, third, 0x80], [lead, second, third], [lead, second]] {
                        #expect(units(bytes) == Array(String(decoding: bytes, as: UTF8.self).utf16), "\(bytes)")
                    }
                }
            }
        }
    }

    @Test func decodingStartsAtTheByteAsked() {
        let bytes = Array("  é中𝄞".utf8)
        #expect(units(bytes, from: 2) == Array("é中𝄞".utf16))
        #expect(units(bytes, from: bytes.count).isEmpty)
    }

    @Test func randomBytesDecodeAsTheStandardLibraryDoes() {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                // Mostly bytes that start or continue sequences, where decoders go wrong.
                [UInt8.random(in: 0x80...0xFF, using: &generator), UInt8.random(in: 0...0x7F, using: &generator)][
                    Int.random(in: 0...3, using: &generator) == 0 ? 1 : 0]
            }
            #expect(units(bytes) == Array(String(decoding: bytes, as: UTF8.self).utf16), "\(bytes)")
        }
    }
}

/// A seeded generator: the same bytes on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
