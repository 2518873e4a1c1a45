/// Page starts as the store keeps them: each page's distance from the one before, in LEB128
/// varints; a few bytes a page.
enum PageStartsCoding {
    static func encode(_ starts: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(starts.count * 2)
        var previous = 0
        for start in starts {
            var delta = UInt64(max(0, start - previous))
            previous = start
            repeat {
                let low = UInt8(delta & 0x7F)
                delta >>= 7
                bytes.append(delta == 0 ? low : low | 0x80)
            } while delta != 0
        }
        return bytes
    }

    /// The starts, or nil when the bytes are not a whole encoding of them.
    static func decode(_ bytes: [UInt8]) -> [Int]? {
        var starts: [Int] = []
        var value = 0
        var delta: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            guard shift < 56 else { return nil }
            delta |= UInt64(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 {
                let (sum, overflow) = value.addingReportingOverflow(Int(delta))
                guard !overflow else { return nil }
                value = sum
                starts.append(value)
                delta = 0
                shift = 0
            }
        }
        return shift == 0 ? starts : nil
    }
}
