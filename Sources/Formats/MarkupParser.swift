import CXML

/// One event of a parsed document, in document order.
enum MarkupEvent {
    case start(name: String, attributes: [String: String])
    case end(name: String)
    case text(String)
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
        static let tooDeep = Problems(rawValue: Int32(RD_MARKUP_TOO_DEEP))
        static let entities = Problems(rawValue: Int32(RD_MARKUP_ENTITIES))
    }

    /// Elements nested deeper than this are cut off.
    static let maximumDepth: Int32 = 200

    private final class Sink {
        let visit: (MarkupEvent) -> Void
        init(_ visit: @escaping (MarkupEvent) -> Void) { self.visit = visit }
    }

    @discardableResult
    static func parse(_ bytes: [UInt8], kind: Kind, encoding: String? = nil,
                      visit: (MarkupEvent) -> Void) -> Problems {
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else { return bytes.isEmpty ? [] : .failed }
        return withoutActuallyEscaping(visit) { visit in
            parse(bytes, kind: kind, encoding: encoding, sink: Sink(visit))
        }
    }

    private static func parse(_ bytes: [UInt8], kind: Kind, encoding: String?, sink: Sink) -> Problems {
        var handler = rd_markup_handler(
            start: { context, name, attributes in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                var dictionary: [String: String] = [:]
                var index = 0
                while let key = attributes?[index], let value = attributes?[index + 1] {
                    dictionary[String(cString: key).lowercased()] = String(cString: value)
                    index += 2
                }
                sink.visit(.start(name: String(cString: name!).lowercased(), attributes: dictionary))
            },
            end: { context, name in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                sink.visit(.end(name: String(cString: name!).lowercased()))
            },
            text: { context, text, length in
                let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
                let buffer = UnsafeRawBufferPointer(start: text, count: Int(length))
                sink.visit(.text(String(decoding: buffer, as: UTF8.self)))
            }
        )
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let result = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                withExtendedLifetime(sink) {
                    rd_markup_parse(chars.baseAddress, Int32(chars.count), kind == .xml ? Int32(RD_MARKUP_XML) : Int32(RD_MARKUP_HTML),
                                    encoding, &handler, context, maximumDepth)
                }
            }
        }
        return Problems(rawValue: result)
    }
}
