/// The bytes of an HTML or XML document as UTF-8, whatever charset it is in, so that the
/// parser never guesses: a BOM (UTF-8, UTF-16, UTF-32) first, then UTF-16, UTF-32 or EBCDIC
/// by the shape of a leading `<?`, then the charset the document declares (`<?xml encoding>`,
/// `<meta charset>`) when ICU knows it, then UTF-8 when the bytes are valid UTF-8, then the
/// charset ICU detects. What cannot be decoded becomes U+FFFD.
enum MarkupCharset {
    static func utf8(_ bytes: [UInt8], override: String? = nil) -> [UInt8] {
        let boms: [([UInt8], String)] = [
            ([0xEF, 0xBB, 0xBF], "UTF-8"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
            ([0xFF, 0xFE], "UTF-16LE"), ([0xFE, 0xFF], "UTF-16BE"),
        ]
        let shapes: [([UInt8], String)] = [
            ([0x3C, 0, 0, 0], "UTF-32LE"), ([0, 0, 0, 0x3C], "UTF-32BE"), ([0x3C, 0, 0x3F, 0], "UTF-16LE"),
            ([0, 0x3C, 0, 0x3F], "UTF-16BE"), ([0x3C, 0], "UTF-16LE"), ([0, 0x3C], "UTF-16BE"),
            ([0x4C, 0x6F, 0xA7, 0x94], "IBM037"),
        ]
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
        if String(validating: bytes, as: UTF8.self) != nil { return bytes }
        let detected = bytes.withUnsafeBufferPointer { TextDecoder.detectCharset($0, minimumConfidence: 50) }
        if let detected, !isUTF8(detected), let converted = convert(bytes, from: detected) { return converted }
        return repaired(bytes)
    }

    /// The charset named in the first kilobytes: an XML declaration's `encoding`, else a
    /// `charset=` of a `meta` element.
    static func declaredCharset(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(2048).map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self).lowercased()
        let trimmed = head.drop(while: \.isWhitespace)
        if trimmed.hasPrefix("<?xml"), let close = trimmed.range(of: "?>") {
            let declaration = trimmed[..<close.lowerBound]
            if let key = declaration.range(of: "encoding") { return value(after: declaration[key.upperBound...]) }
        }
        guard let key = head.range(of: "charset") else { return nil }
        return value(after: head[key.upperBound...])
    }

    private static func value(after text: Substring) -> String? {
        let rest = text.drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ":" || $0 == "." }
        return name.isEmpty || name.count > 40 ? nil : String(name)
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
        return String(validating: body, as: UTF8.self) != nil ? Array(body) : Array(String(decoding: body, as: UTF8.self).utf8)
    }
}
