/// A content fingerprint: 64-bit FNV-1a over the bytes, with their count; it can be taken in
/// pieces.
public struct Fingerprint {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds the next bytes of the content.
    public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = self.hash
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        self.hash = hash
    }

    /// The fingerprint of content of `count` bytes in all.
    public func value(count: Int) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(count)
    }

    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(bytes)
        return fingerprint.value(count: bytes.count)
    }
}
