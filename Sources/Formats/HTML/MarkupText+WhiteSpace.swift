import TextEngine

/// White space in a document's text as CSS treats it, the text written as UTF-16 code units
/// straight into the memory given: never more units than the text has bytes.
extension MarkupText {
    /// Preformatted text: line ends (LF, CRLF, CR) break lines within the paragraph, in one
    /// pass whatever their number. Returns the number of units written.
    func writeLines(to units: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var count = 0
        var afterCarriageReturn = false
        forEachUTF16 { unit in
            if unit == CodeUnit.lineFeed && afterCarriageReturn {
                afterCarriageReturn = false
                return
            }
            afterCarriageReturn = unit == CodeUnit.carriageReturn
            units[count] = unit == CodeUnit.lineFeed || afterCarriageReturn ? CodeUnit.lineSeparator : unit
            count += 1
        }
        return count
    }

    /// Text from its first word (the byte at `start`) with its white space collapsed to one
    /// space between words, in one pass (line ends kept as line breaks when `keepingLines`);
    /// says how many units it wrote and whether white space came after the last word.
    /// A space is written where white space begins and taken back where no word follows it.
    func writeCollapsed(from start: Int, keepingLines: Bool, to units: UnsafeMutableBufferPointer<UInt16>) -> (
        count: Int, spaceAfter: Bool
    ) {
        var count = 0
        var spaceAfter = false
        var afterCarriageReturn = false
        // The first unit is never white space: `start` is not.
        func put(_ unit: UInt16) {
            defer { afterCarriageReturn = unit == CodeUnit.carriageReturn }
            if keepingLines && (unit == CodeUnit.carriageReturn || unit == CodeUnit.lineFeed) {
                if count > 0 && units[count - 1] == 0x20 { count -= 1 }
                if !(unit == CodeUnit.lineFeed && afterCarriageReturn) {
                    units[count] = CodeUnit.lineSeparator
                    count += 1
                }
                spaceAfter = false
            } else if Self.isCollapsibleSpace(unit) {
                if units[count - 1] != 0x20 && units[count - 1] != CodeUnit.lineSeparator {
                    units[count] = 0x20
                    count += 1
                }
                spaceAfter = true
            } else {
                units[count] = unit
                count += 1
                spaceAfter = false
            }
        }
        var index = start
        while index < bytes.count {
            // Eight bytes of printable ASCII and single spaces, most of many texts, are copied as they are.
            if index + 8 <= bytes.count, case let chunk = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self),
                let spaces = Self.spacesIfPlain(UInt64(littleEndian: chunk)),
                spaces & 0x80 == 0 || units[count - 1] != 0x20 && units[count - 1] != CodeUnit.lineSeparator
            {
                let wide = SIMD8<UInt16>(
                    truncatingIfNeeded: unsafeBitCast(UInt64(littleEndian: chunk), to: SIMD8<UInt8>.self))
                UnsafeMutableRawPointer(units.baseAddress! + count).storeBytes(of: wide, as: SIMD8<UInt16>.self)
                count += 8
                index += 8
                spaceAfter = spaces >> 63 == 1
                afterCarriageReturn = false
                continue
            }
            let (scalar, length) = utf16(at: index)
            put(scalar.0)
            if let second = scalar.1 { put(second) }
            index += length
        }
        if units[count - 1] == 0x20 { count -= 1 }
        return (count, spaceAfter)
    }

    /// The spaces among eight bytes (0x80 in each byte that is one) when all are printable
    /// ASCII or spaces and no two spaces are next to each other; nil otherwise.
    @inline(__always)
    private static func spacesIfPlain(_ chunk: UInt64) -> UInt64? {
        let high: UInt64 = 0x8080_8080_8080_8080
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // No byte of 0x80 or more, none under 0x20 (adding 0x60 sets the high bit of every byte from 0x20 up).
        guard chunk & high == 0, (chunk &+ 0x6060_6060_6060_6060) & high == high else { return nil }
        let flipped = chunk ^ 0x2020_2020_2020_2020
        let spaces = ~(((flipped & low) &+ low) | flipped | low)
        return spaces & (spaces >> 8) == 0 ? spaces : nil
    }

    /// White space as HTML collapses it.
    @inline(__always)
    static func isCollapsibleSpace(_ unit: UInt16) -> Bool {
        unit <= 0x20 && (unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x0C)
    }
}
