import CICU
import TextEngine

/// Turns the bytes of a text file into UTF-16: a BOM first (UTF-8, UTF-32 and UTF-16 LE/BE), valid UTF-8
/// next, otherwise the charset ICU detects (GB18030, Big5, Shift_JIS, EUC-JP, EUC-KR,
/// windows-1252, ISO-8859-x, KOI8-R, UTF-16 without BOM...), converted with ICU. Malformed
/// sequences become U+FFFD.
enum TextDecoder {
    /// The text as UTF-16 in a buffer the caller owns (for a `TextStorage` to adopt), with the
    /// number of units in it. UTF-8, most books, is decoded straight into a buffer of one unit
    /// per byte (pages never written are never resident), a large text in two halves at once,
    /// and `consumed` is told, from either thread, of each `progressStep` of bytes read.
    static func decodeIntoBuffer(
        _ bytes: UnsafeBufferPointer<UInt8>, encoding: String? = nil,
        consumed: @escaping @Sendable (Range<Int>) -> Void = { _ in }
    ) throws(BookError) -> (buffer: UnsafeMutableBufferPointer<UInt16>, count: Int) {
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let otherBOM = [[0xFF, 0xFE], [0xFE, 0xFF], [0, 0, 0xFE, 0xFF]].contains { bytes.starts(with: $0 as [UInt8]) }
        if encoding == nil && (hasBOM || !otherBOM && utf16ByShape(bytes) == nil) {
            if !hasBOM && (manyNULs(bytes) || looksBinary(bytes)) { throw .binary }
            let skipped = hasBOM ? 3 : 0
            let body = UnsafeBufferPointer(rebasing: bytes[skipped...])
            let buffer = TextStorage.allocateUnits(max(body.count, 1))
            let counts = decodeUTF8InHalves(body, into: buffer.baseAddress!) {
                consumed(skipped + $0.lowerBound..<skipped + $0.upperBound)
            }
            // Mostly malformed UTF-8 is likely another charset: it is decoded again below.
            if hasBOM || !needsDetection(counts) { return (buffer, counts.units) }
            buffer.deallocate()
        }
        let units = try decode(bytes, encoding: encoding)
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(units.count, 1))
        _ = buffer.initialize(from: units)
        return (buffer, units.count)
    }

    /// Whether decoded UTF-8 had so many malformed sequences that it is likely another charset.
    private static func needsDetection(_ counts: UTF8Counts) -> Bool {
        counts.malformed > 0 && counts.multibyte < 10 * counts.malformed
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, encoding: String? = nil) throws(BookError) -> [UInt16] {
        if let encoding {
            guard let units = convert(bytes, from: encoding) else { throw .unknownEncoding(encoding) }
            return units
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return decodeUTF8(UnsafeBufferPointer(rebasing: bytes[3...])).units
        }
        // UTF-32's BOMs before UTF-16's: FF FE 00 00 starts with UTF-16's little-endian BOM.
        for (bom, charset) in [
            ([0xFF, 0xFE, 0x00, 0x00] as [UInt8], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
        ]
        where bytes.starts(with: bom) && bytes.count % 4 == 0 {
            if let units = convert(UnsafeBufferPointer(rebasing: bytes[4...]), from: charset) { return units }
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return decodeUTF16(UnsafeBufferPointer(rebasing: bytes[2...]), bigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return decodeUTF16(UnsafeBufferPointer(rebasing: bytes[2...]), bigEndian: true)
        }
        if let bigEndian = utf16ByShape(bytes) {
            return decodeUTF16(bytes, bigEndian: bigEndian)
        }
        if manyNULs(bytes) || looksBinary(bytes) { throw .binary }
        // Mostly valid UTF-8 with a few bad bytes stays UTF-8; otherwise ICU's guess, when it is
        // fairly sure (Hebrew's 8-bit charsets get 47 of 100; a few stray bytes far less).
        let utf8 = decodeUTF8(bytes)
        guard needsDetection(utf8.counts), let detected = detectCharset(bytes, minimumConfidence: 40),
            detected != "UTF-8",
            let units = convert(bytes, from: superset(of: detected))
        else { return utf8.units }
        return units
    }

    /// The Windows code page that holds all of an ISO charset's letters and more where ICU
    /// tells them apart by neither: windows-1255 has Hebrew's points (nikkud), ISO-8859-8 not.
    private static func superset(of charset: String) -> String {
        charset.uppercased().hasPrefix("ISO-8859-8") ? "windows-1255" : charset
    }

    /// The charset ICU finds most likely, when it is reasonably sure.
    static func detectCharset(_ bytes: UnsafeBufferPointer<UInt8>, minimumConfidence: Int32 = 10) -> String? {
        let sample = UnsafeBufferPointer(rebasing: bytes.prefix(1 << 16))
        var name = [CChar](repeating: 0, count: 64)
        let confidence = sample.withMemoryRebound(to: CChar.self) {
            rd_detect_charset($0.baseAddress, Int32($0.count), &name, Int32(name.count))
        }
        guard confidence >= minimumConfidence else { return nil }
        return String(cString: name)
    }

    /// The bytes converted from `charset` by ICU; nil when ICU does not know the charset.
    static func convert(_ bytes: UnsafeBufferPointer<UInt8>, from charset: String) -> [UInt16]? {
        guard bytes.count < Int(Int32.max / 2) else { return nil }
        return bytes.withMemoryRebound(to: CChar.self) { chars -> [UInt16]? in
            let needed = rd_convert_to_utf16(charset, chars.baseAddress, Int32(chars.count), nil, 0)
            guard needed >= 0 else { return nil }
            var units = [UInt16](repeating: 0, count: Int(needed))
            let written = units.withUnsafeMutableBufferPointer {
                rd_convert_to_utf16(charset, chars.baseAddress, Int32(chars.count), $0.baseAddress, needed)
            }
            guard written >= 0 else { return nil }
            if units.first == 0xFEFF { units.removeFirst() }
            return units
        }
    }

    /// UTF-16 without a BOM, told by its NUL bytes: spaces, line ends, digits and Latin
    /// letters have a NUL high byte, so NULs fall on one parity of offsets and almost never on
    /// the other, while stray NULs in a byte encoding fall on both. True for big-endian; nil
    /// when the bytes are not shaped like UTF-16.
    static func utf16ByShape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let sample = UnsafeBufferPointer(rebasing: bytes.prefix(1 << 16))
        guard sample.count >= 4 else { return nil }
        var nuls = [0, 0]
        for (offset, byte) in sample.enumerated() where byte == 0 { nuls[offset & 1] += 1 }
        let pairs = sample.count / 2
        for parity in 0...1 where nuls[parity] >= max(4, pairs / 100) && nuls[1 - parity] * 20 <= nuls[parity] {
            return parity == 0
        }
        return nil
    }

    /// Whether NULs are more than one byte in a hundred: UTF-16 or binary, not a text with a
    /// few stray NULs, which are data.
    static func manyNULs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let sample = bytes.prefix(1 << 16)
        return sample.lazy.filter { $0 == 0 }.count * 100 > sample.count
    }

    /// Whether the bytes look like a binary file rather than text: many control characters.
    static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let sample = bytes.prefix(1 << 16)
        var controls = 0
        for byte in sample
        where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B {
            controls += 1
        }
        return controls > 8 && controls * 10 > sample.count
    }

    /// UTF-8 to UTF-16, with what decoding found.
    static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> (units: [UInt16], counts: UTF8Counts) {
        var counts = UTF8Counts()
        let units = [UInt16](unsafeUninitializedCapacity: max(bytes.count, 1)) { buffer, initialized in
            counts = decodeUTF8(bytes, into: buffer.baseAddress!)
            initialized = counts.units
        }
        return (units, counts)
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
