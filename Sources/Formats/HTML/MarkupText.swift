/// Text of a document as the parser hands it over: UTF-8 bytes, valid only while the event
/// is being visited.
struct MarkupText {
    let bytes: UnsafeRawBufferPointer

    var isEmpty: Bool { bytes.isEmpty }

    /// The text as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Hands the text's UTF-16 code units from byte `start` to `body` in order, without making
    /// a string.
    @inline(__always)
    func forEachUTF16(from start: Int = 0, _ body: (UInt16) -> Void) {
        var index = start
        while index < bytes.count {
            let (units, length) = utf16(at: index)
            body(units.0)
            if let second = units.1 { body(second) }
            index += length
        }
    }

    /// The UTF-16 code units of the scalar whose bytes start at `index`, and how many bytes it
    /// takes: scalars below U+10000 decoded here, anything else by the standard library (a
    /// malformed sequence as U+FFFD).
    @inline(__always)
    func utf16(at index: Int) -> (units: (UInt16, UInt16?), length: Int) {
        let lead = UInt16(bytes[index])
        switch shortScalarLength(at: index) {
        case 1:
            return ((lead, nil), 1)
        case 2:
            let unit: UInt16 = (lead & 0x1F) << 6 | UInt16(bytes[index + 1] & 0x3F)
            return ((unit, nil), 2)
        case 3:
            let high: UInt16 = (lead & 0x0F) << 12 | UInt16(bytes[index + 1] & 0x3F) << 6
            return ((high | UInt16(bytes[index + 2] & 0x3F), nil), 3)
        default:
            return Self.decodeScalar(in: bytes, at: index)
        }
    }

    /// The length of the well-formed UTF-8 of a scalar below U+10000 at `index` (one to three
    /// bytes); 0 for anything else.
    @inline(__always)
    func shortScalarLength(at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        guard index + 1 < bytes.count, case let second = bytes[index + 1], second & 0xC0 == 0x80 else { return 0 }
        if lead >= 0xC2 && lead <= 0xDF { return 2 }
        guard lead & 0xF0 == 0xE0, index + 2 < bytes.count, bytes[index + 2] & 0xC0 == 0x80,
            lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0
        else { return 0 }
        return 3
    }

    /// `utf16(at:)` for what it does not decode itself.
    private static func decodeScalar(in bytes: UnsafeRawBufferPointer, at index: Int) -> (
        units: (UInt16, UInt16?), length: Int
    ) {
        var end = index + 1
        while end < bytes.count && end - index < 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = UnsafeRawBufferPointer(rebasing: bytes[index..<end]).makeIterator()
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
            let scalar = Unicode.UTF8.decode(encoded)
            guard UTF16.width(scalar) == 2 else { return ((UInt16(scalar.value), nil), encoded.count) }
            return ((UTF16.leadSurrogate(scalar), UTF16.trailSurrogate(scalar)), encoded.count)
        case .error(let length):
            return ((0xFFFD, nil), max(1, length))
        case .emptyInput:
            // Never: the iterator has a byte at least.
            return ((0xFFFD, nil), end - index)
        }
    }
}
