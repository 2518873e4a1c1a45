/// A book's content fingerprint: XXH64 (seed 0) over the file's bytes, with their count, as
/// `xxh64-<16 hex digits>-<count>`. Four lanes of eight bytes keep a hundred megabytes to a
/// few tens of milliseconds.
public enum Fingerprint {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// How many bytes are hashed between two calls of `hashed`.
    static let blockSize = 256 << 10

    /// The fingerprint of the bytes; `hashed` is told every `blockSize` bytes how far they
    /// have been read (a mapped file gives those pages back).
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>, hashed: (Int) -> Void = { _ in }) -> String {
        "xxh64-" + hex(hash(bytes, hashed: hashed)) + "-" + String(bytes.count)
    }

    /// XXH64 of the bytes, seed 0.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, hashed: (Int) -> Void = { _ in }) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return avalanche(prime5) }
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, 0 as UInt64, 0 &- prime1)
            while offset + 32 <= count {
                let blockEnd = min(offset + blockSize, count)
                while offset + 32 <= blockEnd {
                    lanes.0 = round(lanes.0, load(base, offset))
                    lanes.1 = round(lanes.1, load(base, offset + 8))
                    lanes.2 = round(lanes.2, load(base, offset + 16))
                    lanes.3 = round(lanes.3, load(base, offset + 24))
                    offset += 32
                }
                hashed(offset)
            }
            hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
            }
        } else {
            hash = prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, load(base, offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let word = UInt64(UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ word &* prime1, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ UInt64(bytes[offset]) &* prime5, 11) &* prime1
            offset += 1
        }
        return avalanche(hash)
    }

    @inline(__always)
    private static func load(_ base: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotate(lane &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        value << bits | value >> (64 - bits)
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    /// Sixteen lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
