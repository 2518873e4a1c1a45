import CXML
import Foundation

/// One event of a parsed document, in document order.
enum MarkupEvent {
    case start(name: String, attributes: [String: String])
    case end(name: String)
    case text(MarkupText)
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
        let readsAttributes: Bool
        init(_ visit: @escaping (MarkupEvent) -> Void, enough: @escaping () -> Bool, readsAttributes: Bool) {
            self.visit = visit
            self.enough = enough
            self.readsAttributes = readsAttributes
        }
    }

    /// Parses a document in any charset (`MarkupCharset`); `encoding` names it when known.
    /// Reading stops after the element at which `enough` first says so. Without
    /// `readingAttributes`, every element starts with none.
    @discardableResult
    static func parse(
        _ bytes: [UInt8], kind: Kind, encoding: String? = nil, readingAttributes: Bool = true,
        enough: () -> Bool = { false }, visit: (MarkupEvent) -> Void
    ) -> Problems {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) / 2 else { return bytes.isEmpty ? [] : .failed }
        var utf8 = MarkupCharset.utf8(bytes, override: encoding)
        if kind == .html { removeInternalSubset(&utf8) }
        return withoutActuallyEscaping(visit) { visit in
            withoutActuallyEscaping(enough) { enough in
                parse(utf8, kind: kind, sink: Sink(visit, enough: enough, readsAttributes: readingAttributes))
            }
        }
    }

    /// Drops the internal subset of a DOCTYPE (`<!DOCTYPE html [ <!ENTITY …> ]>`), which the
    /// HTML parser would otherwise show as text; its declarations are never used.
    static func removeInternalSubset(_ bytes: inout [UInt8]) {
        let doctype = Array("<!doctype".utf8)
        let candidates = 0..<max(0, min(bytes.count, 4096) - doctype.count)
        guard
            let start = bytes.withUnsafeBufferPointer({ bytes in
                candidates.first { index in
                    bytes[index] | 0x20 == 0x3C
                        && doctype.indices.allSatisfy { bytes[index + $0] | 0x20 == doctype[$0] | 0x20 }
                }
            })
        else { return }
        var index = start + doctype.count
        var quote: UInt8?
        var open: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if let current = quote {
                if byte == current { quote = nil }
            } else if open != nil, bytes[index...].starts(with: [0x3C, 0x21, 0x2D, 0x2D]) {
                // A comment in the subset may hold anything: "]>" too.
                let close = (index + 4..<max(index + 4, bytes.count - 2)).first {
                    bytes[$0...].starts(with: [0x2D, 0x2D, 0x3E])
                }
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

    /// Whether an attribute's value is a `data:` address, which is read to a greater length.
    private static func isData(_ value: UnsafePointer<CChar>) -> Bool {
        strncasecmp(value, "data:", 5) == 0
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
                while sink.readsAttributes, let key = attributes?[index], let value = attributes?[index + 1] {
                    let length = strnlen(
                        value, MarkupParser.isData(value) ? Limits.dataAddressSize : Limits.attributeSize)
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
                    rd_markup_parse(
                        chars.baseAddress, Int32(chars.count),
                        kind == .xml ? Int32(RD_MARKUP_XML) : Int32(RD_MARKUP_HTML),
                        &handler, context, Limits.markupDepth, Limits.markupAttributes)
                }
            }
        }
        return Problems(rawValue: result)
    }

    /// Whether a document in any charset is well-formed XML (an XHTML document must be;
    /// entities that its DTD would declare aside).
    static func isWellFormed(_ bytes: [UInt8], encoding: String? = nil) -> Bool {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) / 2 else { return false }
        let utf8 = MarkupCharset.utf8(bytes, override: encoding)
        return utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                rd_markup_well_formed($0.baseAddress, Int32($0.count), Limits.markupAttributes) != 0
            }
        }
    }
}
