import Testing

@testable import Formats

@Suite("Lines of a plain text")
struct LineScanTests {
    /// The reference: one unit at a time.
    private static func referenceLines(_ units: [UInt16]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = units.first == 0xFEFF ? 1 : 0
        var index = start
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x0D {
                lines.append(start..<index)
                index += unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < units.count { lines.append(start..<units.count) }
        return lines
    }

    private static func lines(_ units: [UInt16]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        units.withUnsafeBufferPointer { PlainTextImporter.forEachLine(of: $0) { lines.append($0) } }
        return lines
    }

    /// Units next to the line ends and with their high bit set, which a scan by words might
    /// take for them.
    static let tricky: [UInt16] = [
        0x0A, 0x0D, 0x09, 0x0C, 0x0B, 0x0E, 0x00, 0x20, 0x800A, 0x8A0D, 0x0A0A, 0xFFFF, 0xFEFF, 0x3000,
    ]

    @Test func aLineEndAtEveryOffsetIsFound() {
        for unit in Self.tricky {
            for second in [nil, 0x0A, 0x0D, 0x41] as [UInt16?] {
                for offset in 0..<24 {
                    for tail in [0, 1, 7, 8, 9, 20] {
                        let units =
                            [UInt16](repeating: 0x61, count: offset) + [unit] + (second.map { [$0] } ?? [])
                            + [UInt16](repeating: 0x62, count: tail)
                        #expect(Self.lines(units) == Self.referenceLines(units), "\(unit) at \(offset)")
                    }
                }
            }
        }
    }

    @Test func generatedTextsSplitAsOneUnitAtATime() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let units = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? Self.tricky.randomElement(using: &generator)! : UInt16.random(in: 0x20..<0x7F)
            }
            #expect(Self.lines(units) == Self.referenceLines(units), "\(units)")
        }
    }
}
