import Foundation

/// A `data:` address of a picture (RFC 2397): the bytes it holds, base64 or percent-encoded.
enum DataAddress {
    /// The bytes `address` holds; nil when it is not a `data:` address, is malformed, or holds
    /// more than `Limits.pictureFileSize` bytes.
    static func bytes(of address: String) -> [UInt8]? {
        guard address.utf8.count > 5, address.prefix(5).lowercased() == "data:",
            let comma = address.utf8.firstIndex(of: UInt8(ascii: ","))
        else { return nil }
        let header = address[address.index(address.startIndex, offsetBy: 5)..<comma].lowercased()
        let isBase64 = header.split(separator: ";").last.map { $0.trimmingCharacters(in: .whitespaces) } == "base64"
        guard let data = percentDecoded(address.utf8[address.utf8.index(after: comma)...]) else { return nil }
        if !isBase64 { return data.count <= Limits.pictureFileSize ? data : nil }
        guard data.count / 4 * 3 <= Limits.pictureFileSize + 3 else { return nil }
        let base64 = data.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return Data(
            base64Encoded: Data(base64 + Array(repeating: UInt8(ascii: "="), count: (4 - base64.count % 4) % 4))
        )
        .map { [UInt8]($0) }
    }

    /// The bytes with their `%XX` escapes decoded; nil when an escape is malformed.
    private static func percentDecoded(_ text: Substring.UTF8View) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            index = text.index(after: index)
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = index != text.endIndex ? hexValue(text[index]) : nil else { return nil }
            index = text.index(after: index)
            guard let low = index != text.endIndex ? hexValue(text[index]) : nil else { return nil }
            index = text.index(after: index)
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
