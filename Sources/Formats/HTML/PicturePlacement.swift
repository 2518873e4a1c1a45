import Foundation
import TextEngine

/// The pictures of the documents (`img`, SVG's `image`): which of them stand as blocks of
/// their own and at what pixel size, and which are shown by their alternative text.
struct PicturePlacement {
    /// How a picture is shown.
    enum Placement: Equatable {
        /// A block of its own.
        case block(Picture)
        /// Its alternative text in brackets, where it stands.
        case text(String)
        /// Nothing: it has no alternative text.
        case none
    }

    /// The pixel size of the picture at a path of the book, read from its header; nil when
    /// it cannot be read.
    var pixelSize: ((_ path: String) -> (width: Int, height: Int)?)?
    /// The picture drawn for one at a path of the book; nil when it must not be drawn.
    var shown: ((_ path: String) -> String?)?
    /// Keeps a picture a document holds (a `data:` address's, an inline SVG) of a kind
    /// ("data", "svg") and gives the path it is read by; nil when it cannot be kept.
    var embed: ((_ bytes: [UInt8], _ kind: String, _ document: String) -> String?)?
    /// The SVG picture at a path of the book; nil when it is none.
    var svg: ((_ path: String) -> SVGFile?)?
    /// Pictures placed as blocks so far.
    private(set) var count = 0
    /// The hrefs of the SVG pictures' `image` elements left out (`SVGFile.refused`).
    private(set) var refusedReferences: [String] = []

    /// A picture this tall or less, in pixels, stands in a line of text.
    private static let lineHeightPixels = 24
    /// A picture after words this tall or less, in pixels (a character drawn as a picture, a
    /// gaiji, an icon), stands in their line.
    private static let inLineHeightPixels = 96

    /// A picture of `source` in `document`: a block when it is taller than a line, or of an
    /// unknown size, with nothing before it in its paragraph; after words, when it is taller
    /// than four lines (it ends their paragraph, and the words after it go on in another);
    /// otherwise (an icon, a gaiji, a picture of unknown size after words, one without a source
    /// or outside the book, one `shown` refuses, past `Limits.pictures`) its alternative text.
    /// A `data:` address is the picture it holds.
    mutating func place(
        source: String?, _ attributes: [String: String], in document: BookPath, inParagraph: Bool
    ) -> Placement {
        // A picture elsewhere (a web address) is not the book's.
        let path = source.flatMap { source -> String? in
            guard let data = DataAddress.bytes(of: source) else {
                return document.resolve(source).flatMap { path in shown.map { $0(path) } ?? path }
            }
            return embed?(data, "data", document.document)
        }
        return place(path: path, attributes, inParagraph: inParagraph)
    }

    /// An SVG a document holds (its markup in `bytes`), placed as a picture is.
    mutating func place(svg bytes: [UInt8], _ attributes: [String: String], in document: BookPath, inParagraph: Bool)
        -> Placement
    {
        place(path: embed?(bytes, "svg", document.document), attributes, inParagraph: inParagraph)
    }

    private mutating func place(path: String?, _ attributes: [String: String], inParagraph: Bool) -> Placement {
        let alt = attributes["alt"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        var width = Self.pixels(attributes["width"])
        var height = Self.pixels(attributes["height"])
        if let path, width == 0 || height == 0, let size = pixelSize?(path) { (width, height) = size }
        let tallest = inParagraph ? Self.inLineHeightPixels : Self.lineHeightPixels
        guard let path, height > tallest || height == 0 && !inParagraph, count < Limits.pictures else {
            return alt.isEmpty ? .none : .text("[" + alt + "]")
        }
        count += 1
        return .block(Picture(source: path, pixelWidth: width, pixelHeight: height, alt: alt))
    }

    /// The picture at `path` on a page of its own (the book's cover, a picture of the spine).
    mutating func page(_ path: String, alt: String) -> Picture {
        let size = pixelSize?(path) ?? (0, 0)
        count += 1
        return Picture(source: path, pixelWidth: size.width, pixelHeight: size.height, alt: alt)
    }

    /// The words of the `text` elements of the SVG picture at `path`, each once; none when it
    /// is not an SVG.
    mutating func words(of path: String) -> [String] {
        guard let file = svg?(path) else { return [] }
        refusedReferences += file.refused
        return file.texts
    }

    /// A length in pixels from an HTML `width` or `height` attribute ("640", "640px"); 0 for
    /// none, for a percentage and for nonsense.
    private static func pixels(_ value: String?) -> Int {
        guard var text = value?.trimmingCharacters(in: .whitespaces).lowercased() else { return 0 }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let number = Double(text), number.isFinite, number > 0 else { return 0 }
        return Int(min(number, 1_000_000))
    }
}
