/// The bytes of an HTML or XML document as UTF-8, whatever charset it is in, so that the
/// parser never guesses: a BOM (UTF-8, UTF-16, UTF-32) first, then UTF-16, UTF-32 or EBCDIC
/// by the shape of a leading `<?`, then the charset the document declares (`<?xml encoding>`,
/// `<meta charset>`) when ICU knows it, then UTF-8 when the bytes are valid UTF-8, then the
/// charset ICU detects. What cannot be decoded becomes U+FFFD. Valid UTF-8 without a BOM,
/// most documents, is the bytes themselves: never copied.
enum MarkupCharset {
    /// Byte order marks and the charsets they mark.
    private static let boms: [([UInt8], String)] = [
        ([0xEF, 0xBB, 0xBF], "UTF-8"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
        ([0xFF, 0xFE], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE"),
    ]
    /// How a leading `<?` (or `<`) looks in the charsets that do not read as ASCII.
    private static let shapes: [([UInt8], String)] = [
        ([0x3C, 0, 0, 0], "UTF-32LE"), ([0, 0, 0, 0x3C], "UTF-32BE"), ([0x3C, 0, 0x3F, 0], "UTF-16LE"),
        ([0, 0x3C, 0, 0x3F], "UTF-16BE"), ([0x3C, 0], "UTF-16LE"), ([0, 0x3C], "UTF-16BE"),
        ([0x4C, 0x6F, 0xA7, 0x94], "IBM037"),
    ]

    static func utf8(_ bytes: [UInt8], override: String? = nil) -> [UInt8] {
        var candidates: [String] = []
        if let override { candidates.append(override) }
        if let (bom, name) = boms.first(where: { bytes.starts(with: $0.0) }) {
            return convert(Array(bytes[bom.count...]), from: name) ?? repaired(bytes)
        }
        if let (_, name) = shapes.first(where: { bytes.starts(with: $0.0) }) { candidates.append(name) }
        if let declared = declaredCharset(bytes) { candidates.append(declared) }
        for name in candidates {
            if isUTF8(name) { return repaired(bytes) }
            if let converted = convert(bytes, from: name) { return converted }
        }
        if isValidUTF8(bytes[...]) { return bytes }
        let detected = bytes.withUnsafeBufferPointer { TextDecoder.detectCharset($0, minimumConfidence: 50) }
        if let detected, !isUTF8(detected), let converted = convert(bytes, from: detected) { return converted }
        return repaired(bytes)
    }

    /// The charset named in the first kilobytes: an XML declaration's `encoding`, else a
    /// `charset=` of a `meta` element; lowercased.
    static func declaredCharset(_ bytes: [UInt8]) -> String? {
        // Most documents name it in an XML declaration in their first bytes: those are enough then.
        for length in [256, 2048] {
            // Names and keys are ASCII: anything else reads as a space.
            let head = bytes.prefix(length).map { $0 >= 0x80 ? 0x20 : $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            let trimmed = head.drop { $0 == 0x20 || $0 >= 0x09 && $0 <= 0x0D }
            if trimmed.starts(with: "<?xml".utf8), let close = firstRange(of: "?>", in: trimmed) {
                let declaration = trimmed[..<close.lowerBound]
                if let key = firstRange(of: "encoding", in: declaration) {
                    return value(after: declaration[key.upperBound...])
                }
            }
            guard length == 2048 else { continue }
            guard let key = firstRange(of: "charset", in: head[...]) else { return nil }
            return value(after: head[key.upperBound...])
        }
        return nil
    }

    private static func firstRange(of word: String, in bytes: ArraySlice<UInt8>) -> Range<Int>? {
        let word = Array(word.utf8)
        guard bytes.count >= word.count else { return nil }
        return (bytes.startIndex...(bytes.endIndex - word.count)).first {
            bytes[$0..<($0 + word.count)].elementsEqual(word)
        }
        .map { $0..<($0 + word.count) }
    }

    private static func value(after text: ArraySlice<UInt8>) -> String? {
        let rest = text.drop { $0 == 0x20 || $0 == 0x3D || $0 == 0x22 || $0 == 0x27 }  // space = " '
        let name = rest.prefix { byte in
            byte >= 0x61 && byte <= 0x7A || byte >= 0x30 && byte <= 0x39 || byte == 0x2D || byte == 0x5F || byte == 0x3A
                || byte == 0x2E  // - _ : .
        }
        return name.isEmpty || name.count > 40 ? nil : String(decoding: name, as: UTF8.self)
    }

    /// Whether `bytes` are valid UTF-8, found without making a string of them.
    static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { bytes in
            let text = MarkupText(bytes: bytes)
            var index = 0
            while index < bytes.count {
                if index + 8 <= bytes.count
                    && bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                } else if case let length = text.shortScalarLength(at: index), length > 0 {
                    index += length
                } else {
                    var parser = Unicode.UTF8.ForwardParser()
                    var iterator = UnsafeRawBufferPointer(rebasing: bytes[index..<min(index + 4, bytes.count)])
                        .makeIterator()
                    guard case .valid(let scalar) = parser.parseScalar(from: &iterator) else { return false }
                    index += scalar.count
                }
            }
            return true
        }
    }

    private static func isUTF8(_ name: String) -> Bool {
        ["utf-8", "utf8"].contains(name.lowercased())
    }

    private static func convert(_ bytes: [UInt8], from charset: String) -> [UInt8]? {
        guard let units = bytes.withUnsafeBufferPointer({ TextDecoder.convert($0, from: charset) }) else { return nil }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    private static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = bytes[start...]
        guard isValidUTF8(body) else { return Array(String(decoding: body, as: UTF8.self).utf8) }
        return start == 0 ? bytes : Array(body)
    }
}
