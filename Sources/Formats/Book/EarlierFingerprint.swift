/// The fingerprint earlier versions of the reader kept places under: 64-bit FNV-1a over the
/// file's bytes and their count, `<16 hex digits>-<count>`. Byte by byte it is slow, so it is
/// taken only to move a place kept under it to the book's ``Fingerprint``, once per book.
public enum EarlierFingerprint {
    /// The earlier fingerprint of the bytes.
    public static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        Fingerprint.hex(hash(bytes)) + "-" + String(bytes.count)
    }

    /// The earlier fingerprint of the file at `path`; nil when it cannot be read.
    public static func ofFile(at path: String) -> String? {
        guard let file = try? MappedFile(path: path) else { return nil }
        return of(file.bytes)
    }

    /// 64-bit FNV-1a of the bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
