import Foundation
import TextEngine

/// The simple part of CSS that matters to a book in a terminal: text-align, font-weight,
/// font-style, text-decoration, text-indent, margin-left, display:none and page breaks, from
/// element, class and element.class selectors and style attributes.
struct StyleSheet {
    /// One element's declared properties, in cells where they are lengths.
    struct Declarations {
        var alignment: ParagraphStyle.Alignment?
        var bold: Bool?
        var italic: Bool?
        var underline: Bool?
        var strikethrough: Bool?
        var textIndent: Int?
        var marginLeft: Int?
        var hidden: Bool?
        var pageBreakBefore: Bool?
        var bordered: Bool?

        mutating func merge(_ other: Declarations) {
            alignment = other.alignment ?? alignment
            bold = other.bold ?? bold
            italic = other.italic ?? italic
            underline = other.underline ?? underline
            strikethrough = other.strikethrough ?? strikethrough
            textIndent = other.textIndent ?? textIndent
            marginLeft = other.marginLeft ?? marginLeft
            hidden = other.hidden ?? hidden
            pageBreakBefore = other.pageBreakBefore ?? pageBreakBefore
            bordered = other.bordered ?? bordered
        }
    }

    private var byElement: [String: Declarations] = [:]
    private var byClass: [String: Declarations] = [:]
    private var byElementClass: [String: Declarations] = [:]
    private var parsedStyleAttributes: [String: Declarations] = [:]

    init() {}

    /// Adds the rules of a style sheet's text; what it does not understand is skipped.
    mutating func add(_ css: String) {
        for rule in Self.withoutComments(css).split(separator: "}") {
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let declarations = Self.declarations(String(parts[1]))
            for selector in parts[0].split(separator: ",") {
                add(selector.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), declarations)
            }
        }
    }

    /// The text with its `/* comments */` removed, in one pass.
    static func withoutComments(_ css: String) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(css.utf8.count)
        var inComment = false
        var previous: UInt8 = 0
        for byte in css.utf8 {
            if inComment {
                if previous == 0x2A && byte == 0x2F { inComment = false; previous = 0; continue }
            } else if previous == 0x2F && byte == 0x2A {
                kept.removeLast()
                inComment = true
                previous = 0
                continue
            } else {
                kept.append(byte)
            }
            previous = byte
        }
        return String(decoding: kept, as: UTF8.self)
    }

    private mutating func add(_ selector: String, _ declarations: Declarations) {
        guard !selector.isEmpty, !selector.contains(where: { " >+~[:*#@".contains($0) }) else { return }
        let pieces = selector.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch (pieces.count, pieces.first?.isEmpty) {
        case (1, _): byElement[pieces[0], default: Declarations()].merge(declarations)
        case (2, true): byClass[pieces[1], default: Declarations()].merge(declarations)
        case (2, false): byElementClass[pieces[0] + "." + pieces[1], default: Declarations()].merge(declarations)
        default: break
        }
    }

    /// What applies to an element, by specificity: element, class, element.class, style attribute.
    mutating func declarations(element: String, classes classAttribute: String?, style: String?) -> Declarations {
        var result = byElement.isEmpty ? Declarations() : byElement[element] ?? Declarations()
        if let classAttribute, !byClass.isEmpty || !byElementClass.isEmpty {
            let classes = classAttribute.split(separator: " ")
            for name in classes {
                if let declarations = byClass[name.lowercased()] { result.merge(declarations) }
            }
            for name in classes {
                if let declarations = byElementClass[element + "." + name.lowercased()] { result.merge(declarations) }
            }
        }
        if let style { result.merge(styleAttribute(style)) }
        return result
    }

    /// A style attribute's declarations; books repeat the same few, so they are parsed once.
    private mutating func styleAttribute(_ style: String) -> Declarations {
        guard style.utf8.count <= 256 else { return Self.declarations(style) }
        if let parsed = parsedStyleAttributes[style] { return parsed }
        if parsedStyleAttributes.count >= 4096 { parsedStyleAttributes.removeAll(keepingCapacity: true) }
        let parsed = Self.declarations(style)
        parsedStyleAttributes[style] = parsed
        return parsed
    }

    /// Parses "property: value; ..." declarations, in one pass over their bytes: property names
    /// and values are ASCII-lowercased and trimmed, `!important` dropped.
    static func declarations(_ text: String) -> Declarations {
        var result = Declarations()
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x3B { end += 1 }  // ;
                if let colon = bytes[start..<end].firstIndex(of: 0x3A) {  // :
                    let property = keyword(bytes[start..<colon])
                    var value = keyword(bytes[(colon + 1)..<end])
                    if value.contains("!important") {
                        value = value.replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces)
                    }
                    if !value.isEmpty && Self.properties.contains(property) { apply(property, value, to: &result) }
                }
                start = end + 1
            }
        }
        return result
    }

    /// The properties `apply` knows: others are skipped before their value is looked at.
    private static let properties: Set<String> = [
        "text-align", "font-weight", "font-style", "text-decoration", "text-decoration-line", "text-indent", "margin-left",
        "padding-left", "margin", "border", "border-style", "display", "page-break-before", "break-before",
    ]

    /// A property name or value as CSS compares it: ASCII lowercase, white space trimmed.
    private static func keyword(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func apply(_ property: String, _ value: String, to result: inout Declarations) {
        switch property {
        case "text-align":
            switch value {
            case "left", "start": result.alignment = .start
            case "center": result.alignment = .center
            case "right", "end": result.alignment = .end
            case "justify": result.alignment = .justified
            default: break
            }
        case "font-weight":
            result.bold = value == "bold" || value == "bolder" || (Int(value).map { $0 >= 600 } ?? false)
        case "font-style":
            result.italic = value == "italic" || value == "oblique"
        case "text-decoration", "text-decoration-line":
            result.underline = value.contains("underline")
            result.strikethrough = value.contains("line-through")
        case "text-indent":
            result.textIndent = cells(value)
        case "margin-left", "padding-left":
            result.marginLeft = cells(value)
        case "margin":
            let parts = value.split(separator: " ")
            let left = parts.count == 4 ? parts[3] : parts.count >= 2 ? parts[1] : parts.first
            result.marginLeft = left.flatMap { cells(String($0)) }
        case "border", "border-style":
            result.bordered = !(value.contains("none") || value.contains("hidden") || value == "0")
        case "display":
            result.hidden = value == "none"
        case "page-break-before", "break-before":
            result.pageBreakBefore = ["always", "page", "left", "right", "recto", "verso"].contains(value)
        default:
            break
        }
    }

    /// A CSS length in terminal cells: an em is two cells, 8 pixels or 6 points one.
    static func cells(_ value: String) -> Int? {
        let units: [(String, Double)] = [("rem", 2), ("em", 2), ("ex", 1), ("px", 1.0 / 8), ("pt", 1.0 / 6), ("%", 0.76), ("ch", 1)]
        for (unit, factor) in units where value.hasSuffix(unit) {
            guard let number = Double(value.dropLast(unit.count)) else { return nil }
            return clamped(number * factor)
        }
        return Double(value).flatMap { clamped($0 / 8) }
    }

    /// A number of cells a terminal can hold, or nil for what is not a number.
    private static func clamped(_ cells: Double) -> Int? {
        guard cells.isFinite else { return nil }
        return Int(min(max(cells, -1000), 1000).rounded())
    }
}
