import Synchronization
import Testing

@testable import Formats

@Suite("UTF-8 decoding")
struct UTF8DecodingTests {
    /// The reference: the standard library's parser, one scalar at a time.
    private static func reference(_ bytes: [UInt8]) -> (units: [UInt16], counts: UTF8Counts) {
        var units: [UInt16] = []
        var counts = UTF8Counts()
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                units += Unicode.UTF8.decode(encoded).utf16
                counts.multibyte += encoded.count > 1 ? 1 : 0
            case .error:
                units.append(0xFFFD)
                counts.malformed += 1
            case .emptyInput:
                counts.units = units.count
                return (units, counts)
            }
        }
    }

    private static func decoded(_ bytes: [UInt8]) -> (units: [UInt16], counts: UTF8Counts) {
        bytes.withUnsafeBufferPointer { TextDecoder.decodeUTF8($0) }
    }

    /// Sequences valid and not: every length of UTF-8, surrogates, overlong forms, truncations.
    static let pieces: [[UInt8]] = [
        [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xE0, 0xA0, 0x80],
        [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBD], [0xC2, 0x80], [0xDF, 0xBF],
        [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80],
        [0xE0, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xFF], [0xFE], [0xC3, 0x41], [0xE4, 0x41, 0xAD],
    ]

    @Test func aSequenceAtEveryOffsetDecodesAsTheStandardLibraryDoes() {
        for piece in Self.pieces {
            for offset in 0..<40 {
                for tail in [0, 1, 3, 17, 40] {
                    let bytes =
                        Array(repeating: UInt8(ascii: "a"), count: offset) + piece
                        + (0..<tail).map { UInt8(0x20 + $0 % 90) }
                    let result = Self.decoded(bytes)
                    let expected = Self.reference(bytes)
                    #expect(result.units == expected.units, "\(piece) at \(offset), \(tail) after")
                    #expect(result.counts == expected.counts, "\(piece) at \(offset), \(tail) after")
                }
            }
        }
    }

    @Test func generatedTextsDecodeAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            while bytes.count < 600 {
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    bytes += Self.pieces.randomElement(using: &generator)!
                } else {
                    bytes += (0..<Int.random(in: 0..<40, using: &generator)).map { _ in UInt8.random(in: 0..<0x80) }
                }
            }
            #expect(Self.decoded(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }

    @Test func twoHalvesAtOnceDecodeAsOnePassDoes() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            var bytes: [UInt8] = []
            let length = Int.random(in: 1...3_000, using: &generator)
            // Some texts have no ASCII near their middle: they are decoded in one pass.
            let asciiShare = round % 10 == 0 ? 0 : 3
            while bytes.count < length {
                if Int.random(in: 0...asciiShare, using: &generator) == 0 {
                    bytes += Self.pieces.randomElement(using: &generator)!
                } else {
                    bytes += (0..<Int.random(in: 0..<20, using: &generator)).map { _ in UInt8.random(in: 0..<0x80) }
                }
            }
            let read = Mutex<[Range<Int>]>([])
            var units = [UInt16](repeating: 0, count: bytes.count)
            let counts = bytes.withUnsafeBufferPointer { source in
                units.withUnsafeMutableBufferPointer { target in
                    TextDecoder.decodeUTF8InHalves(source, into: target.baseAddress!, threshold: 1) { range in
                        read.withLock { $0.append(range) }
                    }
                }
            }
            let expected = Self.reference(bytes)
            #expect(counts == expected.counts && Array(units[..<counts.units]) == expected.units, "\(bytes)")
            let pieces = read.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
            #expect(
                pieces.first?.lowerBound == 0 && pieces.last?.upperBound == bytes.count
                    && zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound },
                "every byte is told read once")
        }
    }

    @Test func progressIsToldAtEachStepAndAtTheEnd() {
        let bytes = [UInt8](repeating: 0x41, count: TextDecoder.progressStep * 2 + 5)
        var reports: [Int] = []
        var units = [UInt16](repeating: 0, count: bytes.count)
        let counts = bytes.withUnsafeBufferPointer { source in
            units.withUnsafeMutableBufferPointer {
                TextDecoder.decodeUTF8(source, into: $0.baseAddress!) { reports.append($0) }
            }
        }
        #expect(reports == [TextDecoder.progressStep, TextDecoder.progressStep * 2, bytes.count])
        #expect(counts == UTF8Counts(units: bytes.count, malformed: 0, multibyte: 0))
        #expect(units.allSatisfy { $0 == 0x41 })
    }
}
