/// Bytes that look random and are the same in every run (xorshift).
struct Noise {
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    mutating func next() -> UInt8 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return UInt8(truncatingIfNeeded: state >> 24)
    }

    mutating func below(_ bound: Int) -> Int {
        Int((UInt32(next()) << 16 | UInt32(next()) << 8 | UInt32(next())) % UInt32(bound))
    }
}
