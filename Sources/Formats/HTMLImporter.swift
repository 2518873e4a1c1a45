import Foundation
import TextEngine

/// HTML and XHTML documents into one storage: block elements become paragraphs with
/// paragraph styles, inline elements become character attributes, whitespace collapses as
/// CSS says, and the book's simple CSS is honoured. Several documents (an EPUB's spine) can
/// be added one after another.
final class HTMLImporter {
    private var builder = TextStorageBuilder()
    var styleSheet = StyleSheet()
    /// Storage offsets of documents ("path") and their ids ("path#id").
    private(set) var anchors: [String: Int] = [:]
    /// h1 and h2 headings, a table of contents for books without one.
    private(set) var headings: [Chapter] = []
    private(set) var documentTitle: String?
    private(set) var language: String?
    private(set) var problems: MarkupParser.Problems = []
    private var styleSheetsTruncated = 0
    private var styleSheetBytes = 0
    private var elements = 0
    /// Elements read before the rest of the book is left out.
    var elementLimit = Limits.elements

    private struct Context {
        var attributes: CharacterAttributes = []
        var style = ParagraphStyle()
        var hidden = false
        var preformatted = false
        var list: ListKind?
        var listLevel = 0
        var language: String?
    }

    private enum ListKind {
        case bullet
        case ordered(type: String)
    }

    private var stack: [Context] = [Context()]
    private var counters: [Int] = []
    private var pendingMarker: String?
    private var pendingPageBreak = false
    private var pendingSpace = false
    private var headingText: String?
    private var headingLevel = 0
    private var headingOffset = 0
    private var titleText: String?
    private var styleText: String?
    private var documentPath = ""
    /// The code units of the text being added, kept between texts to spare an allocation each.
    private var scratch: [UInt16] = []

    /// Adds one document; `path` names it for links into it, `newPage` starts it on a new page.
    func add(_ bytes: [UInt8], path: String = "", encoding: String? = nil, newPage: Bool = false) {
        documentPath = path
        anchors[path] = anchors[path] ?? builder.length
        pendingPageBreak = newPage && builder.length > 0
        stack = [Context()]
        counters = []
        guard elements < elementLimit else { return }
        let enough = { [unowned self] in elements >= elementLimit }
        problems.formUnion(MarkupParser.parse(bytes, kind: .html, encoding: encoding, enough: enough) { [unowned self] event in
            switch event {
            case .start(let name, let attributes): start(name, attributes)
            case .end(let name): end(name)
            case .text(let text): self.text(text)
            }
        })
        closeParagraph()
    }

    /// Adds a style sheet (a file or a `style` element); one past `Limits.styleSheetSize`, or
    /// past what is left of `Limits.styleSheetsSize` for the book, is
    /// read up to there.
    func addStyleSheet<C: Collection<UInt8>>(_ bytes: C) {
        let room = min(Limits.styleSheetSize, Limits.styleSheetsSize - styleSheetBytes)
        if bytes.count > room { styleSheetsTruncated += 1 }
        guard room > 0 else { return }
        styleSheetBytes += min(bytes.count, room)
        styleSheet.add(String(decoding: bytes.prefix(room), as: UTF8.self))
    }

    /// What the reader should be told about the documents added: what was cut or left out.
    var notices: [ImportNotice] {
        var notices: [ImportNotice] = []
        if problems.contains(.tooDeep) { notices.append(.nestedTooDeep(limit: Int(Limits.markupDepth))) }
        if problems.contains(.entities) { notices.append(.entitiesUnexpanded) }
        if elements >= elementLimit { notices.append(.elementsCut(limit: elementLimit)) }
        if problems.contains(.attributes) { notices.append(.attributesCut(limit: Int(Limits.markupAttributes))) }
        if styleSheetsTruncated > 0 {
            notices.append(.styleSheetsCut(count: styleSheetsTruncated, limit: Limits.styleSheetSize, total: Limits.styleSheetsSize))
        }
        return notices
    }

    /// The storage of everything added.
    func storage(language fallback: String?) -> TextStorage {
        closeParagraph()
        return builder.build(language: fallback ?? language)
    }

    private func start(_ name: String, _ attributes: [String: String]) {
        elements += 1
        let element = HTMLElement(name: name)
        var context = stack[stack.count - 1]
        if !attributes.isEmpty, let lang = attributes["xml:lang"] ?? attributes["lang"], !lang.isEmpty {
            context.language = lang
            language = language ?? lang
        }
        let css = styleSheet.declarations(element: name, classes: attributes["class"], style: attributes["style"])
        if element.isInvisible || css.hidden == true
            || !attributes.isEmpty && (attributes["hidden"] != nil || attributes["aria-hidden"] == "true" && element == .span) {
            context.hidden = true
        }
        if element == .title { titleText = "" }
        if element == .style { styleText = "" }
        let block = element.isBlock
        if block && !context.hidden { closeParagraph() }
        // After a block's start has closed the paragraph before it, so the id names its own text.
        if !attributes.isEmpty, let id = attributes["id"] { anchors[documentPath + "#" + id] = builder.length }
        applyDefaults(of: element, attributes, to: &context)
        apply(css, to: &context, block: block)
        if css.pageBreakBefore == true && builder.length > 0 { pendingPageBreak = true }
        stack.append(context)
        guard !context.hidden else { return }
        switch element {
        case .br:
            if builder.isInParagraph { builder.append("\u{2028}", attributes: context.attributes) }
            pendingSpace = false
        case .wbr:
            // A place a long word may break: a zero-width space.
            if builder.isInParagraph { builder.append("\u{200B}", attributes: context.attributes) }
        case .hr:
            var style = context.style
            style.alignment = .center
            style.spacingBefore = 1
            style.spacingAfter = 1
            closeParagraph()
            openParagraph(style)
            builder.append(Attachment(.rule))
            closeParagraph()
        case .img:
            if let alt = attributes["alt"], !alt.trimmingCharacters(in: .whitespaces).isEmpty {
                var shown = "[" + alt + "]"
                shown.withUTF8 { text(MarkupText(bytes: UnsafeRawBufferPointer($0))) }
            }
        case .li:
            if counters.isEmpty { counters.append(0) }
            counters[counters.count - 1] = min(counters[counters.count - 1] + 1, 99999)
            pendingMarker = marker(for: stack[stack.count - 2].list, number: counters[counters.count - 1], level: context.listLevel)
        case .ul, .ol:
            let start = min(max(Int(attributes["start"] ?? "") ?? 1, -9999), 99999)
            counters.append(start - 1)
        case .h1, .h2:
            headingText = ""
            headingLevel = element == .h1 ? 0 : 1
            headingOffset = builder.length
        case .td, .th:
            if builder.isInParagraph { pendingSpace = false; builder.append("  ", attributes: context.attributes) }
        default:
            break
        }
    }

    private func end(_ name: String) {
        guard stack.count > 1 else { return }
        let element = HTMLElement(name: name)
        let context = stack.removeLast()
        if element == .title, let title = titleText {
            documentTitle = documentTitle ?? Self.collapse(title)
            titleText = nil
        }
        if element == .style, let css = styleText {
            addStyleSheet(css.utf8)
            styleText = nil
        }
        guard !context.hidden else { return }
        if element == .ul || element == .ol, !counters.isEmpty { counters.removeLast() }
        if element == .h1 || element == .h2, let title = headingText {
            let text = Self.collapse(title)
            if !text.isEmpty { headings.append(Chapter(title: text, offset: headingOffset, level: headingLevel)) }
            headingText = nil
        }
        if element.isBlock { closeParagraph() }
    }

    private func text(_ raw: MarkupText) {
        let context = stack[stack.count - 1]
        if titleText != nil || styleText != nil || (headingText != nil && !context.hidden) {
            let string = raw.string
            if titleText != nil { titleText! += string }
            if styleText != nil && styleText!.utf8.count <= Limits.styleSheetSize { styleText! += string }
            if headingText != nil && !context.hidden { headingText! += string }
        }
        guard !context.hidden else { return }
        // The code units go straight from the parser's UTF-8 into one reused buffer, held in a
        // local while it is filled (a property would be checked for exclusive access per unit).
        var units: [UInt16] = []
        swap(&units, &scratch)
        defer { swap(&units, &scratch) }
        units.removeAll(keepingCapacity: true)
        if context.preformatted {
            guard !raw.isEmpty else { return }
            openParagraph(context.style)
            Self.appendLines(of: raw, to: &units)
            builder.append(units: units, attributes: context.attributes)
            return
        }
        let (spaceBefore, spaceAfter) = Self.appendCollapsed(raw, to: &units)
        guard !units.isEmpty else {
            if spaceBefore { pendingSpace = true }
            return
        }
        if !builder.isInParagraph {
            openParagraph(context.style)
        } else if (pendingSpace || spaceBefore) && builder.lastUnit != 0x2028 {
            // Collapsed white space belongs to the text before it, not to an element it opens.
            builder.append(" ", attributes: builder.lastAttributes)
        }
        builder.setLanguage(context.language)
        builder.append(units: units, attributes: context.attributes)
        pendingSpace = spaceAfter
    }

    /// Preformatted text: line ends (LF, CRLF, CR) break lines within the paragraph, in one
    /// pass whatever their number.
    private static func appendLines(of raw: MarkupText, to units: inout [UInt16]) {
        var afterCarriageReturn = false
        raw.forEachUTF16 { unit in
            if unit == CodeUnit.lineFeed && afterCarriageReturn {
                afterCarriageReturn = false
                return
            }
            afterCarriageReturn = unit == CodeUnit.carriageReturn
            units.append(unit == CodeUnit.lineFeed || afterCarriageReturn ? CodeUnit.lineSeparator : unit)
        }
    }

    /// Text with its white space collapsed to one space between words, in one pass; says
    /// whether white space came before the first word and after the last.
    private static func appendCollapsed(_ raw: MarkupText, to units: inout [UInt16]) -> (before: Bool, after: Bool) {
        let start = units.count
        var spaceBefore = false
        var spaceAfter = false
        raw.forEachUTF16 { unit in
            if isCollapsibleSpace(unit) {
                if units.count == start { spaceBefore = true } else { spaceAfter = true }
                return
            }
            if spaceAfter { units.append(0x20) }
            spaceAfter = false
            units.append(unit)
        }
        return (spaceBefore, spaceAfter)
    }

    private static func isCollapsibleSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x0C
    }

    private static func collapse(_ text: String) -> String {
        let units = text.utf16
        let collapsed = units.first.map { !isCollapsibleSpace($0) } == true && units.last.map { !isCollapsibleSpace($0) } == true
            && !zip(units, units.dropFirst()).contains { isCollapsibleSpace($0) && (isCollapsibleSpace($1) || $0 != 0x20) }
        return collapsed ? text : text.split { $0.utf16.allSatisfy(isCollapsibleSpace) }.joined(separator: " ")
    }

    private func openParagraph(_ style: ParagraphStyle) {
        builder.setLanguage(stack[stack.count - 1].language)
        guard !builder.isInParagraph else { return }
        var style = style
        style.listMarker = pendingMarker
        if let marker = pendingMarker, case let room = TextSegmenter.width(of: marker) + 1, room > style.headIndent {
            // A marker wider than its indent (xviii., 10000., an item outside a list) gets room, in cells.
            style.firstLineHeadIndent += room - style.headIndent
            style.headIndent = room
        }
        style.pageBreakBefore = style.pageBreakBefore || pendingPageBreak
        pendingMarker = nil
        pendingPageBreak = false
        pendingSpace = false
        builder.startParagraph(style)
    }

    private func closeParagraph() {
        builder.trimTrailingSpaces()
        builder.endParagraph()
        pendingSpace = false
    }

    private func applyDefaults(of element: HTMLElement, _ attributes: [String: String], to context: inout Context) {
        var style = context.style
        // Properties of one paragraph are not inherited by the blocks inside it.
        style.spacingBefore = 0
        style.pageBreakBefore = false
        switch element {
        case .p, .ul, .ol, .dl, .table, .address:
            style.spacingBefore = 1
            style.spacingAfter = 1
        case .h1:
            context.attributes.insert(.bold)
            style.alignment = .center
            style.spacingBefore = 2
            style.spacingAfter = 2
            style.keepWithNext = true
        case .h2, .h3, .h4, .h5, .h6:
            context.attributes.insert(.bold)
            style.spacingBefore = 1
            style.spacingAfter = 1
            style.keepWithNext = true
        case .blockquote, .aside, .figure:
            frame(&style, indent: element == .blockquote ? 4 : 2)
        case .pre:
            context.preformatted = true
            context.attributes.insert(.code)
            frame(&style, indent: 2)
        case .dd:
            style.firstLineHeadIndent += 4
            style.headIndent += 4
        case .dt:
            context.attributes.insert(.bold)
        case .figcaption, .caption:
            context.attributes.insert(.italic)
            style.alignment = .center
        case .em, .i, .cite, .dfn, .var:
            context.attributes.insert(.italic)
        case .strong, .b:
            context.attributes.insert(.bold)
        case .u, .ins:
            context.attributes.insert(.underline)
        case .s, .strike, .del:
            context.attributes.insert(.strikethrough)
        case .code, .kbd, .samp, .tt:
            context.attributes.insert(.code)
        case .a:
            if attributes["href"] != nil { context.attributes.insert(.link) }
        case .mark:
            context.attributes.insert(.marked)
        case .sup:
            context.attributes.insert(.superscript)
        case .sub:
            context.attributes.insert(.subscript)
        default:
            break
        }
        if element == .ul || element == .ol {
            let type = attributes["type"] ?? ""
            context.list = element == .ul ? .bullet : .ordered(type: type.isEmpty ? "1" : type)
            context.listLevel += 1
            // Room for the widest common marker ("10.", "iii.") and a space before the text.
            let indent = context.listLevel == 1 ? (element == .ol ? 5 : 4) : 3
            style.firstLineHeadIndent = style.headIndent + indent
            style.headIndent += indent
            if context.listLevel > 1 { style.spacingBefore = 0; style.spacingAfter = 0 }
        }
        if element == .li {
            style.spacingBefore = 0
            style.spacingAfter = 0
        }
        if !element.isBlock || element == .li { style.keepWithNext = false }
        context.style = style
    }

    /// A framed block: room for the border and a cell of padding on each side.
    private func frame(_ style: inout ParagraphStyle, indent: Int) {
        if !style.framed {
            style.firstLineHeadIndent += indent
            style.headIndent += indent
            style.tailIndent += 2
        }
        style.framed = true
        style.spacingBefore = 1
        style.spacingAfter = 1
    }

    private func apply(_ css: StyleSheet.Declarations, to context: inout Context, block: Bool) {
        func set(_ attribute: CharacterAttributes, _ on: Bool?) {
            guard let on else { return }
            if on { context.attributes.insert(attribute) } else { context.attributes.remove(attribute) }
        }
        set(.bold, css.bold)
        set(.italic, css.italic)
        set(.underline, css.underline)
        set(.strikethrough, css.strikethrough)
        guard block else { return }
        if let alignment = css.alignment { context.style.alignment = alignment }
        if let margin = css.marginLeft, margin > 0 {
            let extra = min(margin, 20)
            context.style.firstLineHeadIndent += extra
            context.style.headIndent += extra
        }
        if css.bordered == true { frame(&context.style, indent: 2) }
        if let indent = css.textIndent {
            context.style.firstLineHeadIndent = max(0, context.style.headIndent + min(indent, 20))
        }
    }

    private func marker(for list: ListKind?, number: Int, level: Int) -> String {
        switch list {
        case .ordered(let type):
            switch type {
            case "a": return Self.letters(number, uppercase: false) + "."
            case "A": return Self.letters(number, uppercase: true) + "."
            case "i": return Self.roman(number).lowercased() + "."
            case "I": return Self.roman(number) + "."
            default: return "\(number)."
            }
        case .bullet, nil:
            return ["•", "◦", "▪"][(max(level, 1) - 1) % 3]
        }
    }

    static func letters(_ number: Int, uppercase: Bool) -> String {
        var n = max(number, 1)
        var result = ""
        while n > 0 {
            n -= 1
            result = String(UnicodeScalar(UInt8((uppercase ? 65 : 97) + n % 26))) + result
            n /= 26
        }
        return result
    }

    static func roman(_ number: Int) -> String {
        guard number > 0 && number < 4000 else { return String(number) }
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var n = number
        var result = ""
        for (value, symbol) in table {
            while n >= value { result += symbol; n -= value }
        }
        return result
    }
}
