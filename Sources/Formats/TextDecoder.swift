/// Turns the bytes of a text file into UTF-16: a BOM first (UTF-8, UTF-16 LE/BE), UTF-8
/// otherwise; malformed sequences become U+FFFD.
enum TextDecoder {
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt16] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return decodeUTF8(UnsafeBufferPointer(rebasing: bytes[3...]))
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return decodeUTF16(UnsafeBufferPointer(rebasing: bytes[2...]), bigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return decodeUTF16(UnsafeBufferPointer(rebasing: bytes[2...]), bigEndian: true)
        }
        return decodeUTF8(bytes)
    }

    /// Whether the bytes look like a binary file rather than text in a byte encoding.
    static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return false }
        let sample = bytes.prefix(1 << 16)
        var controls = 0
        for byte in sample {
            if byte == 0 { return true }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B {
                controls += 1
            }
        }
        return controls > 8 && controls * 10 > sample.count
    }

    static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                units.append(UInt16(byte))
                index += 1
                continue
            }
            var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                units.append(contentsOf: scalar.utf16)
                index += encoded.count
            case .error(let length):
                units.append(0xFFFD)
                index += max(length, 1)
            case .emptyInput:
                index = count
            }
        }
        return units
    }

    static func decodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> [UInt16] {
        var raw: [UInt16] = []
        raw.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let high = UInt16(bytes[bigEndian ? index : index + 1])
            let low = UInt16(bytes[bigEndian ? index + 1 : index])
            raw.append(high << 8 | low)
            index += 2
        }
        if index < bytes.count { raw.append(0xFFFD) }
        // Lone surrogates become U+FFFD, like malformed UTF-8.
        var units: [UInt16] = []
        units.reserveCapacity(raw.count)
        _ = transcode(raw.makeIterator(), from: UTF16.self, to: UTF16.self, stoppingOnError: false) { units.append($0) }
        return units
    }
}
