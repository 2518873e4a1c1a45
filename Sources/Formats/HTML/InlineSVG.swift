import Foundation

/// An `svg` element of a document written out again as an SVG file of its own, event by event,
/// so that it is drawn as a picture: the parser's names (which it lowercases) in SVG's case,
/// its namespaces declared, its text and attributes escaped. Attributes of other namespaces
/// than XLink's and XML's are left out: their prefixes are not declared. The same writer makes an
/// SVG file of the book ready for librsvg (`SVGFile`); both have their patterns aligned as librsvg
/// draws them.
struct InlineSVG {
    /// The markup so far; nil once it passes `Limits.embeddedPictures`.
    private(set) var bytes: [UInt8]? = []
    /// The elements open, the `svg` element's included.
    private(set) var depth = 0
    /// Whether a `style` element is open, whose text is CSS.
    private var inStyle = false
    /// The `svg` element's attributes.
    private(set) var attributes: [String: String] = [:]
    /// Whether it has an `image` element: a picture of the book, placed as one.
    private(set) var hasImage = false
    /// Style rules written first inside the `svg` element (the document's style sheets), so
    /// that librsvg's own cascade applies them.
    let styleSheet: String

    init(styleSheet: String = "") {
        self.styleSheet = styleSheet
    }

    /// An element starts.
    mutating func start(_ name: String, _ attributes: [String: String]) {
        depth += 1
        if name == "image" { hasImage = true }
        inStyle = name == "style"
        write("<" + Self.svgCase(name, Self.elementNames))
        if depth == 1 {
            self.attributes = attributes
            write(" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
        }
        var attributes = attributes
        if name == "pattern" { attributes["preserveaspectratio"] = Self.alignedAtCorner(attributes) }
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) where Self.isWritten(key) {
            write(" " + Self.svgCase(key, Self.attributeNames) + "=\"" + Self.escaped(value, quotes: true) + "\"")
        }
        write(">")
        if depth == 1 && !styleSheet.isEmpty { write("<style>" + Self.escaped(styleSheet, quotes: false) + "</style>") }
    }

    /// A pattern's `preserveAspectRatio` with its content aligned at the tile's corner: librsvg
    /// 2.54 draws nothing for a pattern whose `viewBox` is aligned elsewhere in a tile of another
    /// shape (the default, xMidYMid). The content moves within its tile, which repeats it anyway.
    private static func alignedAtCorner(_ attributes: [String: String]) -> String? {
        let value = attributes["preserveaspectratio"]
        guard attributes["viewbox"] != nil else { return value }
        let words = (value ?? "").split(separator: " ")
        guard words.first != "none" else { return value }
        return "xMinYMin" + (words.last == "slice" ? " slice" : " meet")
    }

    /// An element ends; true when it is the `svg` element, and `bytes` is the whole picture.
    mutating func end(_ name: String) -> Bool {
        write("</" + Self.svgCase(name, Self.elementNames) + ">")
        inStyle = false
        depth -= 1
        return depth == 0
    }

    mutating func text(_ text: MarkupText) {
        write(Self.escaped(inStyle ? Self.css(text.string) : text.string, quotes: false))
    }

    /// The CSS of a `style` element without the CDATA section marks that the HTML parser leaves
    /// in its text.
    static func css(_ text: String) -> String {
        guard text.contains("<![CDATA[") || text.contains("]]>") else { return text }
        return text.replacingOccurrences(of: "<![CDATA[", with: "").replacingOccurrences(of: "]]>", with: "")
    }

    private mutating func write(_ string: String) {
        guard bytes != nil else { return }
        bytes! += string.utf8
        if bytes!.count > Limits.embeddedPictures { bytes = nil }
    }

    /// Namespace declarations are written once, on the `svg` element; other prefixes are not.
    private static func isWritten(_ key: String) -> Bool {
        guard let colon = key.firstIndex(of: ":") else { return key != "xmlns" }
        let prefix = key[..<colon]
        return prefix == "xlink" || prefix == "xml"
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where quotes: escaped += "&quot;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    private static func svgCase(_ name: String, _ names: [String: String]) -> String {
        names[name] ?? name
    }

    /// SVG's element names that are not all lowercase, by their lowercase form (the HTML
    /// standard's table for SVG in HTML).
    static let elementNames = Dictionary(
        uniqueKeysWithValues: [
            "altGlyph", "altGlyphDef", "altGlyphItem", "animateColor", "animateMotion", "animateTransform",
            "clipPath", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
            "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA",
            "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode",
            "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
            "feTurbulence", "foreignObject", "glyphRef", "linearGradient", "radialGradient", "textPath",
        ].map { ($0.lowercased(), $0) })

    /// SVG's attribute names that are not all lowercase, by their lowercase form (the HTML
    /// standard's table for SVG in HTML).
    static let attributeNames = Dictionary(
        uniqueKeysWithValues: [
            "attributeName", "attributeType", "baseFrequency", "baseProfile", "calcMode", "clipPathUnits",
            "diffuseConstant", "edgeMode", "filterUnits", "glyphRef", "gradientTransform", "gradientUnits",
            "kernelMatrix", "kernelUnitLength", "keyPoints", "keySplines", "keyTimes", "lengthAdjust",
            "limitingConeAngle", "markerHeight", "markerUnits", "markerWidth", "maskContentUnits", "maskUnits",
            "numOctaves", "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "pointsAtX",
            "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "refX", "refY",
            "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures", "specularConstant",
            "specularExponent", "spreadMethod", "startOffset", "stdDeviation", "stitchTiles", "surfaceScale",
            "systemLanguage", "tableValues", "targetX", "targetY", "textLength", "viewBox", "viewTarget",
            "xChannelSelector", "yChannelSelector", "zoomAndPan",
        ].map { ($0.lowercased(), $0) })
}
