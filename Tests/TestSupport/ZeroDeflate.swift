/// zlib data that inflates to many zero bytes from few: one block of fixed Huffman codes, a
/// literal zero and then copies of 258 bytes at distance 1 (RFC 1950 and 1951).
public enum ZeroDeflate {
    /// zlib data inflating to 1 + 258 x `copies` zero bytes.
    public static func zlib(copies: Int) -> [UInt8] {
        var bits = BitStream()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed codes
        bits.writeCode(0b0011_0000, count: 8)  // the literal 0
        for _ in 0..<copies {
            bits.writeCode(0b1100_0101, count: 8)  // length 258: symbol 285
            bits.writeCode(0, count: 5)  // distance 1: code 0
        }
        bits.writeCode(0, count: 7)  // end of block: symbol 256
        let length = 1 + 258 * copies
        // Adler-32 of zeros: A stays 1, B adds 1 a byte.
        let adler = UInt32(length % 65521) << 16 | 1
        return [0x78, 0x01] + bits.bytes + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
    }

    /// Bits packed from the least significant of each byte, as deflate packs them.
    private struct BitStream {
        var bytes: [UInt8] = []
        var used = 8

        /// `count` bits of `value`, least significant first (headers, extra bits).
        mutating func write(_ value: Int, count: Int) {
            for bit in 0..<count { append((value >> bit) & 1) }
        }

        /// A Huffman code of `count` bits, most significant first.
        mutating func writeCode(_ code: Int, count: Int) {
            for bit in (0..<count).reversed() { append((code >> bit) & 1) }
        }

        private mutating func append(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }
}
