/// What decoding UTF-8 found: the UTF-16 units written, the malformed sequences (each one
/// U+FFFD) and the valid multi-byte sequences.
struct UTF8Counts: Equatable {
    var units = 0
    var malformed = 0
    var multibyte = 0
}

extension TextDecoder {
    /// How many bytes are read between two reports of the progress of decoding.
    static let progressStep = 256 << 10

    /// UTF-8 of at least this many bytes is decoded in two halves at once.
    static let halvesThreshold = 8 << 20

    /// Decodes UTF-8 into `units` like ``decodeUTF8(_:into:consumed:)``, the second half of a
    /// large text on another thread: the halves meet before an ASCII byte, which no sequence,
    /// valid or malformed, runs across, so the units are those of one pass. The second half is
    /// decoded where its bytes start and moved down to where the first half's units end.
    /// `consumed` is told of each piece of bytes read, from either thread.
    static func decodeUTF8InHalves(
        _ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutablePointer<UInt16>,
        threshold: Int = halvesThreshold,
        consumed: @escaping @Sendable (Range<Int>) -> Void
    ) -> UTF8Counts {
        guard bytes.count >= threshold,
            let split = bytes[(bytes.count / 2)...].prefix(1 << 16).firstIndex(where: { $0 < 0x80 })
        else {
            return decodeUTF8(bytes, into: units, from: 0, consumed: consumed)
        }
        nonisolated(unsafe) let second = (bytes: UnsafeBufferPointer(rebasing: bytes[split...]), units: units + split)
        let job = ThreadJob { decodeUTF8(second.bytes, into: second.units, from: split, consumed: consumed) }
        var counts = decodeUTF8(
            UnsafeBufferPointer(rebasing: bytes[..<split]), into: units, from: 0, consumed: consumed)
        let rest = job.value()
        if counts.units < split {
            UnsafeMutableRawPointer(units + counts.units).copyMemory(from: units + split, byteCount: rest.units * 2)
        }
        counts.units += rest.units
        counts.malformed += rest.malformed
        counts.multibyte += rest.multibyte
        return counts
    }

    /// Decodes bytes that stand at `start` in the whole, telling `consumed` of each piece read
    /// as a range of the whole.
    private static func decodeUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutablePointer<UInt16>, from start: Int,
        consumed: (Range<Int>) -> Void
    ) -> UTF8Counts {
        var read = 0
        return decodeUTF8(bytes, into: units) { end in
            consumed(start + read..<start + end)
            read = end
        }
    }

    /// Decodes UTF-8 into `units`, which must have room for one unit per byte (a scalar never
    /// takes more UTF-16 units than UTF-8 bytes). A malformed sequence becomes one U+FFFD, as
    /// the standard library's parser delimits it. `consumed` is told every `progressStep`
    /// bytes, and at the end, how far the bytes have been read.
    static func decodeUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutablePointer<UInt16>,
        consumed: (Int) -> Void = { _ in }
    ) -> UTF8Counts {
        var counts = UTF8Counts()
        guard let source = bytes.baseAddress else { return counts }
        let count = bytes.count
        var index = 0
        var written = 0
        while index < count {
            let blockEnd = min(index + progressStep, count)
            while index < blockEnd {
                // Sixteen bytes at a time, all widened and as many kept as are ASCII before the
                // first that is not: the bulk of most books. Units are never ahead of bytes, so
                // the sixteen fit; those not kept are written over next.
                if index + 16 <= blockEnd {
                    let raw = UnsafeRawPointer(source + index)
                    UnsafeMutableRawPointer(units + written).storeBytes(
                        of: SIMD16<UInt16>(truncatingIfNeeded: raw.loadUnaligned(as: SIMD16<UInt8>.self)),
                        as: SIMD16<UInt16>.self)
                    let ascii = asciiPrefix(
                        UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)),
                        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
                    index += ascii
                    written += ascii
                    if ascii == 16 { continue }
                }
                let byte = source[index]
                if byte < 0x80 {
                    units[written] = UInt16(byte)
                    index += 1
                    written += 1
                    continue
                }
                let (length, scalar) = scalarAt(index, in: bytes)
                if let scalar {
                    written += storeUTF16(scalar, at: units + written)
                    counts.multibyte += 1
                } else {
                    units[written] = 0xFFFD
                    written += 1
                    counts.malformed += 1
                }
                index += length
            }
            consumed(index)
        }
        counts.units = written
        return counts
    }

    /// How many of the sixteen bytes in `first` and `second` (in memory order) are ASCII before
    /// the first that is not.
    @inline(__always)
    private static func asciiPrefix(_ first: UInt64, _ second: UInt64) -> Int {
        let high = 0x8080_8080_8080_8080 as UInt64
        if first & high != 0 { return (first & high).trailingZeroBitCount / 8 }
        if second & high != 0 { return 8 + (second & high).trailingZeroBitCount / 8 }
        return 16
    }

    /// The multi-byte sequence starting at `index`: its length and scalar, or the length of
    /// the malformed sequence there and nil.
    @inline(__always)
    private static func scalarAt(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, scalar: UInt32?) {
        let lead = UInt32(bytes[index])
        let left = bytes.count - index
        // Valid sequences of two and three bytes are decoded here; the parser does the rest.
        if lead >= 0xC2 && lead <= 0xDF && left >= 2 {
            let second = UInt32(bytes[index + 1])
            if second & 0xC0 == 0x80 { return (2, (lead & 0x1F) << 6 | second & 0x3F) }
        } else if lead & 0xF0 == 0xE0 && left >= 3 {
            let second = UInt32(bytes[index + 1])
            let third = UInt32(bytes[index + 2])
            let low: UInt32 = lead == 0xE0 ? 0xA0 : 0x80
            let high: UInt32 = lead == 0xED ? 0x9F : 0xBF
            if second >= low && second <= high && third & 0xC0 == 0x80 {
                return (3, (lead & 0x0F) << 12 | (second & 0x3F) << 6 | third & 0x3F)
            }
        }
        var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded):
            return (encoded.count, Unicode.UTF8.decode(encoded).value)
        case .error(let length):
            return (max(length, 1), nil)
        case .emptyInput:
            preconditionFailure("no byte at \(index)")
        }
    }

    /// Stores `scalar` as UTF-16 at `target`; returns the number of units, one or two.
    @inline(__always)
    private static func storeUTF16(_ scalar: UInt32, at target: UnsafeMutablePointer<UInt16>) -> Int {
        guard scalar >= 0x10000 else {
            target[0] = UInt16(scalar)
            return 1
        }
        let offset = scalar - 0x10000
        target[0] = UInt16(0xD800 + (offset >> 10))
        target[1] = UInt16(0xDC00 + (offset & 0x3FF))
        return 2
    }
}
