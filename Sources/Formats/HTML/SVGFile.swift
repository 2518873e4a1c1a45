import Foundation
import Pictures

/// An SVG picture of the book made ready for librsvg, which is given no base address and so
/// reads nothing itself: the pictures of the book its `image` elements show are put in as
/// `data:` addresses, and references outside the book are dropped. It is written out again by
/// `InlineSVG`. The words of its `text` elements are kept, for the book's text.
struct SVGFile {
    /// The SVG written out again; nil when it cannot be read whole within the limits (and is
    /// left to librsvg as it is).
    private(set) var bytes: [UInt8]?
    /// The words of each `text` element, in order, their white space collapsed.
    private(set) var texts: [String] = []
    /// The hrefs of `image` elements left out: outside the book, missing from it, or not a
    /// picture librsvg draws.
    private(set) var refused: [String] = []

    /// The formats librsvg draws in an `image` element, by the media type of their `data:` address.
    private static let mediaTypes: [ImageFormat: String] = [
        .png: "image/png", .jpeg: "image/jpeg", .gif: "image/gif", .webp: "image/webp",
    ]

    /// Reads the SVG `source` at `path` of the book; `resource` gives the bytes of a file of
    /// the book by its path. The pictures put in count towards `Limits.pictureFileSize`.
    init(_ source: [UInt8], at path: String, resource: (String) -> [UInt8]?) {
        let document = BookPath(document: path, clampingAtRoot: true)
        var writer = InlineSVG()
        var budget = Limits.pictureFileSize - source.count
        var (texts, refused): ([String], [String]) = ([], [])
        var text: String?
        var textDepth = 0
        let problems = MarkupParser.parse(source, kind: .xml) { event in
            switch event {
            case .start(var name, var attributes):
                if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
                guard writer.depth > 0 || name == "svg" else { return }
                if name == "image" {
                    for key in ["href", "xlink:href"] where attributes[key] != nil {
                        attributes[key] = Self.address(
                            attributes[key]!, in: document, budget: &budget, refused: &refused, resource)
                    }
                }
                if name == "text" || textDepth > 0 { textDepth += 1 }
                writer.start(name, attributes)
            case .end(var name):
                if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
                guard writer.depth > 0 else { return }
                _ = writer.end(name)
                guard textDepth > 0 else { return }
                textDepth -= 1
                if textDepth == 0, let words = text.map(Self.collapsed), !words.isEmpty { texts.append(words) }
                if textDepth == 0 { text = nil }
            case .text(let markup):
                guard writer.depth > 0 else { return }
                writer.text(markup)
                if textDepth > 0 { text = (text ?? "") + markup.string }
            }
        }
        // Written out without what the parser left unread (entities, markup too deep), it would be
        // drawn as another picture: blank, say, where librsvg refuses the original.
        let unread = problems.intersection([.failed, .entities, .tooDeep])
        bytes = !unread.isEmpty || writer.depth != 0 ? nil : writer.bytes
        self.texts = texts
        self.refused = refused
    }

    /// An `image` element's href as it is written: a `data:` address as it is, a picture of the
    /// book as a `data:` address of its bytes; nil (and refused) for anything else.
    private static func address(
        _ href: String, in document: BookPath, budget: inout Int, refused: inout [String],
        _ resource: (String) -> [UInt8]?
    ) -> String? {
        if href.prefix(5).lowercased() == "data:" { return href }
        guard !href.contains(":"), let path = document.resolve(href), let picture = resource(path),
            let type = Self.mediaTypes[ImageProbe(picture).format], picture.count * 4 / 3 + 32 <= budget
        else {
            refused.append(href)
            return nil
        }
        budget -= picture.count * 4 / 3 + 32
        return "data:" + type + ";base64," + Data(picture).base64EncodedString()
    }

    /// Text with its runs of white space made one space, and none at its ends.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
