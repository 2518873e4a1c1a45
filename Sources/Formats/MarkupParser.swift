import CXML
import Foundation

/// One event of a parsed document, in document order.
enum MarkupEvent {
    case start(name: String, attributes: [String: String])
    case end(name: String)
    case text(MarkupText)
}

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
              lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0 else { return 0 }
        return 3
    }

    /// `utf16(at:)` for what it does not decode itself.
    private static func decodeScalar(in bytes: UnsafeRawBufferPointer, at index: Int) -> (units: (UInt16, UInt16?), length: Int) {
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

/// Lenient HTML and safe XML parsing through libxml2: nothing is fetched, no DTD is read and
/// no entity a document declares is expanded.
enum MarkupParser {
    enum Kind {
        case html, xml
    }

    /// What was wrong with a document that could still be read.
    struct Problems: OptionSet {
        let rawValue: Int32
        static let failed = Problems(rawValue: Int32(RD_MARKUP_FAILED))
        static let recovered = Problems(rawValue: Int32(RD_MARKUP_RECOVERED))
        static let tooDeep = Problems(rawValue: Int32(RD_MARKUP_TOO_DEEP))
        static let entities = Problems(rawValue: Int32(RD_MARKUP_ENTITIES))
        static let attributes = Problems(rawValue: Int32(RD_MARKUP_ATTRIBUTES))
    }

    private final class Sink {
        let visit: (MarkupEvent) -> Void
        let enough: () -> Bool
        init(_ visit: @escaping (MarkupEvent) -> Void, enough: @escaping () -> Bool) {
            self.visit = visit
            self.enough = enough
        }
    }

    /// Parses a document in any charset (`MarkupCharset`); `encoding` names it when known.
    /// Reading stops after the element at which `enough` first says so.
    @discardableResult
    static func parse(_ bytes: [UInt8], kind: Kind, encoding: String? = nil, enough: () -> Bool = { false },
                      visit: (MarkupEvent) -> Void) -> Problems {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) / 2 else { return bytes.isEmpty ? [] : .failed }
        var utf8 = MarkupCharset.utf8(bytes, override: encoding)
        if kind == .html { removeInternalSubset(&utf8) }
        return withoutActuallyEscaping(visit) { visit in
            withoutActuallyEscaping(enough) { enough in
                parse(utf8, kind: kind, sink: Sink(visit, enough: enough))
            }
        }
    }

    /// Drops the internal subset of a DOCTYPE (`<!DOCTYPE html [ <!ENTITY …> ]>`), which the
    /// HTML parser would otherwise show as text; its declarations are never used.
    static func removeInternalSubset(_ bytes: inout [UInt8]) {
        let doctype = Array("<!doctype".utf8)
        let candidates = 0..<max(0, min(bytes.count, 4096) - doctype.count)
        guard let start = bytes.withUnsafeBufferPointer({ bytes in
            candidates.first { index in
                bytes[index] | 0x20 == 0x3C && doctype.indices.allSatisfy { bytes[index + $0] | 0x20 == doctype[$0] | 0x20 }
            }
        }) else { return }
        var index = start + doctype.count
        var quote: UInt8?
        var open: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if let current = quote {
                if byte == current { quote = nil }
            } else if open != nil, bytes[index...].starts(with: [0x3C, 0x21, 0x2D, 0x2D]) {
                // A comment in the subset may hold anything: "]>" too.
                let close = (index + 4..<max(index + 4, bytes.count - 2)).first { bytes[$0...].starts(with: [0x2D, 0x2D, 0x3E]) }
                index = (close ?? bytes.count) + 3
                continue
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if open == nil && byte == 0x3E {
                return
            } else if open == nil && byte == 0x5B {
                open = index
            } else if let first = open, byte == 0x5D {
                bytes.removeSubrange(first...index)
                return
            }
            index += 1
        }
    }

    /// An element or attribute name, lowercased; most already are.
    private static func name(_ cString: UnsafePointer<CChar>) -> String {
        let name = String(cString: cString)
        return name.utf8.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 } ? name.lowercased() : name
    }

    private static func parse(_ bytes: [UInt8], kind: Kind, sink: Sink) -> Problems {
        var handler = rd_markup_handler(
            start: { context, name, attributes in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                var dictionary: [String: String] = [:]
                var index = 0
                while let key = attributes?[index], let value = attributes?[index + 1] {
                    let length = strnlen(value, Limits.attributeSize)
                    dictionary[MarkupParser.name(key)] = value.withMemoryRebound(to: UInt8.self, capacity: length) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                    }
                    index += 2
                }
                sink.visit(.start(name: MarkupParser.name(name!), attributes: dictionary))
                return sink.enough() ? 1 : 0
            },
            end: { context, name in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                sink.visit(.end(name: MarkupParser.name(name!)))
            },
            text: { context, text, length in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                sink.visit(.text(MarkupText(bytes: UnsafeRawBufferPointer(start: text, count: Int(length)))))
            }
        )
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                withExtendedLifetime(sink) {
                    rd_markup_parse(chars.baseAddress, Int32(chars.count), kind == .xml ? Int32(RD_MARKUP_XML) : Int32(RD_MARKUP_HTML),
                                    &handler, context, Limits.markupDepth, Limits.markupAttributes)
                }
            }
        }
        return Problems(rawValue: result)
    }
}
